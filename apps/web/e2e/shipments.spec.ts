import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, openInApp, resetCustomizer, screenSettled, tokenLogin, type LoginData, shot } from './helpers';

/** /shipments: the seeded parcels by tracking status, a tab, a row's drawer with its carrier history; English and German. */
const SHOTS = '/tmp/shots/shipments';
let root: LoginData;

test.use({ trace: 'off' });

test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  root = await apiLogin(request, emailOf('root'));
});

test.afterAll(async ({ request }) => {
  await resetCustomizer(request, root.token);
});

test('root lists shipments by status, opens one with its tracking history and order link, in English and German', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await resetCustomizer(request, root.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, root);
  await page.goto('/shipments?shipment_status=All');
  const table = page.getByTestId('shipments-table');
  await expect(table.getByTestId('list-row').first()).toBeVisible();
  for (const tab of ['All', 'Delivered', 'In Transit', 'Exception']) await expect(page.getByTestId(`status-count-${tab}`)).not.toHaveText('0');
  await screenSettled(page);
  await shot(page, { path: `${SHOTS}/list-en.png`, fullPage: true });
  await expectNoViolations(page, 'shipments');

  // A tab keeps its status in the URL and shows only its parcels.
  await page.getByTestId('status-tab-In Transit').click();
  await expect(page).toHaveURL(/shipment_status=In(\+|%20)Transit/);
  await expect(table.getByTestId('list-row').first().getByTestId('status-badge')).toHaveAttribute('data-status', 'In Transit');

  // A row opens its drawer: the carrier's events newest first, the status history, the order link.
  await table.getByTestId('list-row').first().click();
  const drawer = page.getByTestId('shipment-drawer');
  await expect(drawer.getByTestId('shipment-events').getByTestId('timeline-entry').first()).toBeVisible();
  expect(await drawer.getByTestId('shipment-events').getByTestId('timeline-entry').count()).toBeGreaterThan(2);
  await expect(drawer.getByTestId('shipment-events')).toContainText('Label created');
  await expect(drawer.getByTestId('shipment-order-link')).toHaveAttribute('href', /^\/orders\//);
  await expect(drawer.getByTestId('shipment-timeline').getByTestId('timeline-entry').first()).toBeVisible();
  await expect(drawer.getByTestId('mask-delivered')).toBeVisible();
  await screenSettled(page);
  await shot(page, { path: `${SHOTS}/drawer-en.png`, fullPage: true });
  await expectNoViolations(page, 'shipment drawer');

  // Searching by a customer's name narrows the list and its counts.
  await drawer.getByTestId('shipment-drawer-close').click();
  const name = (await table.getByTestId('list-row').first().locator('td').nth(2).innerText()).trim();
  await page.getByTestId('shipments-customer').fill(name);
  await page.getByTestId('shipments-search').click();
  await expect(page).toHaveURL(/customer_name=/);
  await expect(table.getByTestId('list-row').first()).toContainText(name);

  // German (root's language is put back whatever happens: later tests of this worker sign in as root).
  await resetCustomizer(request, root.token, { language: 'de' });
  try {
    await page.goto('/shipments?shipment_status=Delivered');
    await expect(page.getByTestId('page-title')).toHaveText('Sendungen');
    await expect(table.getByTestId('list-row').first().getByTestId('status-badge')).toHaveText('Zugestellt');
    await table.getByTestId('list-row').first().click();
    // The newest delivered parcel may be another test's or a provider's (its first event is the provider's tracking number, not our label): its events read German.
    await expect(page.getByTestId('shipment-drawer').getByTestId('shipment-events')).toContainText('Zugestellt');
    await expect(page.getByTestId('shipment-drawer').getByTestId('shipment-events')).not.toContainText(/In Transit|Label created/);
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/drawer-de.png`, fullPage: true });
    await page.getByTestId('shipment-drawer-close').click();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/list-de.png`, fullPage: true });
    await expectNoViolations(page, 'shipments (de)');
  } finally {
    await resetCustomizer(request, root.token);
  }
});

test('a seller sees only their own shipments, without the seller column, and an order’s parcels agree with its page', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await resetCustomizer(request, seller.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, seller);
  await page.goto('/shipments?shipment_status=All');
  const table = page.getByTestId('shipments-table');
  await expect(table.getByTestId('list-row').first()).toBeVisible();
  await expect(table.getByTestId('user-cell')).toHaveCount(0);

  // an order shipped in several parcels: the list and the order page name the same tracking numbers
  const mine = await gql<{ shipments: Array<{ tracking_number: string; order_id: string | null }> }>(
    request,
    seller.token,
    '{ shipments(status: "All", perPage: 100) { tracking_number order_id } }',
  );
  const byOrder = new Map<string, string[]>();
  for (const s of mine.shipments) if (s.order_id) byOrder.set(s.order_id, [...(byOrder.get(s.order_id) ?? []), s.tracking_number]);
  const [orderId, parcels] = [...byOrder].find(([, numbers]) => numbers.length > 1)!;
  await openInApp(page, `/shipments?shipment_status=All&order_id=${orderId}`);
  await expect(table.getByTestId('shipment-tracking')).toHaveCount(parcels.length);
  for (const number of parcels) await expect(table).toContainText(number);
  await openInApp(page, `/orders/${orderId}`);
  const section = page.getByTestId('section-shipments');
  await expect(section.getByTestId('order-shipment')).toHaveCount(parcels.length);
  for (const number of parcels) await expect(section).toContainText(number);
  await screenSettled(page);
  await shot(page, { path: `${SHOTS}/order-parcels-en.png`, fullPage: true });
  await expectNoViolations(page, 'order with several parcels');
});
