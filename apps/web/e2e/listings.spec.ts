import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, apiLogin, bootInLanguage, emailOf, gql, openInApp, shot, signedInPages, type LoginData } from './helpers';

/** The seller's listings (/items/internal) and root's preset mockups of a product (on the preset page). */
const run = Date.now().toString(36);
const SHOTS = '/tmp/listings-shots';
// French and Portuguese have the same keys (src/locales/locales.test.ts): the browser looks at German and English (last: the later tests read English).
const LANGUAGES = ['de', 'en'] as const;
const RAW_KEY = /\b(list|tab|col|bulk|empty|detail|mockups|queue|status)\.[a-z_]{2,}\b/;

test.use({ trace: 'off' });
test.setTimeout(180_000);

type Row = { _id: string; name: string; seller_id: string; product_id: string; images: Array<{ src: string }>; print_files: Array<{ url: string | null }> };
const LIST = '{ itemsInfo(perPage: 100) { _id name seller_id product_id images { src } print_files { url } } }';

let seller: LoginData;
let root: LoginData;

test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  seller = await apiLogin(request, emailOf('sale'));
  root = await apiLogin(request, emailOf('root'));
});

/** The seller's and root's pages for the file, each booted once (the language test boots them again in each language). */
const pageAs = signedInPages();

