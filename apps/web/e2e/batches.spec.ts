import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, type LoginData } from './helpers';

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
