import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, openInApp, resetCustomizer, tokenLogin, type LoginData, shot } from './helpers';

/** Logistics: shipping methods with their cost table and a seller's default; manufactures whose stations drive the sidebar; every screen in en and de. */
const run = Date.now().toString(36);
const RAW_KEY = /\b(common|manufactures|stations|days|methods|table|locations|fulfilments|storage)\.[a-z_]{2,}\b/;

let root: LoginData;
let seller: LoginData;
let sr: LoginData;

test.use({ trace: 'off' });

test.beforeAll(async ({ request }) => {
  root = await apiLogin(request, emailOf('root'));
  seller = await apiLogin(request, emailOf('sale'));
  sr = await apiLogin(request, emailOf('super_root'));
});

test.afterAll(async ({ request }) => {
  for (const who of [root, seller, sr]) await resetCustomizer(request, who.token);
});

const fill = (page: Page, name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);

test('root creates a shipping method with its cost tiers, and a seller picks it as default', async ({ page, context, request }) => {
  const name = `Courier ${run}`;
  await resetCustomizer(request, root.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, root);
  await page.goto('/logistics');
  await expect(page.getByTestId('methods-table').getByTestId('list-row').first()).toBeVisible();
  await page.getByTestId('method-new').click();
  await fill(page, 'name', name);
  await fill(page, 'carrier', 'DPD');
  await fill(page, 'min_days', '2');
  await fill(page, 'max_days', '4');
  await page.getByTestId('method-save').click();
  await expect(page.getByTestId('methods-table')).toContainText(name);

  await page.goto('/shipping_cost_table');
  await page.getByTestId('field-method').selectOption({ label: name });
  await expect(page.getByTestId('zone-0')).toHaveCount(0);
  // A method without a zone is refused, with the reason translated.
  await page.getByTestId('table-save').click();
  await expect(page.getByText('A shipping method needs at least one zone.')).toBeVisible();

  await page.getByTestId('zone-add').click();
  await fill(page, 'zone-0-name', 'North America');
  await fill(page, 'zone-0-countries', 'US, ca');
  await expect(page.getByTestId('zone-0-country-names')).toHaveText('United States of America, Canada');
  await fill(page, 'zone-0-tier-0-max_weight', '1000');
  await fill(page, 'zone-0-tier-0-first_item', '5.00');
  await fill(page, 'zone-0-tier-0-additional_item', '1.25');
  await page.getByTestId('zone-0-add-tier').click();
  await expect(page.getByTestId('field-zone-0-tier-1-min_weight')).toHaveValue('1000');
  await fill(page, 'zone-0-tier-1-first_item', '9.00');
  await fill(page, 'zone-0-tier-1-additional_item', '2.00');
  await page.getByTestId('table-save').click();
  await expect(page.getByText(`The cost table of ${name} was saved.`)).toBeVisible();

  await fill(page, 'quote-country', 'CA');
  await fill(page, 'quote-weight', '1500');
  await fill(page, 'quote-items', '3');
  await expect(page.getByTestId('quote-result')).toHaveText('$13.00 in zone North America');
  await fill(page, 'quote-country', 'FR');
  await expect(page.getByTestId('quote-result')).toHaveText('This method does not ship to that country.');
  await shot(page, { path: '/tmp/logistics-shipping_cost_table-en.png', fullPage: true });
  await expectNoViolations(page, 'shipping cost table');

  await context.clearCookies();
  await resetCustomizer(request, seller.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, seller);
  await page.goto('/logistics');
  const row = page.getByTestId('methods-table').getByTestId('list-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  // Methods open to other sellers only are not listed.
  await row.getByTestId('method-make-default').click();
  await expect(row.getByTestId('method-default')).toBeVisible();
  await shot(page, { path: '/tmp/logistics-logistics-seller-en.png', fullPage: true });
  await expectNoViolations(page, 'seller shipping methods');
  const me = await gql<{ cUser: { default_shipping_method: { name: string } | null } }>(
    request,
    seller.token,
    '{ cUser { default_shipping_method { name } } }',
  );
  expect(me.cUser.default_shipping_method?.name).toBe(name);
});

test('root adds a station to a factory and its sidebar menu follows', async ({ page, context, request }) => {
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string; name: string; stations: { packing: boolean } }> }>(
    request,
    root.token,
    '{ manufactures(status: "All") { _id name stations { packing } } }',
  );
  const berlin = manufactures.find((m) => m.name === 'Berlin Print Hub')!;
  // Leave packing off so the test can switch it on (again on a rerun against the same data).
  if (berlin.stations.packing)
    await gql(request, root.token, 'mutation($id: ID){ makeManufacture(input: { _id: $id, stations: { printing: true, packing: false } }) { _id } }', {
      id: berlin._id,
    });
  await resetCustomizer(request, root.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, root);
  await page.goto('/manufactures');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.locator(`[data-menu-id="mrp-${berlin._id}"]`)).toHaveCount(1);
  await expect(sidebar.locator(`[data-menu-id="mrp-package-${berlin._id}"]`)).toHaveCount(0);

  await page.getByTestId('manufactures-table').getByTestId('list-row').filter({ hasText: 'Berlin Print Hub' }).click();
  // The factory's time zone (its cut-offs are counted in it) is offered from every zone and kept on save.
  await expect(page.getByTestId('field-time_zone')).toHaveValue('Europe/Berlin');
  await shot(page, { path: '/tmp/logistics-manufacture-form-en.png', fullPage: true });
  await page.getByTestId('check-station-packing').click();
  await page.getByTestId('manufacture-save').click();
  await expect(
    page.getByTestId('manufactures-table').getByTestId('list-row').filter({ hasText: 'Berlin Print Hub' }).getByTestId('manufacture-stations'),
  ).toContainText('Packing');
  await expect(sidebar.locator(`[data-menu-id="mrp-package-${berlin._id}"]`)).toHaveCount(1);
  // It survives a reload: the shell reads the stations from the API.
  await page.reload();
  await expect(page.getByTestId('sidebar').locator(`[data-menu-id="mrp-package-${berlin._id}"]`)).toHaveCount(1);
});

