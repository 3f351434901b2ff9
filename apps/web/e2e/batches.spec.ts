import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, type LoginData, shot } from './helpers';

/** Batch Items: root opens a factory's batches, one batch's drawer, prints its labels, and holds and resumes it. */
let root: LoginData;

test.use({ trace: 'off' });

test.beforeAll(async ({ request }) => {
  root = await apiLogin(request, emailOf('root'));
  await resetCustomizer(request, root.token, { language: 'en' });
});

test.afterAll(async ({ request }) => {
  await resetCustomizer(request, root.token);
});

test('root opens a factory’s batches, prints a batch’s labels, and holds and resumes it', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, root.token, '{ manufactures { _id } }');
  const factory = manufactures[0]._id;
  const { mrpBatchCounters } = await gql<{ mrpBatchCounters: Array<{ status: string; count: number }> }>(
    request,
    root.token,
    'query ($id: ID!) { mrpBatchCounters(manufacture_id: $id) { status count } }',
    { id: factory },
    { 'x-manufacture': factory },
  );
  const producting = mrpBatchCounters.find((c) => c.status === 'Producting')?.count ?? 0;
  expect(producting).toBeGreaterThan(0);

  await tokenLogin(context, BASE_URL, root);
  await page.goto(`/manufactures/${factory}/mrp_batch?status=Producting`);
  const table = page.getByTestId('batches-table');
  const rows = table.getByTestId('list-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // The tabs show every status's count; Producting is open and holds the seeded batches.
  await expect(table.getByTestId('status-tab-Producting')).toContainText(String(producting));
  await expect(rows).toHaveCount(Math.min(producting, 20));
  await expect(rows.first().getByTestId('status-badge')).toHaveAttribute('data-status', 'Producting');
  await expect(rows.first().getByTestId('batch-progress-count').first()).toBeVisible();
  await expectNoViolations(page, 'batches');

  const code = (await rows.first().locator('td').first().innerText()).trim();
  await rows.first().click();
  const drawer = page.getByTestId('batch-drawer');
  await expect(drawer).toContainText(code);
  await expect(drawer.getByTestId('batch-production-row').first()).toBeVisible();

  await drawer.getByTestId('batch-print-labels').click();
  const link = drawer.getByTestId('batch-labels-link');
  await expect(link).toBeVisible();
  const pdf = await request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectNoViolations(page, 'batch drawer');

  // Held, it leaves the Producting tab for On Hold; resumed, it comes back.
  await drawer.getByTestId('batch-hold').click();
  await expect(drawer).toHaveCount(0);
  await expect(table.getByTestId('status-tab-Producting')).toContainText(String(producting - 1));
  await table.getByTestId('status-tab-On Hold').click();
  await expect(page).toHaveURL(/status=On(\+|%20)Hold/);
  const held = rows.filter({ hasText: code });
  await expect(held).toHaveCount(1);
  await held.click();
  await drawer.getByTestId('batch-resume').click();
  await expect(drawer).toHaveCount(0);
  await expect(rows.filter({ hasText: code })).toHaveCount(0);
  await expect(table.getByTestId('status-tab-Producting')).toContainText(String(producting));
});

test('a DTF batch’s gang sheet is made on screen: the roll’s PNG shows with the area used, in English and German', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, root.token, '{ manufactures { _id } }');
  let found: { factory: string; code: string; status: string } | null = null;
  for (const { _id } of manufactures) {
    const { mrpBatches } = await gql<{ mrpBatches: Array<{ code: string; status: string; print_method: string | null; product_count: number }> }>(
      request,
      root.token,
      'query ($id: ID!) { mrpBatches(manufacture_id: $id) { code status print_method product_count } }',
      { id: _id },
      { 'x-manufacture': _id },
    );
    const dtf = mrpBatches.find((b) => b.print_method === 'DTF' && b.product_count > 0);
    if (dtf) {
      found = { factory: _id, code: dtf.code, status: dtf.status };
      break;
    }
  }
  // The demo seeds garments as DTF prints and batches them.
  expect(found).not.toBeNull();
  const { factory, code, status } = found!;
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  await tokenLogin(context, BASE_URL, root);
  for (const lng of ['en', 'de']) {
    await resetCustomizer(request, root.token, { language: lng });
    await page.goto(`/manufactures/${factory}/mrp_batch?status=${encodeURIComponent(status)}`);
    const row = page.getByTestId('batches-table').getByTestId('list-row').filter({ hasText: code });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await row.click();
    const drawer = page.getByTestId('batch-drawer');
    await expect(drawer).toContainText(code);
    await drawer.getByTestId('batch-gang-sheet').click();
    const result = drawer.getByTestId('batch-gang-result');
    await expect(result).toBeVisible({ timeout: 60_000 });
    const sheet = result.getByRole('img').first();
    await expect(sheet).toBeVisible();
    // The roll's PNG has loaded (not a broken image) and its alt names its size and DPI.
    await expect.poll(() => sheet.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(sheet).toHaveAttribute('alt', /300/);
    await expect(result).toContainText('%');
    await expectNoViolations(page, `gang sheet ${lng}`);
    if (shots) await shot(page, { path: `${shots}/gang-sheet-${lng}.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  }
  await resetCustomizer(request, root.token, { language: 'en' });
});
