import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, animationsSettled, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, waitForSubscription } from './helpers';
import { formatMoney } from './shared';

/** A seller asks for a top-up, accounting approves it, and the seller's credit badge moves live. */
test('top-up requested by a seller, approved by accounting, credit badge moves without a reload', async ({ browser, page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  const me = await gql<{ cUser: { total_credit: string } }>(request, seller.token, '{ cUser { total_credit } }');
  const reference = `BT-E2E-${Date.now()}`;

  await tokenLogin(context, BASE_URL, seller);
  const subscribed = waitForSubscription(page, 'UserUpdated');
  await page.goto('/billing/topup');
  await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(me.cUser.total_credit));
  await subscribed;

  // bad input first: a third decimal is refused in place, nothing is sent
  await page.getByLabel(/Amount/).fill('12.505');
  await page.getByLabel(/Transaction reference/).fill(reference);
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('topup-form')).toContainText('up to 2 decimals');
  await page.getByLabel(/Amount/).fill('25.00');
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('transactions-table')).toContainText(reference);
  await expectNoViolations(page, 'billing topup');
  await page.screenshot({ path: '/tmp/billing-topup-en.png', fullPage: true });

  const accountingLogin = await apiLogin(request, emailOf('accounting'));
  const accountingContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await tokenLogin(accountingContext, BASE_URL, accountingLogin);
  const staff = await accountingContext.newPage();
  await staff.goto('/billing/history/pending');
  const row = staff.getByTestId('transactions-table').locator('tr', { hasText: reference });
  await expect(row).toContainText(emailOf('sale'));
  await expectNoViolations(staff, 'billing transactions');
  await staff.screenshot({ path: '/tmp/billing-history-en.png', fullPage: true });
  await row.getByTestId('approve').click();
  await staff.getByTestId('confirm-yes').click();
  await expect(staff.getByTestId('transactions-table').locator('tr', { hasText: reference })).toHaveCount(0);

  const after = (Math.round(Number(me.cUser.total_credit) * 100) + 2500) / 100;
  await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(after.toFixed(2)));
  await staff.goto('/billing/history/paid');
  await expect(staff.getByTestId('transactions-table')).toContainText(reference);
  await accountingContext.close();
});

test('transactions in German for accounting: tabs, sums, statuses translated', async ({ page, context, request }) => {
  const accounting = await apiLogin(request, emailOf('accounting'));
  await resetCustomizer(request, accounting.token, { language: 'de' });
  try {
    await tokenLogin(context, BASE_URL, accounting);
    await page.goto('/billing/history/all');
    await expect(page.getByTestId('sum-topup')).toContainText('Aufladungen');
    await expect(page.getByTestId('transactions-table')).toContainText('Ausstehend');
    expect(await page.locator('body').innerText()).not.toMatch(/\b(history|topup|decide|col|tab|sum|type|method)\.[a-z_]+/);
    await page.screenshot({ path: '/tmp/billing-history-de.png', fullPage: true });
    // Accounting may not open orders: no link to one (the seller's test below follows it).
    await expect(page.getByTestId('transactions-table').getByRole('link', { name: 'Bestellung öffnen' })).toHaveCount(0);
  } finally {
    await resetCustomizer(request, accounting.token);
  }
});

