import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SYSTEM_BARCODES } from './shared';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, uiLogin, waitForSubscription } from './helpers';

interface Production {
  _id: string;
  code: string;
  status: string;
  route: string[];
  steps: Array<{ from: string; to: string; station: string | null; scanned_at: string }>;
}

const FIELDS = '_id code status route steps { from to station scanned_at }';

/** Productions of a factory, as the printer sees them (the x-manufacture header names the factory). */
async function productions(request: APIRequestContext, token: string, factory: string, args: string): Promise<Production[]> {
  const data = await gql<{ mrpProducts: { items: Production[] } }>(
    request,
    token,
    `{ mrpProducts(${args}) { items { ${FIELDS} } } }`,
    {},
    { 'x-manufacture': factory },
  );
  return data.mrpProducts.items;
}

/** Types one line into the focused station input and Enter, key by key, as a keyboard-wedge scanner does. */
async function scan(page: Page, line: string): Promise<void> {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
}

/** The scan log, newest first. */
const entries = (page: Page) => page.getByTestId('scan-log-entry');

test('a printer scans ten productions with the keyboard, one twice, one with an error, three while offline; all land in order and a second browser sees the counts', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const printer = await apiLogin(request, emailOf('printer'));
  await resetCustomizer(request, printer.token);

  // Ten productions waiting at Printing with a station after it, in one of the printer's factories.
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, printer.token, '{ manufactures { _id } }');
  let factory = '';
  let codes: string[] = [];
  for (const m of manufactures) {
    const movable = (await productions(request, printer.token, m._id, 'mrp_status: "Printing", per_page: 100')).filter(
      (p) => p.route.indexOf('Printing') < p.route.length - 1,
    );
    if (movable.length >= 10) {
      factory = m._id;
      codes = movable.slice(0, 10).map((p) => p.code);
      break;
    }
  }
  expect(codes).toHaveLength(10);

  // The printer signs in and lands on a station screen; they open the one of that factory.
  await uiLogin(page, emailOf('printer'));
  await expect(page).toHaveURL(/\/manufactures\/[^/]+\/station/, { timeout: 30_000 });
  await page.goto(`/manufactures/${factory}/station`);
  const input = page.getByTestId('station-input');
  await expect(input).toBeFocused();
  await expect(page.getByTestId('station-count').first()).toBeVisible();

  // A second browser (root) watches the productions list of the same factory.
  const rootLogin = await apiLogin(request, emailOf('root'));
  await resetCustomizer(request, rootLogin.token);
  const watcherContext = await browser.newContext({ baseURL: BASE_URL });
  await tokenLogin(watcherContext, BASE_URL, rootLogin);
  const watcher = await watcherContext.newPage();
  const watching = waitForSubscription(watcher, 'MrpCountersChanged');
  await watcher.goto(`/manufactures/${factory}/mrp?mrp_status=Printing&source=all`);
  await watching;
  const printingCount = watcher.getByTestId('status-count-Printing');
  await expect(printingCount).toHaveText(/^\d+$/, { timeout: 30_000 });
  const before = Number(await printingCount.textContent());
  const errorsBefore = Number(await watcher.getByTestId('status-count-Error').textContent());
  expect(before).toBeGreaterThanOrEqual(10);

  // Six go through online: production code, then OK.
  for (const code of codes.slice(0, 6)) {
    await scan(page, code);
    await expect(page.getByTestId('station-prompt')).toHaveAttribute('data-waiting', 'action');
    await scan(page, SYSTEM_BARCODES.ok);
    await expect(entries(page).first()).toHaveAttribute('data-state', 'moved');
    await expect(entries(page).first()).toHaveAttribute('data-code', code);
  }
  // The first one again: nothing changes, and the screen says so.
  await scan(page, codes[0]);
  await scan(page, SYSTEM_BARCODES.ok);
  await expect(entries(page).first()).toHaveAttribute('data-state', 'unchanged');
  await expect(entries(page).first()).toContainText('Already scanned');

  // One with an error code, confirmed.
  await scan(page, codes[6]);
  await scan(page, '2002');
  await expect(page.getByTestId('station-prompt')).toHaveAttribute('data-waiting', 'confirm');
  await scan(page, SYSTEM_BARCODES.confirm);
  await expect(entries(page).first()).toHaveAttribute('data-state', 'reported');

  // The network goes down for three scans: they wait on the device, in order.
  await page.context().setOffline(true);
  for (const code of codes.slice(7, 10)) {
    await scan(page, code);
    await scan(page, SYSTEM_BARCODES.ok);
    await expect(entries(page).first()).toHaveAttribute('data-state', 'pending');
  }
  await expect(page.getByTestId('station-waiting')).toContainText('3');
  await expect(input).toBeFocused();
  await page.context().setOffline(false);
  await expect(page.getByTestId('station-waiting')).toHaveCount(0, { timeout: 30_000 });
  for (const code of codes.slice(7, 10)) await expect(page.locator(`[data-testid=scan-log-entry][data-code="${code}"][data-state=moved]`)).toHaveCount(1);

  // On the server: every move happened once, at Printing, with the time it was scanned, in the order scanned.
  const moved = [...codes.slice(0, 6), ...codes.slice(7, 10)];
  const after = await Promise.all(codes.map(async (code) => (await productions(request, printer.token, factory, `search: "${code}", mrp_status: "All"`))[0]));
  // The scans that sent each on from Printing (a hub whose first station is Printing also took it in there, earlier).
  const printingScans = after.map((p) => p.steps.filter((s) => s.station === 'Printing' && s.from === 'Printing'));
  for (const [i, p] of after.entries()) {
    if (i === 6) continue;
    expect(printingScans[i], p.code).toHaveLength(1);
    expect(p.status, p.code).toBe(p.route[p.route.indexOf('Printing') + 1]);
  }
  const times = moved.map((code) => Date.parse(printingScans[codes.indexOf(code)][0].scanned_at));
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  expect(after[6].status).toBe('Error');

  // The second browser's counts followed, without a reload: ten fewer at Printing, one more in Error.
  await expect(printingCount).toHaveText(String(before - 10), { timeout: 30_000 });
  await expect(watcher.getByTestId('status-count-Error')).toHaveText(String(errorsBefore + 1));
  await expectNoViolations(page, 'station');
  await expectNoViolations(watcher, 'productions');
  await watcherContext.close();
});

