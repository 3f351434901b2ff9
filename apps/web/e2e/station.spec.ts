import { expect, test, type APIRequestContext, type Page, type Request, type Response } from '@playwright/test';
import { SYSTEM_BARCODES } from './shared';
import { expectNoViolations } from './a11y';
import {
  BASE_URL,
  apiLogin,
  bootInLanguage,
  emailOf,
  gql,
  openInApp,
  resetCustomizer,
  shot,
  signedInPages,
  tokenLogin,
  uiLogin,
  waitForSubscription,
} from './helpers';

const SHOTS = '/tmp/shots/station';
const pageAs = signedInPages();

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
  // Each unit names its batch by code; the code opens the batch. The sidebar lights one entry, the factory's own.
  await expect(page.getByTestId('production-batch')).toHaveText(Array(units.length).fill(made));
  await page.getByTestId('production-batch').first().click();
  await expect(page).toHaveURL(new RegExp(`/manufactures/${factory}/mrp_batch\\?open=`));
  await expect(page.getByTestId('batch-drawer')).toContainText(made!);
  await expect(page.getByTestId('sidebar').locator('[aria-current=page]')).toHaveCount(1);
  await expect(page.getByTestId('sidebar').locator('[aria-current=page]')).toHaveAttribute('data-menu-id', `mrp-batch-${factory}`);
  await page.keyboard.press('Escape');

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

test('a printer answers the prompts by typing the words (ok, the error’s name, bestätigen), by the on-screen buttons, and sees what is next; the barcode sheet opens for them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const shared = await pageAs('printer', { browser, request });
  const { page, login } = shared;
  // Four productions at Printing with a station after it, in one of the printer's factories.
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, login.token, '{ manufactures { _id } }');
  let factory = '';
  let codes: string[] = [];
  for (const m of manufactures) {
    const movable = (await productions(request, login.token, m._id, 'mrp_status: "Printing", per_page: 100')).filter(
      (p) => p.route.indexOf('Printing') < p.route.length - 1,
    );
    if (movable.length >= 4) {
      factory = m._id;
      codes = movable.slice(-4).map((p) => p.code);
      break;
    }
  }
  expect(codes).toHaveLength(4);
  const [typed, pressed, named, german] = codes;
  await openInApp(page, `/manufactures/${factory}/station`);
  const prompt = page.getByTestId('station-prompt');
  const latest = entries(page).first();

  // What waits here, in the order it is worked, with how many.
  const printing = page.locator('[data-testid=station-count][data-station=Printing] [data-testid=station-count-value]');
  await expect(page.getByTestId('station-queue-item').first()).toBeVisible();
  await expect(page.getByTestId('station-queue-total')).toContainText(String(await printing.textContent()));

  // The production code, then the word the prompt asks for, typed in small letters.
  await page.getByTestId('station-input').focus();
  await scan(page, typed);
  await expect(prompt).toHaveAttribute('data-waiting', 'action');
  await scan(page, 'ok');
  await expect(latest).toHaveAttribute('data-state', 'moved');
  await expect(latest).toHaveAttribute('data-code', typed);

  // The on-screen OK does the same, and the field keeps the focus for the next scan.
  await scan(page, pressed);
  await page.getByTestId('station-ok').click();
  await expect(latest).toHaveAttribute('data-state', 'moved');
  await expect(latest).toHaveAttribute('data-code', pressed);
  await expect(page.getByTestId('station-input')).toBeFocused();

  // An error by its name, then CONFIRM typed.
  await scan(page, named);
  await scan(page, 'smudged print');
  await expect(prompt).toHaveAttribute('data-waiting', 'confirm');
  await expect(page.getByTestId('station-current')).toContainText('2002 · Smudged print');
  await expect(page.getByTestId('station-latest')).toContainText('Errors 2002 · Smudged print: scan CONFIRM, or CANCEL');
  await expect(page.locator('[data-testid=station-error][data-code="2002"]')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, { path: `${SHOTS}/station-en.png`, fullPage: true });
  await scan(page, 'Confirm');
  await expect(latest).toHaveAttribute('data-state', 'reported');
  await expect(latest).toHaveAttribute('data-code', named);

  // The factory's barcode sheet opens for the printer, from the station.
  await page.getByTestId('station-sheet').click();
  await expect(page.getByTestId('cta-system')).toHaveCount(3);
  await expect(page.getByTestId('cta-error').first()).toBeVisible();

  // In German: the error's German name and the German word, tapped on the buttons.
  await bootInLanguage(shared, request, 'de', `/manufactures/${factory}/station`);
  await page.getByTestId('station-input').focus();
  await scan(page, german);
  await scan(page, 'Verschmierter Druck');
  await expect(page.getByTestId('station-confirm')).toHaveText('BESTÄTIGEN');
  await shot(page, { path: `${SHOTS}/station-de.png`, fullPage: true });
  await page.getByTestId('station-confirm').click();
  await expect(latest).toHaveAttribute('data-state', 'reported');
  await expect(latest).toHaveAttribute('data-code', german);
  const after = await Promise.all(
    codes.map(async (code) => (await productions(request, login.token, factory, `search: "${code}", mrp_status: "All"`))[0].status),
  );
  expect(after.slice(2)).toEqual(['Error', 'Error']);
  await resetCustomizer(request, login.token);
});