test('root imports a provider result file: a row of an order not routed to the account and a bad row are listed with why', async ({
  page,
  context,
  request,
}) => {
  await resetCustomizer(request, root.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, root);
  await page.goto('/fulfillments/all');
  await page.getByTestId('fulfilments-table').getByTestId('list-row').filter({ hasText: 'Printify main' }).click();
  await expect(page.getByTestId('field-credentials')).toHaveValue('');
  await page.getByTestId('result-csv').fill(`order_ref,tracking_number,carrier\nORD-${run}-1,1Z999AA10123456784,UPS\nORD-${run}-2,??,USPS\n`);
  await page.getByTestId('result-import').click();
  // No order of this run is routed to the account (e2e/mrp-provider.spec.ts sees routed lines shipped).
  await expect(page.getByText('Tracking numbers imported: 0.')).toBeVisible();
  await expect(page.getByTestId('result-errors')).toContainText(`Row 2: Order ORD-${run}-1 is not routed to this account.`);
  await expect(page.getByTestId('result-errors')).toContainText('Row 3: "??" is not a tracking number');
  await shot(page, { path: '/tmp/logistics-fulfillments-import-en.png', fullPage: true });
  await expectNoViolations(page, 'fulfilment result import');
});

const STORAGE_NEW_FILES_LOCAL = {
  en: 'New uploaded files go to: Local disk',
  de: 'auf: Lokale Festplatte',
};

// French and Portuguese have the same keys (src/locales/locales.test.ts): the browser looks at English and German.
for (const lang of ['en', 'de'] as const) {
  test(`every logistics screen in ${lang}, no raw keys, no WCAG violations`, async ({ page, context, request }) => {
    await resetCustomizer(request, sr.token, { language: lang });
    await tokenLogin(context, BASE_URL, sr);
    for (const [screen, path, ready] of [
      ['manufactures', '/manufactures', 'manufactures-table'],
      ['logistics', '/logistics', 'methods-table'],
      ['shipping_cost_table', '/shipping_cost_table', 'zones'],
      ['locations', '/locations/all', 'locations-table'],
      ['fulfillments', '/fulfillments/all', 'fulfilments-table'],
    ] as const) {
      // The first screen boots the SPA in the language just set; the others open in it.
      await openInApp(page, path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.getByTestId(ready).getByTestId('list-row').first().or(page.getByTestId('zone-0'))).toBeVisible();
      await expect(page.locator('main')).not.toContainText(RAW_KEY);
      await shot(page, { path: `/tmp/logistics-${screen}-${lang}.png`, fullPage: true });
      await expectNoViolations(page, `${screen} (${lang})`);
    }
    // /storage: opened directly (stored files have their own prefix, /_storage/, so the SPA answers it).
    await page.goto('/storage');
    // Which driver new files use (the saved setting; the boot driver until saved), and that existing files stay.
    await expect(page.getByTestId('storage-new-files')).toContainText(STORAGE_NEW_FILES_LOCAL[lang]);
    await page.getByTestId('storage-test-local').click();
    await expect(page.getByTestId('storage-test-result')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(RAW_KEY);
    await shot(page, { path: `/tmp/logistics-storage-${lang}.png`, fullPage: true });
    await expectNoViolations(page, `storage (${lang})`);
  });
}
