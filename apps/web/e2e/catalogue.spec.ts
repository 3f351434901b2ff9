import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { bootInLanguage, openInApp, shot, signedInPages } from './helpers';

/** The catalogue: root makes a preset from a provider type, a seller buys it at their VIP price, partners and inventory. */
const run = Date.now().toString(36);
const NAME = `E2E Tee ${run}`;
const RAW_KEY =
  /\b(fields|items|sections|variants|catalog|inventory|stock|labels|categories_page|create|edit|discounts|marketplace|print|collections)\.[a-z_]{2,}\b/;

test.use({ trace: 'off' });

/** One page per role for the file, booted once (the German test boots each again in German). */
const pageAs = signedInPages();

async function checkScreen(page: Page, screen: string, lang: string) {
  await expect(page.getByText(RAW_KEY)).toHaveCount(0);
  await shot(page, { path: `/tmp/catalogue-${screen}-${lang}.png`, fullPage: false });
}

test('root creates a preset from a provider type, edits variants and prices; a seller sees it in the Catalog at their VIP price', async ({
  browser,
  request,
}) => {
  const { page: root } = await pageAs('root', { browser, request });
  await openInApp(root, '/items/3d-preset');
  await expect(root.getByTestId('provider-tabs')).toBeVisible();
  await expect(root.getByTestId('tab-customcat')).toContainText(/\d+/);
  await expect(root.getByTestId('preset-card').first()).toBeVisible();
  await checkScreen(root, 'items', 'en');
  await expectNoViolations(root, 'items');

  await root.getByTestId('preset-new').click();
  await root.getByTestId('create-preset').getByTestId('field-provider').selectOption('customcat');
  await root.getByTestId('product-type').filter({ hasText: 'Gildan 5000' }).getByTestId('product-type-create').click();
  await expect(root).toHaveURL(/\/items\/edit\/[0-9a-f-]{36}$/);
  await expect(root.getByTestId('variant-row')).toHaveCount(30);

  await root.getByTestId('field-name').fill(NAME);
  await root.getByTestId('bulk-amount').fill('19.99');
  await root.getByTestId('bulk-apply').click();
  await expect(root.getByTestId('variant-base_price').nth(29)).toHaveValue('19.99');
  await root.getByTestId('variant-sale_price').first().fill('17.50');
  await root.getByTestId('vip-tiers').getByRole('button', { name: 'Add tier' }).click();
  await root.getByTestId('vip-tiers').getByLabel('VIP level').fill('2');
  await root.getByTestId('vip-tiers').getByLabel('Amount off').fill('1.25');
  await root.getByTestId('marketplace-level-1').selectOption({ label: 'Womenswear & Underwear' });
  await root.getByTestId('marketplace-level-2').selectOption({ label: "Women's Tops" });
  await root.getByTestId('marketplace-level-3').selectOption({ label: 'T-shirts' });
  await expect(root.getByTestId('marketplace-specifics')).toBeVisible();
  await root.getByText('Visible to sellers').click();
  await checkScreen(root, 'preset-form', 'en');
  await root.getByTestId('preset-save').click();
  await expect(root.getByText('Preset saved')).toBeVisible();
  await expect(root.getByTestId('variant-sale_price').first()).toHaveValue('17.50');

  // an unsaved change asks before leaving
  await root.getByTestId('field-name').fill(`${NAME} draft`);
  await root
    .getByRole('link', { name: /3D Products/ })
    .first()
    .click();
  await expect(root.getByTestId('confirm-dialog')).toBeVisible();
  await root.getByRole('button', { name: 'Cancel' }).click();
  await expect(root).toHaveURL(/\/items\/edit\//);
  await root.getByTestId('field-name').fill(NAME);
  // Back to what was saved: nothing unsaved (the file's later tests move this page on).
  await expect(root.getByTestId('preset-save')).toBeDisabled();

  // the seller (VIP 2): 17.50 − 1.25 = 16.25 is the cheapest variant
  const { page: seller } = await pageAs('sale', { browser, request });
  await openInApp(seller, `/catalog?name=${encodeURIComponent(NAME)}`);
  const card = seller.getByTestId('preset-card').filter({ hasText: NAME });
  await expect(card.getByTestId('preset-price')).toHaveText('from $16.25');
  await card.getByTestId('favorite').click();
  await expect(card.getByTestId('favorite')).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(seller, 'catalog', 'en');
  await expectNoViolations(seller, 'catalog');
  await card.getByRole('button', { name: NAME, exact: true }).click();
  await expect(seller.getByTestId('catalog-product')).toBeVisible();
  await expect(seller.getByTestId('product-price')).toHaveText('from $16.25');
  await expect(seller.getByTestId('colour-swatches')).toContainText('Sport Grey');
  await expect(seller.getByTestId('design-product')).toHaveAttribute('href', /\/editor\/product\//);
  await expect(seller.getByTestId('product-variants')).toContainText('$18.74');
  await checkScreen(seller, 'product', 'en');
  await openInApp(seller, '/catalog/favorites');
  await expect(seller.getByTestId('preset-card').filter({ hasText: NAME })).toBeVisible();
});

test('a partner sees only the Partner Catalog', async ({ browser, request }) => {
  const { page: partner } = await pageAs('partner', { browser, request });
  await openInApp(partner, '/partner-catalog');
  await expect(partner.getByTestId('preset-card').first()).toBeVisible();
  await expect(partner.getByTestId('sidebar').getByRole('link', { name: 'Catalog', exact: true })).toHaveCount(0);
  await checkScreen(partner, 'partner-catalog', 'en');
  await openInApp(partner, '/catalog');
  await expect(partner).toHaveURL(/\/404$/);
  await openInApp(partner, '/items/3d-preset');
  await expect(partner).toHaveURL(/\/404$/);
});

test('inventory: stock adjusted with a reason and its history shown', async ({ browser, request }) => {
  const { page } = await pageAs('fulfiller', { browser, request });
  await openInApp(page, '/inventory?low=1');
  const row = page.getByTestId('inventory-table').getByTestId('list-row').first();
  await expect(row).toBeVisible();
  const sku = await row.getByTestId('stock-sku').innerText();
  const before = Number(await row.getByTestId('stock-value').innerText());
  await row.getByTestId('stock-adjust').click();
  await page.getByTestId('adjust-dialog').getByTestId('field-quantity').fill('0');
  await page.getByTestId('adjust-save').click();
  await expect(page.getByTestId('error-quantity')).toBeVisible();
  await page.getByTestId('adjust-dialog').getByTestId('field-quantity').fill('12');
  await page.getByTestId('adjust-dialog').getByTestId('field-reason').fill(`Restock ${run}`);
  await checkScreen(page, 'inventory-adjust', 'en');
  await page.getByTestId('adjust-save').click();
  await expect(page.getByTestId('adjust-dialog')).toHaveCount(0);
  await openInApp(page, `/inventory?search=${encodeURIComponent(sku)}`);
  const line = page.getByTestId('inventory-table').getByTestId('list-row').first();
  await expect(line.getByTestId('stock-value')).toHaveText(String(before + 12));
  await expectNoViolations(page, 'inventory');
  await line.getByTestId('stock-history-open').click();
  await expect(page.getByTestId('stock-history')).toBeVisible();
  await expect(page.getByTestId('stock-history-table').getByTestId('list-row').first()).toContainText(`Restock ${run}`);
  await expect(page.getByTestId('stock-history-table').getByTestId('list-row').first()).toContainText('+12');
  await checkScreen(page, 'inventory-history', 'en');
});

test('catalogue screens in German: no raw keys, axe clean', async ({ browser, request }) => {
  const shared = await pageAs('root', { browser, request });
  const root = shared.page;
  await bootInLanguage(shared, request, 'de', '/items/embroidery-preset?view=list');
  for (const [screen, url] of [
    ['items', '/items/embroidery-preset?view=list'],
    ['categories', '/category/preset'],
    ['labels', '/product-labels'],
  ] as const) {
    await openInApp(root, url);
    await expect(root.getByRole('heading').first()).toBeVisible();
    await checkScreen(root, screen, 'de');
  }
  await expectNoViolations(root, 'categories');
  await openInApp(root, '/items/2d-preset');
  await root.getByTestId('preset-card').first().getByRole('button').first().click();
  await expect(root.getByTestId('preset-form')).toBeVisible();
  await checkScreen(root, 'preset-form', 'de');
  const sellerPage = await pageAs('sale', { browser, request });
  const seller = sellerPage.page;
  await bootInLanguage(sellerPage, request, 'de', '/catalog');
  await expect(seller.getByTestId('preset-card').first()).toBeVisible();
  await checkScreen(seller, 'catalog', 'de');
  await seller.getByTestId('preset-card').first().getByRole('button').first().click();
  await expect(seller.getByTestId('catalog-product')).toBeVisible();
  await checkScreen(seller, 'product', 'de');
  const fulfillerPage = await pageAs('fulfiller', { browser, request });
  const fulfiller = fulfillerPage.page;
  await bootInLanguage(fulfillerPage, request, 'de', '/inventory');
  await expect(fulfiller.getByTestId('inventory-table').getByTestId('list-row').first()).toBeVisible();
  await checkScreen(fulfiller, 'inventory', 'de');
});
