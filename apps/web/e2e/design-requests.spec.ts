import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, openInApp, resetCustomizer, screenSettled, tokenLogin, shot } from './helpers';

// Pictures are made with the API's sharp: no downloads.
const requireApi = createRequire(join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'api', 'package.json'));
type Sharp = (input: { create: { width: number; height: number; channels: 3; background: string } }) => { png: () => { toBuffer: () => Promise<Buffer> } };
const sharp = requireApi('sharp') as Sharp;
const picture = (background: string, size = 160) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

const SHOTS = '/tmp/shots/design-requests';

interface Line {
  _id: string;
  sku: string;
  design_files: Array<{ area: string; file_id: string }>;
}

test('a seller asks for a design from an order line; staff take it and upload the print file; the seller approves and the file is on the line', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  // The machine is shared: a screen's first load after a navigation may take a while.
  const LOAD = { timeout: 30_000 };
  mkdirSync(SHOTS, { recursive: true });
  const seller = await apiLogin(request, emailOf('sale'));
  const root = await apiLogin(request, emailOf('root'));
  await resetCustomizer(request, seller.token);
  await resetCustomizer(request, root.token);
  const orderQuery = 'query($id: ID!) { order(_id: $id) { _id number items { _id sku design_files { area file_id } } } }';
  const { orders } = await gql<{ orders: Array<{ _id: string; number: number }> }>(request, seller.token, '{ orders(status: "Pending") { _id number } }');
  const order = orders[0];
  const { order: before } = await gql<{ order: { items: Line[] } }>(request, seller.token, orderQuery, { id: order._id });
  const line = before.items[0];

  // the seller asks from the order page, with a reference picture
  await tokenLogin(page.context(), BASE_URL, seller);
  await page.goto(`/orders/${order._id}`);
  await page.getByTestId('request-design-open').click();
  const dialog = page.getByTestId('request-design');
  await expect(dialog).toBeVisible(LOAD);
  await dialog.locator('select[name=item_id]').selectOption(line._id);
  await dialog.getByTestId('check-area-front').click();
  await dialog.getByTestId('request-brief').fill('A mountain range at dawn, line art, two colours.');
  await dialog.getByTestId('reference-input').setInputFiles({ name: 'mood.png', mimeType: 'image/png', buffer: await picture('#4a7bd0') });
  await expect(dialog.getByTestId('picked-file')).toContainText('mood.png');
  await dialog.getByTestId('request-design-submit').click();
  await expect(page).toHaveURL(/\/design-requests\?request=[0-9a-f-]{36}$/);
  const requestId = new URL(page.url()).searchParams.get('request')!;
  const drawer = page.getByTestId('design-request-drawer');
  await expect(drawer.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'todo', LOAD);
  await expect(drawer.getByTestId('request-images').locator('img')).toHaveCount(1);

  // staff take it from the board and upload the print file
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await tokenLogin(staffContext, BASE_URL, root);
  const staff = await staffContext.newPage();
  await staff.goto('/design-requests');
  await staff.locator(`[data-testid=request-card][data-id="${requestId}"]`).click(LOAD);
  const staffDrawer = staff.getByTestId('design-request-drawer');
  await staffDrawer.getByTestId('to-in_progress').click();
  await expect(staffDrawer.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'in_progress');
  await staffDrawer
    .getByTestId('deliver-input-front')
    .setInputFiles({ name: 'mountains-front.png', mimeType: 'image/png', buffer: await picture('#1f2a44', 400) });
  await expect(staffDrawer.getByTestId('picked-file')).toContainText('mountains-front.png');
  await staffDrawer.getByTestId('deliver-submit').click();
  await expect(staffDrawer.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'review', LOAD);
  await expect(staffDrawer.getByTestId('delivered-file')).toHaveCount(1);
  await expect(staff.locator(`[data-testid=column-review] [data-testid=request-card][data-id="${requestId}"]`)).toBeVisible();

  // the seller approves: the print file goes on the line item
  await page.reload();
  await expect(drawer.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'review', LOAD);
  await expect(drawer.getByTestId('delivered-file')).toHaveCount(1);
  await drawer.getByTestId('to-completed').click();
  await expect(drawer.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'completed', LOAD);
  await expect(page.locator(`[data-testid=column-completed] [data-testid=request-card][data-id="${requestId}"]`)).toBeVisible();
  const { order: after } = await gql<{ order: { items: Line[] } }>(request, seller.token, orderQuery, { id: order._id });
  expect(after.items.find((i) => i._id === line._id)!.design_files.map((f) => f.area)).toContain('front');

  // screenshots in English and German, and axe on each screen
  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, seller.token, { language });
    await resetCustomizer(request, root.token, { language });
    await staff.goto('/design-requests');
    await expect(staff.getByTestId('column-todo').getByTestId('request-card').first()).toBeVisible(LOAD);
    await screenSettled(staff);
    expect(await staff.locator('body').innerText()).not.toMatch(/\b(board|column|drawer|move|new|deliver|area)\.[a-z_]+/);
    await shot(staff, { path: `${SHOTS}/board-staff-${language}.png`, fullPage: true });
    await expectNoViolations(staff, 'design requests (staff)');
    await openInApp(staff, `/design-requests?request=${requestId}`);
    await expect(staffDrawer.getByTestId('delivered-file')).toHaveCount(1, LOAD);
    await expect(staffDrawer.getByTestId('request-history').getByTestId('timeline-entry').first()).toBeVisible(LOAD);
    await screenSettled(staff);
    await shot(staff, { path: `${SHOTS}/drawer-staff-${language}.png` });
    await expectNoViolations(staff, 'design request drawer (staff)');
    await page.goto('/design-requests');
    await expect(page.getByTestId('request-card').first()).toBeVisible(LOAD);
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/board-seller-${language}.png`, fullPage: true });
    await expectNoViolations(page, 'design requests (seller)');
    await openInApp(page, `/orders/${order._id}`);
    await page.getByTestId('request-design-open').click(LOAD);
    await expect(page.getByTestId('check-area-front')).toBeVisible(LOAD);
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/request-dialog-${language}.png` });
    await expectNoViolations(page, 'request a design');
  }
  await resetCustomizer(request, seller.token);
  await resetCustomizer(request, root.token);
  await staffContext.close();
});