test('a cutter lands on the station of a factory that runs cutting, and the sidebar offers no station where none is cut', async ({ browser, request }) => {
  const { page, login } = await pageAs('cutting', { browser, request });
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string; stations: { cutting: boolean } }> }>(
    request,
    login.token,
    '{ manufactures { _id stations { cutting } } }',
  );
  const cuts = manufactures.filter((m) => m.stations.cutting).map((m) => m._id);
  expect(cuts.length).toBeGreaterThan(0);
  await openInApp(page, '/');
  await expect(page).toHaveURL(/\/manufactures\/[^/]+\/station$/);
  expect(cuts).toContain(page.url().split('/').at(-2));
  await expect(page.getByTestId('page-title')).toContainText('Cutting');
  for (const m of manufactures.filter((f) => !f.stations.cutting))
    await expect(page.getByTestId('sidebar').locator(`[data-menu-id="station-${m._id}"]`)).toHaveCount(0);
});

test('a printer’s Productions list asks for nothing they may not read and shows order numbers without a link to orders', async ({ browser, request }) => {
  const { page, login } = await pageAs('printer', { browser, request });
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, login.token, '{ manufactures { _id } }');
  const asked: string[] = [];
  const refused: string[] = [];
  const onRequest = (req: Request) => {
    const op = req.url().endsWith('/graphql') ? (req.postDataJSON() as { operationName?: string } | null)?.operationName : undefined;
    if (op) asked.push(op);
  };
  const onResponse = async (res: Response) => {
    if (!res.url().endsWith('/graphql')) return;
    const body = (await res.json().catch(() => null)) as { errors?: Array<{ extensions?: { code?: string } }> } | null;
    for (const e of body?.errors ?? []) if (e.extensions?.code === 'FORBIDDEN') refused.push(res.request().postDataJSON()?.operationName ?? '?');
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await openInApp(page, `/manufactures/${manufactures[0]._id}/mrp?mrp_status=All`);
  await expect(page.getByTestId('production-order').first()).toBeVisible();
  await expect(page.locator('a[data-testid=production-order]')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/productions-printer.png` });
  await expect(page.getByTestId('field-merchant_group_id')).toHaveCount(0);
  await expect.poll(() => asked).toContain('MrpProducts');
  expect(asked).not.toContain('MrpMerchantGroups');
  expect(refused).toEqual([]);
  page.off('request', onRequest);
  page.off('response', onResponse);
});

test('order_qc’s dashboard links no tickets or returns, which they may not open', async ({ browser, request }) => {
  const { page } = await pageAs('order_qc', { browser, request });
  await openInApp(page, '/dashboard');
  await expect(page.getByTestId('report-tickets')).toBeVisible();
  await expect(page.getByTestId('report-tickets-link')).toHaveCount(0);
  await expect(page.locator('a[href^="/tickets"], a[href^="/rar"]')).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/dashboard-order_qc.png`, fullPage: true });
});
