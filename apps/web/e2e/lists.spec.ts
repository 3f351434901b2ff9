import { expect, test, type Page, type Route } from '@playwright/test';
import { apiLogin, BASE_URL, emailOf, gql, resetCustomizer, tokenLogin, type DemoRole, shot } from './helpers';
import { expectNoViolations } from './a11y';

/** The list screens of issue 28 item 19, in English and German, with a screenshot of each to look at. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/weblists-shots';

/** Signs `role` in with the interface in `language` (put back to English afterwards by the caller's next reset). */
async function signIn(page: Page, request: Parameters<typeof apiLogin>[0], role: DemoRole, language: 'en' | 'de') {
  const login = await apiLogin(request, emailOf(role));
  await resetCustomizer(request, login.token, { language });
  await page.context().clearCookies();
  await tokenLogin(page.context(), BASE_URL, login);
  return login;
}

/**
 * A loading state meets contrast too (issue 45 item 21): the All tab's rows are held back so that axe
 * runs while the table still shows the Processing rows and reloads, right after the click.
 */
async function expectContrastWhileReloading(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('query Orders(') && body.includes('"status":"All"')) await held;
    await route.continue();
  };
  await page.route('**/graphql', hold);
  const table = page.getByTestId('orders-table');
  await expect(table.getByTestId('order-row').first()).toBeVisible();
  await page.getByTestId('status-tab-All').click();
  await expect(table.locator('table[aria-busy=true]')).toHaveCount(1);
  await expect(table.getByTestId('order-row').first()).toBeVisible();
  await shot(page, { path: `${SHOTS}/orders-reloading-en.png` });
  await expectNoViolations(page, 'orders reloading after a tab click');
  release();
  // Unrouted only once the held request has gone on (unrouting a running handler settles its route first).
  await expect(table.locator('table[aria-busy=true]')).toHaveCount(0);
  await page.unroute('**/graphql', hold);
}

// Each test signs in twice (two languages) on a shared, slow machine.
test.describe.configure({ timeout: 180_000 });

test.afterEach(async ({ request }) => {
  for (const role of ['order_qc', 'sale', 'root'] as const) await resetCustomizer(request, (await apiLogin(request, emailOf(role))).token);
});

test('an order search from the Processing tab finds a Completed order (the search looks across statuses)', async ({ page, request }) => {
  const qc = await signIn(page, request, 'order_qc', 'en');
  const { orders } = await gql<{ orders: Array<{ number: number }> }>(request, qc.token, '{ orders(status: "Completed") { number } }');
  expect(orders.length, 'the demo data has completed orders').toBeGreaterThan(0);
  const number = String(orders[0].number);
  await page.goto('/orders');
  await expect(page.getByTestId('status-tab-Processing')).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  // The date range is labelled, From and To.
  await expect(page.getByTestId('date-range').getByLabel('From', { exact: true })).toHaveAttribute('type', 'date');
  await expect(page.getByTestId('date-range').getByLabel('To', { exact: true })).toHaveAttribute('type', 'date');
  await expectContrastWhileReloading(page);
  await page.getByTestId('orders-search').fill(number);
  await page.getByTestId('orders-search').press('Enter');
  await expect(page).toHaveURL(/status=All/);
  await expect(page.getByTestId('status-tab-All')).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByTestId('orders-table')
      .getByTestId('order-row')
      .filter({ hasText: `#${number}` }),
  ).toHaveCount(1);
  await expect(page.getByTestId('status-count-Completed')).not.toHaveText('0');
  await shot(page, { path: `${SHOTS}/orders-search-en.png`, fullPage: true });

  await signIn(page, request, 'order_qc', 'de');
  await page.goto(`/orders?status=All&search=${number}`);
  await expect(page.getByTestId('date-range').getByLabel('Von', { exact: true })).toHaveAttribute('type', 'date', { timeout: 30_000 });
  await expect(page.getByTestId('date-range').getByLabel('Bis', { exact: true })).toHaveAttribute('type', 'date');
  await expect(
    page
      .getByTestId('orders-table')
      .getByTestId('order-row')
      .filter({ hasText: `#${number}` }),
  ).toHaveCount(1);
  await shot(page, { path: `${SHOTS}/orders-search-de.png`, fullPage: true });
});

test('a seller’s fulfilments have a Cancelled tab, and a stopped order’s progress is not green', async ({ page, request }) => {
  for (const [language, label] of [
    ['en', 'Cancelled'],
    ['de', 'Storniert'],
  ] as const) {
    await signIn(page, request, 'sale', language);
    await page.goto('/fulfilments/cancelled');
    const tab = page.getByTestId('status-tab-cancelled');
    await expect(tab).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(tab).toContainText(label);
    await expect(page.getByTestId('order-fulfilments-table').getByTestId('list-loading')).toHaveCount(0);
    for (const steps of await page.getByTestId('fulfil-steps').all()) {
      await expect(steps.getByTestId('fulfil-stopped')).toBeVisible();
    }
    await shot(page, { path: `${SHOTS}/fulfilments-cancelled-${language}.png`, fullPage: true });
  }
});

test('preset providers are tabs by their names; the view toggle and favourites are icons', async ({ page, request }) => {
  for (const language of ['en', 'de'] as const) {
    await signIn(page, request, 'root', language);
    await page.goto('/items/3d-preset');
    const tabs = page.getByTestId('provider-tabs');
    await expect(tabs.getByTestId('tab-customcat')).toHaveText(/^CustomCat/, { timeout: 30_000 });
    await expect(tabs.getByTestId('tab-geargag')).toHaveText(/^GearGag/);
    for (const id of ['view-grid', 'view-list']) await expect(page.getByTestId(id).locator('svg')).toHaveCount(1);
    await shot(page, { path: `${SHOTS}/presets-${language}.png` });
  }
  await signIn(page, request, 'sale', 'en');
  await page.goto('/catalog');
  await expect(page.getByTestId('favorite').first().locator('svg')).toHaveCount(1, { timeout: 30_000 });
  await shot(page, { path: `${SHOTS}/catalog-en.png` });
});

test('the toast region is named in the interface language', async ({ page, request }) => {
  await signIn(page, request, 'sale', 'de');
  await page.goto('/orders');
  await expect(page.getByRole('region', { name: /Meldungen/ })).toHaveCount(1, { timeout: 30_000 });
});