test('a seller requests a design from one of their listings: the same dialog, the listing’s print areas', async ({ page, request }) => {
  test.setTimeout(360_000);
  const LOAD = { timeout: 60_000 };
  mkdirSync(SHOTS, { recursive: true });
  const seller = await apiLogin(request, emailOf('sale'));
  await resetCustomizer(request, seller.token);
  await tokenLogin(page.context(), BASE_URL, seller);
  await page.goto('/items/internal');
  const row = page.getByTestId('listing-row').first();
  await expect(row).toBeVisible(LOAD);
  await row.click();
  const drawer = page.getByTestId('listing-drawer');
  await expect(drawer.getByTestId('request-design-open')).toBeVisible(LOAD);
  const listingId = new URL(page.url()).searchParams.get('_id')!;
  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, seller.token, { language });
    await page.goto(`/items/internal?_id=${listingId}`);
    await expect(page.getByTestId('listing-drawer').getByTestId('request-design-open')).toBeVisible(LOAD);
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/listing-request-${language}.png` });
    await expectNoViolations(page, 'listing drawer with Request a design');
  }
  await resetCustomizer(request, seller.token);
  await page.goto(`/items/internal?_id=${listingId}`);
  await page.getByTestId('listing-drawer').getByTestId('request-design-open').click();
  const dialog = page.getByTestId('request-design');
  // A listing has no lines to choose: its print areas come straight away.
  await expect(dialog.locator('select[name=item_id]')).toHaveCount(0);
  await dialog.getByText('Back', { exact: true }).click();
  await dialog.getByTestId('request-brief').fill('A minimal mountain line drawing for the back, white ink.');
  await screenSettled(page);
  await shot(page, { path: `${SHOTS}/listing-request-dialog-en.png` });
  await expectNoViolations(page, 'request a design (listing)');
  await dialog.getByTestId('request-design-submit').click();
  await expect(page).toHaveURL(/\/design-requests\?request=/, LOAD);
  const requestId = new URL(page.url()).searchParams.get('request')!;
  const { designRequest } = await gql<{ designRequest: { status: string; print_areas: string[]; referent: string } }>(
    request,
    seller.token,
    'query($id: ID!) { designRequest(_id: $id) { status print_areas referent } }',
    { id: requestId },
  );
  expect(designRequest).toMatchObject({ status: 'todo', print_areas: ['back'] });
});
