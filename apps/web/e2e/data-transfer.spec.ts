import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { emailOf, exportAs, gql, resetCustomizer, signedInEachTest, shot } from './helpers';

/** Export of the users list (XLSX and CSV downloads) and the import wizard with a refused row, in English and German. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-data-transfer';
const run = Date.now().toString(36);

test.use({ trace: 'off' });

const admin = signedInEachTest('super_root', SHOTS);

test('exports the users list as XLSX and as CSV with the list’s filters, and downloads the files', async ({ page }) => {
  await page.goto('/users/Opened');
  await expect(page.getByTestId('users-table')).toBeVisible();
  const xlsx = await exportAs(page, 'xlsx');
  expect(xlsx.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An XLSX workbook is a zip.
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  await expectNoViolations(page, 'users list with a finished export');

  // The same list narrowed by the email filter: the CSV holds that one user.
  await page.goto(`/users/Opened?email=${encodeURIComponent(emailOf('printer'))}`);
  await expect(page.getByTestId('users-table')).toBeVisible();
  const csv = await exportAs(page, 'csv');
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('email,name,role,groups,status,identity,identity_label,total_credit,last_login,created_at');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(emailOf('printer'));
});

/** Two good rows and one bad email; `tag` keeps each test's emails its own. */
const csvFor = (tag: string) =>
  [
    'email,name,role,status',
    `ana-${tag}@import.e2e,Ana Conceição,sale,Active`,
    `not-an-email-${tag},Bad Row,sale,`,
    `zoe-${tag}@import.e2e,Zoë Müller,fulfiller,`,
  ].join('\n');

async function openWizardWithFile(page: Page, tag: string) {
  await page.goto('/users/Opened');
  await page.getByTestId('import-button').click();
  await expect(page.getByTestId('import-wizard')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csvFor(tag)) });
  await expect(page.getByTestId('import-preview')).toBeVisible();
}

test('imports a CSV with one bad row: the preview marks it, skip writes the others and lists the refused row', async ({ page, request }) => {
  await openWizardWithFile(page, run);
  await expect(page.getByTestId('preview-row-refused')).toHaveCount(1);
  await expect(page.getByTestId('preview-row')).toHaveCount(2);
  await expect(page.getByTestId('preview-row-refused')).toContainText('Please enter a valid email address');
  // All or nothing cannot run with a refused row: the button says why it waits.
  await expect(page.getByTestId('import-confirm')).toBeDisabled();
  await expect(page.getByTestId('import-blocked')).toBeVisible();
  await shot(page.getByTestId('import-wizard'), { path: `${SHOTS}/import-wizard-preview-en.png` });
  await expectNoViolations(page, 'import wizard preview');

  await page.getByTestId('import-policy-skip_failed').click();
  await expect(page.getByTestId('import-confirm')).toHaveText('Import 2 rows');
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-result-summary')).toHaveText('2 rows written, 1 refused.');
  const refused = page.getByTestId('refused-row');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('3');
  await expect(refused).toContainText(`not-an-email-${run}`);
  await expect(refused).toContainText('Email: Please enter a valid email address');
  await shot(page.getByTestId('import-wizard'), { path: `${SHOTS}/import-wizard-result-en.png` });
  await expectNoViolations(page, 'import wizard result');
  // Written as the file said; the refused row is not.
  const written = await gql<{ users: Array<{ email: string; status: string }> }>(
    request,
    admin.token,
    'query($e: String) { users(email: $e, status: "Opened") { email status } }',
    { e: `-${run}@import.e2e` },
  );
  expect(written.users.map((u) => `${u.email} ${u.status}`).sort()).toEqual([`ana-${run}@import.e2e Active`, `zoe-${run}@import.e2e Pending`]);
});

test('the import wizard speaks German', async ({ page, request }) => {
  await resetCustomizer(request, admin.token, { language: 'de' });
  await openWizardWithFile(page, `${run}-de`);
  await expect(page.getByRole('heading', { name: 'Benutzer importieren' })).toBeVisible();
  await expect(page.getByTestId('preview-row-refused')).toContainText('E-Mail');
  await expect(page.getByTestId('import-blocked')).toContainText('Einige Zeilen haben Probleme');
  await shot(page.getByTestId('import-wizard'), { path: `${SHOTS}/import-wizard-preview-de.png` });
});