async function checkScreen(page: Page, screen: string, lang: string) {
  await expect(page.getByText(RAW_KEY)).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/${screen}-${lang}.png` });
}

test('a seller sees only their listings, opens one with its mockups and print files, and trashes one', async ({ browser, request }) => {
  const mine = (await gql<{ itemsInfo: Row[] }>(request, seller.token, LIST)).itemsInfo;
  expect(mine.length).toBeGreaterThan(0);
  // The API answers the seller's own listings only.
  expect(mine.every((l) => l.seller_id === seller._id)).toBe(true);
  const shown = mine.find((l) => l.images.length > 0 && l.print_files.length > 0)!;
  expect(shown).toBeTruthy();
  // A listing of the seller's own to trash (the demo listings stay as they are for the other tests).
  const name = `E2E listing ${run}`;
  const made = await gql<{ makeItemInfo: { _id: string } }>(
    request,
    seller.token,
    'mutation($n: String!, $p: ID!) { makeItemInfo(name: $n, product_id: $p, status: "Draft") { _id } }',
    {
      n: name,
      p: shown.product_id,
    },
  );

  const { page } = await pageAs('sale', { browser, request });
  await openInApp(page, '/items/internal');
  const rows = page.getByTestId('listing-row');
  await expect(rows.first()).toBeVisible();
  const ownNames = new Set([...mine.map((l) => l.name), name]);
  for (const text of await rows.allInnerTexts()) expect([...ownNames].some((n) => text.includes(n))).toBe(true);
  // No seller column for a seller.
  await expect(page.getByTestId('listings-table').getByRole('columnheader', { name: 'Seller' })).toHaveCount(0);
  // Each status tab shows the seller's own count (the trigger-kept counters).
  const counters = (
    await gql<{ itemsInfoCounters: Record<'all' | 'draft' | 'publish' | 'trash', number> }>(
      request,
      seller.token,
      '{ itemsInfoCounters { all draft publish trash } }',
    )
  ).itemsInfoCounters;
  expect(counters.all).toBeGreaterThanOrEqual(mine.length);
  for (const tab of ['all', 'Draft', 'Publish', 'Trash'])
    await expect(page.getByTestId(`status-count-${tab}`)).toHaveText(String(counters[tab.toLowerCase() as keyof typeof counters]));

  // ?_id= opens the listing: its mockup images and print files, and the way back to the editor.
  await openInApp(page, `/items/internal?_id=${shown._id}`);
  const drawer = page.getByTestId('listing-drawer');
  await expect(drawer.getByTestId('listing-image').first()).toBeVisible();
  await expect(drawer.getByTestId('print-file')).toHaveCount(shown.print_files.length);
  // Each print file shows its pixel size and a download link, or that it is still rendering.
  await expect(drawer.getByTestId('print-file').first()).toContainText(/\d+ × \d+ px|rendering…/);
  await expect(drawer.getByTestId('listing-edit')).toHaveAttribute('href', `/editor/product/${shown.product_id}?item=${shown._id}`);
  await checkScreen(page, 'listing', 'en');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/_id=/);

  // Trash the new draft from the Draft tab: it leaves the list.
  await page.getByTestId('status-tab-Draft').click();
  await expect(page).toHaveURL(/status=Draft/);
  // The Draft tab has rendered (the URL changes first), so the search keeps it.
  await expect(page.getByTestId('status-tab-Draft')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('listings-search').fill(name);
  await page.getByTestId('listings-search').press('Enter');
  await expect(page).toHaveURL(/status=Draft.*search=|search=.*status=Draft/);
  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('select-row').click();
  await page.getByTestId('bulk-trash').click();
  await page.getByTestId('confirm-yes').click();
  await expect(row).toHaveCount(0);
  // The tabs count the search's listings: the draft has moved to the trash.
  await expect(page.getByTestId('status-count-Draft')).toHaveText('0');
  await expect(page.getByTestId('status-count-Trash')).toHaveText('1');
  const after = await gql<{ itemInfo: { status: string } }>(request, seller.token, 'query($id: ID!) { itemInfo(_id: $id) { status } }', {
    id: made.makeItemInfo._id,
  });
  expect(after.itemInfo.status).toBe('Trash');
  await page.getByTestId('status-tab-Trash').click();
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
});

/** A product whose template the demo seed made (earlier specs add presets without templates). */
async function seededProduct(request: APIRequestContext): Promise<{ _id: string }> {
  const { productPresetMockups } = await gql<{ productPresetMockups: Array<{ product_id: string }> }>(
    request,
    root.token,
    '{ productPresetMockups(name: "front and back", perPage: 1) { product_id } }',
  );
  return { _id: productPresetMockups[0].product_id };
}

test('root sees a product’s preset mockups with provider counts and removes one', async ({ browser, request }) => {
  const product = await seededProduct(request);
  const name = `E2E mockup ${run}`;
  await gql(request, root.token, 'mutation($p: ID!, $n: String!) { makeProductMockupPreset(product_id: $p, name: $n, status: "Draft") { _id } }', {
    p: product._id,
    n: name,
  });
  const counts = (
    await gql<{ productPresetMockupCountProvider: Array<{ provider: string; total: number }> }>(
      request,
      root.token,
      'query($p: ID!) { productPresetMockupCountProvider(product_id: $p) { provider total } }',
      { p: product._id },
    )
  ).productPresetMockupCountProvider;
  const total = counts.reduce((n, c) => n + c.total, 0);

  const { page } = await pageAs('root', { browser, request });
  // Staff see every seller's listings, with the seller.
  await openInApp(page, '/items/internal');
  await expect(page.getByTestId('listing-row').first()).toBeVisible();
  await expect(page.getByTestId('listings-table').getByRole('columnheader', { name: 'Seller' })).toHaveCount(1);
  await page.getByTestId('listing-row').first().click();
  await expect(page.getByTestId('listing-drawer').getByTestId('user-cell')).toBeVisible();
  await openInApp(page, `/items/edit/${product._id}`);
  const section = page.getByTestId('section-mockups');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('status-count-all')).toHaveText(String(total));
  // One tab per provider that has mockups, with its count.
  for (const c of counts)
    if (c.total > 0) await expect(section.getByTestId(`status-count-${c.provider}`)).toHaveText(String(c.total));
    else await expect(section.getByTestId(`status-tab-${c.provider}`)).toHaveCount(0);
  await expect(section.getByTestId('template-editor')).toHaveAttribute('href', `/editor/preset/${product._id}`);
  const row = section.getByTestId('preset-mockup-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // The seeded template shows its picture (the blank drawn by the render path).
  const seeded = section.getByTestId('preset-mockup-row').filter({ hasText: 'front and back' }).first().locator('img');
  await expect.poll(() => seeded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await shot(section, { path: `${SHOTS}/preset-mockups-en.png` });
  await row.getByTestId('mockup-remove').click();
  await page.getByTestId('confirm-yes').click();
  await expect(row).toHaveCount(0);
  await expect(section.getByTestId('status-count-all')).toHaveText(String(total - 1));
});

test('the listing screens read well in English and German', async ({ browser, request }) => {
  const mine = (await gql<{ itemsInfo: Row[] }>(request, seller.token, LIST)).itemsInfo;
  const shown = mine.find((l) => l.images.length > 0 && l.print_files.length > 0)!;
  const product = await seededProduct(request);
  for (const lang of LANGUAGES) {
    const sellerPage = await pageAs('sale', { browser, request });
    const { page } = sellerPage;
    await bootInLanguage(sellerPage, request, lang, '/items/internal');
    // Under load the first list and the drawer's print files can take longer than the default 5 s.
    await expect(page.getByTestId('listing-row').first()).toBeVisible({ timeout: 30_000 });
    await checkScreen(page, 'listings', lang);
    await openInApp(page, `/items/internal?_id=${shown._id}`);
    await expect(page.getByTestId('listing-drawer').getByTestId('print-file').first()).toBeVisible({ timeout: 30_000 });
    await checkScreen(page, 'listing', lang);
    await page.keyboard.press('Escape');

    const rootShared = await pageAs('root', { browser, request });
    const rootPage = rootShared.page;
    await bootInLanguage(rootShared, request, lang, `/items/edit/${product._id}`);
    const section = rootPage.getByTestId('section-mockups');
    await expect(section.getByTestId('preset-mockup-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(RAW_KEY)).toHaveCount(0);
    await shot(section, { path: `${SHOTS}/preset-mockups-${lang}.png` });
  }
});

test('a seller publishes a listing to their Shopify store: the job writes the product file, the store badge says so', async ({ browser, request }) => {
  const mine = (await gql<{ itemsInfo: Row[] }>(request, seller.token, LIST)).itemsInfo;
  const name = `E2E publish ${run}`;
  await gql(request, seller.token, 'mutation($n: String!, $p: ID!) { makeItemInfo(name: $n, product_id: $p, status: "Publish") { _id } }', {
    n: name,
    p: mine[0].product_id,
  });
  const shop = (
    await gql<{ stores: Array<{ name: string; platform: string }> }>(request, seller.token, '{ stores(status: "active") { name platform } }')
  ).stores.find((s) => s.platform === 'shopify')!;
  const { page } = await pageAs('sale', { browser, request });
  await openInApp(page, `/items/internal?search=${encodeURIComponent(name)}`);
  const row = page.getByTestId('listing-row').filter({ hasText: name });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByTestId('select-row').click();
  await page.getByTestId('bulk-publish').click();
  await page.getByTestId('publish-store').filter({ hasText: shop.name }).click();
  await expect(row.getByTestId('store-badge')).toHaveAttribute('data-queue', /queued|publishing|exported/);
  // the job runs on a worker: the badge turns to "file ready" on the next look
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('listing-row').filter({ hasText: name }).getByTestId('store-badge')).toHaveAttribute('data-queue', 'exported', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await openInApp(page, '/jobs');
  const job = page.getByTestId('jobs-table').getByRole('row').filter({ hasText: 'Product file for Shopify' }).first();
  await expect(job.getByTestId('job-download')).toBeVisible({ timeout: 30_000 });
});

test('a new seller without listings is pointed to the catalogue', async ({ page }) => {
  await page.goto('/register');
  await page.locator('input[name=name]').fill('Listing Newcomer');
  await page.locator('input[name=email]').fill(`e2e-listings-${run}@demo.pod`);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=confirm]').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('navbar')).toBeVisible();
  await page.goto('/items/internal');
  const empty = page.getByTestId('listings-empty');
  await expect(empty).toBeVisible();
  await empty.getByRole('link').click();
  await expect(page).toHaveURL(/\/catalog$/);
});