test('root makes a batch of one order’s productions from the list; the list, its drawer, the dialog, the station and the call-to-action sheet pass axe in English and German', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const root = await apiLogin(request, emailOf('root'));
  await tokenLogin(context, BASE_URL, root);
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, root.token, '{ manufactures { _id } }');
  const factory = manufactures[0]._id;
  // An order whose productions (two or more) are all live and in no batch: searching its number lists just them.
  const { mrpProducts } = await gql<{ mrpProducts: { items: Array<{ order_number: string; status: string; batch_id: string | null }> } }>(
    request,
    root.token,
    '{ mrpProducts(mrp_status: "All", per_page: 100) { items { order_number status batch_id } } }',
    {},
    { 'x-manufacture': factory },
  );
  const ofOrder = (number: string) => mrpProducts.items.filter((p) => p.order_number === number);
  const order = mrpProducts.items
    .map((p) => p.order_number)
    .find((number) => ofOrder(number).length >= 2 && ofOrder(number).every((p) => !p.batch_id && p.status !== 'Cancelled'));
  expect(order).toBeTruthy();
  const units = ofOrder(order!);

  for (const language of ['en', 'de']) {
    await resetCustomizer(request, root.token, { language });
    await page.goto(`/manufactures/${factory}/mrp?mrp_status=All&source=all&product_provider=customcat`);
    // The first visit loads the list's chunks and the catalogue's product types (slow on a loaded machine).
    await expect(page.getByTestId('productions-product_type').getByRole('combobox')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('production-row').first()).toBeVisible();
    await expectNoViolations(page, `productions ${language}`);
    await page.getByTestId('production-row').first().click();
    await expect(page.getByTestId('production-drawer')).toBeVisible();
    await expectNoViolations(page, `production drawer ${language}`);
    await page.keyboard.press('Escape');
    await page.goto('/call-to-action');
    await expect(page.getByTestId('cta-sheet')).toBeVisible();
    await expectNoViolations(page, `call-to-action ${language}`);
    await page.goto(`/manufactures/${factory}/station`);
    await expect(page.getByTestId('station-count').first()).toBeVisible();
    await expectNoViolations(page, `station ${language}`);
  }

  await page.goto(`/manufactures/${factory}/mrp?mrp_status=All&source=all&search=${encodeURIComponent(order!)}`);
  await expect(page.getByTestId('production-row')).toHaveCount(units.length);
  await page.getByTestId('select-all').click();
  await page.getByTestId('bulk-make-batch').click();
  const dialog = page.getByTestId('make-batch-dialog');
  await dialog.getByTestId('field-note').fill('Rush for the fair');
  await expectNoViolations(page, 'make batch dialog');
  await dialog.getByTestId('make-batch-submit').click();
  const code = dialog.getByTestId('made-batch-code');
  await expect(code).toHaveText(/\S+/);
  await expectNoViolations(page, 'batch made');
  await expect(dialog.getByRole('link')).toHaveAttribute('href', `/manufactures/${factory}/mrp_batch`);

  const made = await code.textContent();
  // Closing the dialog refreshes the list and clears the selection.
  await dialog.getByTestId('make-batch-done').click();
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);

  // The batch holds exactly the order's productions.
  const { mrpBatches } = await gql<{ mrpBatches: Array<{ code: string; product_count: number; note: string | null }> }>(
    request,
    root.token,
    `{ mrpBatches(manufacture_id: "${factory}", perPage: 100) { code product_count note } }`,
    {},
    { 'x-manufacture': factory },
  );
  expect(mrpBatches.find((b) => b.code === made)).toMatchObject({ product_count: units.length, note: 'Rush for the fair' });
});