/** An order's charge or refund names no raw id: it links to the order, for whoever may open orders. */
test('a seller follows an order charge from the transactions to the order', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  await page.goto('/billing/history/all');
  const table = page.getByTestId('transactions-table');
  await expect(table.getByRole('link', { name: 'Open order' }).first()).toBeVisible();
  expect(await table.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  await table.getByRole('link', { name: 'Open order' }).first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toContainText('#');

  // an affiliate's commission is on another seller's order: it leads to the seller's affiliate page instead
  await page.goto('/billing/history/all?type=affiliate_commission');
  await expect(table.getByRole('link', { name: 'Open affiliate page' }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: 'Open order' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/billing-affiliate-rows-en.png' });
  await table.getByRole('link', { name: 'Open affiliate page' }).first().click();
  await expect(page).toHaveURL(/\/affiliates$/);
  await expect(page.getByTestId('affiliate-code')).toBeVisible();
});

/** A seller opens one of their seeded invoices and downloads its PDF: the response is a PDF. */
test('a seller opens an invoice and downloads its PDF', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  await page.goto('/billing/invoice?status=pending');
  const table = page.getByTestId('invoices-table');
  await expect(table.getByTestId('list-row').first()).toBeVisible();
  await expect(table).not.toContainText('mara@demo.pod');
  await expectNoViolations(page, 'billing invoices');
  await page.screenshot({ path: '/tmp/billing-invoices-en.png', fullPage: true });
  await table.getByTestId('list-row').first().click();
  const drawer = page.getByTestId('invoice-drawer');
  await expect(drawer.getByTestId('invoice-lines').locator('tbody tr').first()).toContainText('#');
  await expect(drawer.getByTestId('invoice-paid')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/billing-invoice-en.png' });
  const href = await drawer.getByTestId('invoice-pdf').getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const xlsx = await request.get((await drawer.getByTestId('invoice-xlsx').getAttribute('href'))!);
  expect(xlsx.status()).toBe(200);
});

/** Accounting reads the invoices and one invoice in each language (screenshots for review). */
for (const [lng, title] of [
  ['en', 'Invoices'],
  ['de', 'Rechnungen'],
  ['fr', 'Factures'],
  ['pt', 'Faturas'],
] as const) {
  test(`invoices in ${lng} for accounting`, async ({ page, context, request }) => {
    const accounting = await apiLogin(request, emailOf('accounting'));
    await resetCustomizer(request, accounting.token, { language: lng });
    try {
      await tokenLogin(context, BASE_URL, accounting);
      await page.goto('/billing/invoice');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('invoices-table').getByTestId('list-row').first()).toBeVisible();
      expect(await page.locator('body').innerText()).not.toMatch(/\binvoice\.[a-z_]+/);
      await page.screenshot({ path: `/tmp/billing-invoices-staff-${lng}.png`, fullPage: true });
      await page.getByTestId('invoices-table').getByTestId('list-row').first().click();
      await expect(page.getByTestId('invoice-lines').locator('tbody tr').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/billing-invoice-staff-${lng}.png` });
    } finally {
      await resetCustomizer(request, accounting.token);
    }
  });
}

/** An approver marks a pending invoice paid; it moves to the Paid tab. */
test('accounting marks an invoice paid', async ({ page, context, request }) => {
  await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('accounting')));
  await page.goto('/billing/invoice?status=pending');
  const first = page.getByTestId('invoices-table').getByTestId('list-row').first();
  const number = (await first.locator('td').first().innerText()).trim();
  await first.click();
  await page.getByTestId('invoice-paid').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('invoice-drawer').getByTestId('invoice-paid')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/billing/invoice?status=paid');
  await expect(page.getByTestId('invoices-table')).toContainText(number);
});

/** Root reads the production ledger (tabs, counts, sums) and a production invoice, downloads its PDF; in English and German. */
for (const [lng, history, invoices, released] of [
  ['en', 'Production transactions', 'Production invoices', 'invoiced again by the next run'],
  ['de', 'Produktionsbuchungen', 'Produktionsrechnungen', 'erneut abgerechnet'],
] as const) {
  test(`root opens production history and a production invoice PDF (${lng})`, async ({ page, context, request }) => {
    const root = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, root.token, { language: lng });
    try {
      await tokenLogin(context, BASE_URL, root);
      await page.goto('/billing/production-history/all');
      await expect(page.getByRole('heading', { name: history })).toBeVisible();
      const table = page.getByTestId('production-transactions-table');
      await expect(table.locator('tbody tr').first()).toContainText('#');
      await expect(page.getByTestId('production-sum-all')).toContainText('$');
      expect(await page.locator('body').innerText()).not.toMatch(/\b(production|invoice|col)\.[a-z_]+/);
      await expectNoViolations(page, 'production history');
      await page.screenshot({ path: `/tmp/billing-production-history-${lng}.png`, fullPage: true });
      await page.goto('/billing/production-history/invoiced');
      await expect(table.locator('tbody tr').first().getByTestId('status-badge')).toHaveAttribute('data-status', 'invoiced');

      await page.goto('/billing/production-invoice');
      await expect(page.getByRole('heading', { name: invoices })).toBeVisible();
      const list = page.getByTestId('production-invoices-table');
      await expect(list.getByTestId('list-row').first()).toBeVisible();
      await expectNoViolations(page, 'production invoices');
      await page.screenshot({ path: `/tmp/billing-production-invoices-${lng}.png`, fullPage: true });
      await list.getByTestId('list-row').first().click();
      const drawer = page.getByTestId('production-invoice-drawer');
      await expect(drawer.getByTestId('production-invoice-lines').locator('tbody tr').first()).toContainText('#');
      await animationsSettled(page);
      await page.screenshot({ path: `/tmp/billing-production-invoice-${lng}.png` });
      const pdf = await request.get((await drawer.getByTestId('production-invoice-pdf').getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Cancelling a pending one says its orders are released for the next run (left unconfirmed).
      await page.keyboard.press('Escape');
      await page.goto('/billing/production-invoice?status=pending');
      await list.getByTestId('list-row').first().click();
      await drawer.getByTestId('invoice-cancel').click();
      await expect(page.getByText(released)).toBeVisible();
      await animationsSettled(page);
      await page.screenshot({ path: `/tmp/billing-production-invoice-cancel-${lng}.png` });
    } finally {
      await resetCustomizer(request, root.token);
    }
  });
}
