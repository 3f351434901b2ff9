import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import {
  BASE_URL,
  animationsSettled,
  apiLogin,
  bootInLanguage,
  emailOf,
  gql,
  openInApp,
  screenSettled,
  signedInPages,
  tokenLogin,
  waitForSubscription,
  shot,
} from './helpers';
import { formatMoney } from './shared';

/** Each role's page boots once for the file; the top-up test keeps fresh pages (it waits for their subscription). */
const pageAs = signedInPages();

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
  await shot(page, { path: '/tmp/billing-topup-en.png', fullPage: true });

  const accountingLogin = await apiLogin(request, emailOf('accounting'));
  const accountingContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await tokenLogin(accountingContext, BASE_URL, accountingLogin);
  const staff = await accountingContext.newPage();
  // Accounting lands on Transactions, and finds the top-ups to approve on Top-up's Pending filter.
  await staff.goto('/');
  await expect(staff).toHaveURL(/\/billing\/history\/all$/);
  await staff.getByTestId('sidebar').locator('[data-menu-id=topup]').click();
  await staff.getByTestId('field-status').selectOption('pending');
  await expect(staff).toHaveURL(/status=pending/);
  const row = staff.getByTestId('transactions-table').locator('tr', { hasText: reference });
  await expect(row).toContainText(emailOf('sale'));
  await expectNoViolations(staff, 'billing transactions');
  await shot(staff, { path: '/tmp/billing-history-en.png', fullPage: true });
  await row.getByTestId('approve').click();
  await staff.getByTestId('confirm-yes').click();
  await expect(staff.getByTestId('transactions-table').locator('tr', { hasText: reference })).toHaveCount(0);

  const after = (Math.round(Number(me.cUser.total_credit) * 100) + 2500) / 100;
  await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(after.toFixed(2)));
  await staff.goto('/billing/history/paid');
  await expect(staff.getByTestId('transactions-table')).toContainText(reference);
  await accountingContext.close();
});

test('transactions in German for accounting: tabs, sums, statuses translated', async ({ browser, request }) => {
  const shared = await pageAs('accounting', { browser, request });
  const { page } = shared;
  await bootInLanguage(shared, request, 'de', '/billing/history/all');
  try {
    await expect(page.getByTestId('sum-topup')).toContainText('Aufladungen');
    await expect(page.getByTestId('transactions-table')).toContainText('Ausstehend');
    expect(await page.locator('body').innerText()).not.toMatch(/\b(history|topup|decide|col|tab|sum|type|method)\.[a-z_]+/);
    await shot(page, { path: '/tmp/billing-history-de.png', fullPage: true });
    // Accounting may not open orders: no link to one (the seller's test below follows it).
    await expect(page.getByTestId('transactions-table').getByRole('link', { name: 'Bestellung öffnen' })).toHaveCount(0);
  } finally {
    await bootInLanguage(shared, request, 'en', '/profile/info');
  }
});

/** An order's charge or refund names no raw id: it links to the order, for whoever may open orders. */
test('a seller follows an order charge from the transactions to the order', async ({ browser, request }) => {
  const { page } = await pageAs('sale', { browser, request });
  await openInApp(page, '/billing/history/all');
  const table = page.getByTestId('transactions-table');
  await expect(table.getByRole('link', { name: 'Open order' }).first()).toBeVisible();
  expect(await table.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  await table.getByRole('link', { name: 'Open order' }).first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toContainText('#');

  // an affiliate's commission is on another seller's order: it leads to the seller's affiliate page instead
  await openInApp(page, '/billing/history/all?type=affiliate_commission');
  await expect(table.getByRole('link', { name: 'Open affiliate page' }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: 'Open order' })).toHaveCount(0);
  await shot(page, { path: '/tmp/billing-affiliate-rows-en.png' });
  await table.getByRole('link', { name: 'Open affiliate page' }).first().click();
  await expect(page).toHaveURL(/\/affiliates$/);
  await expect(page.getByTestId('affiliate-code')).toBeVisible();
});

/** A seller opens one of their seeded invoices and downloads its PDF: the response is a PDF. */
test('a seller opens an invoice and downloads its PDF', async ({ browser, request }) => {
  const { page } = await pageAs('sale', { browser, request });
  await openInApp(page, '/billing/invoice?status=pending');
  const table = page.getByTestId('invoices-table');
  await expect(table.getByTestId('list-row').first()).toBeVisible();
  await expect(table).not.toContainText('mara@demo.pod');
  await expectNoViolations(page, 'billing invoices');
  await shot(page, { path: '/tmp/billing-invoices-en.png', fullPage: true });
  await table.getByTestId('list-row').first().click();
  const drawer = page.getByTestId('invoice-drawer');
  await expect(drawer.getByTestId('invoice-lines').locator('tbody tr').first()).toContainText('#');
  await expect(drawer.getByTestId('invoice-paid')).toHaveCount(0);
  await shot(page, { path: '/tmp/billing-invoice-en.png' });
  const href = await drawer.getByTestId('invoice-pdf').getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const xlsx = await request.get((await drawer.getByTestId('invoice-xlsx').getAttribute('href'))!);
  expect(xlsx.status()).toBe(200);
});

/** A seller goes from an order to its invoice and back, and finds the invoice again by the order's number; the order page in English and German. */
test("a seller finds an order's invoice from the order, and by its number", async ({ browser, request }) => {
  const shared = await pageAs('sale', { browser, request });
  const { page } = shared;
  const seller = await apiLogin(request, emailOf('sale'));
  const listed = await gql<{ invoices: Array<{ _id: string; number: number; lines: Array<{ order_id: string; order_number: number }> }> }>(
    request,
    seller.token,
    '{ invoices(status: "paid") { _id number lines { order_id order_number } } }',
  );
  const invoice = listed.invoices.find((i) => i.lines.length > 0)!;
  const line = invoice.lines[0];
  await openInApp(page, `/orders/${line.order_id}`);
  const linked = page.getByTestId('section-invoices').getByRole('link', { name: `Invoice #${invoice.number}` });
  await expect(linked).toBeVisible();
  await screenSettled(page);
  await shot(page, { path: '/tmp/shots/orders/invoice-en.png', fullPage: true });
  await linked.click();
  const drawer = page.getByTestId('invoice-drawer');
  const row = drawer.getByTestId('invoice-lines').locator('tbody tr', { hasText: `#${line.order_number}` });
  // the line says how the order stands now, not a blanket "Not shipped yet"
  await expect(row.getByTestId('status-badge')).toBeVisible();
  await expect(drawer).not.toContainText('Not shipped yet');
  await screenSettled(page);
  await shot(page, { path: '/tmp/shots/orders/invoice-drawer-en.png' });
  await expectNoViolations(page, 'invoice opened from its order');
  await page.keyboard.press('Escape');

  const search = page.getByTestId('invoices-search');
  await search.fill(`#${line.order_number}`);
  await search.press('Enter');
  await expect(page.getByTestId('invoices-table').getByTestId('list-row')).toHaveCount(1);
  await expect(page.getByTestId('invoices-table').getByTestId('list-row')).toContainText(String(invoice.number));
  await page.getByTestId('invoices-table').getByTestId('list-row').click();
  await row.getByTestId('invoice-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${line.order_id}$`));

  await bootInLanguage(shared, request, 'de', `/orders/${line.order_id}`);
  try {
    await expect(page.getByTestId('section-invoices').getByRole('link', { name: `Rechnung #${invoice.number}` })).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: '/tmp/shots/orders/invoice-de.png', fullPage: true });
    await expectNoViolations(page, 'order with its invoice de');
  } finally {
    await bootInLanguage(shared, request, 'en', '/profile/info');
  }
});

/** Accounting reads the invoices and one invoice in each language (screenshots for review). */
for (const [lng, title] of [
  ['en', 'Invoice'],
  ['de', 'Rechnungen'],
  ['fr', 'Factures'],
  ['pt', 'Faturas'],
] as const) {
  test(`invoices in ${lng} for accounting`, async ({ browser, request }) => {
    const shared = await pageAs('accounting', { browser, request });
    const { page } = shared;
    await bootInLanguage(shared, request, lng, '/billing/invoice');
    try {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('invoices-table').getByTestId('list-row').first()).toBeVisible();
      expect(await page.locator('body').innerText()).not.toMatch(/\binvoice\.[a-z_]+/);
      await shot(page, { path: `/tmp/billing-invoices-staff-${lng}.png`, fullPage: true });
      await page.getByTestId('invoices-table').getByTestId('list-row').first().click();
      await expect(page.getByTestId('invoice-lines').locator('tbody tr').first()).toBeVisible();
      await shot(page, { path: `/tmp/billing-invoice-staff-${lng}.png` });
    } finally {
      await bootInLanguage(shared, request, 'en', '/profile/info');
    }
  });
}

/** An approver marks a pending invoice paid; it moves to the Paid tab. */
test('accounting marks an invoice paid', async ({ browser, request }) => {
  const { page } = await pageAs('accounting', { browser, request });
  await openInApp(page, '/billing/invoice?status=pending');
  const first = page.getByTestId('invoices-table').getByTestId('list-row').first();
  const number = (await first.locator('td').first().innerText()).trim();
  await first.click();
  await page.getByTestId('invoice-paid').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('invoice-drawer').getByTestId('invoice-paid')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await openInApp(page, '/billing/invoice?status=paid');
  await expect(page.getByTestId('invoices-table')).toContainText(number);
});

/** Root reads the production ledger (tabs, counts, sums) and a production invoice, downloads its PDF; in English and German. */
for (const [lng, history, invoices, released] of [
  ['en', 'Production Transactions', 'Production Invoice', 'invoiced again by the next run'],
  ['de', 'Produktionsbuchungen', 'Produktionsrechnungen', 'erneut abgerechnet'],
] as const) {
  test(`root opens production history and a production invoice PDF (${lng})`, async ({ browser, request }) => {
    const shared = await pageAs('root', { browser, request });
    const { page } = shared;
    await bootInLanguage(shared, request, lng, '/billing/production-history/all');
    try {
      await expect(page.getByRole('heading', { name: history })).toBeVisible();
      const table = page.getByTestId('production-transactions-table');
      await expect(table.locator('tbody tr').first()).toContainText('#');
      await expect(page.getByTestId('production-sum-all')).toContainText('$');
      expect(await page.locator('body').innerText()).not.toMatch(/\b(production|invoice|col)\.[a-z_]+/);
      await expectNoViolations(page, 'production history');
      await shot(page, { path: `/tmp/billing-production-history-${lng}.png`, fullPage: true });
      await openInApp(page, '/billing/production-history/invoiced');
      await expect(table.locator('tbody tr').first().getByTestId('status-badge')).toHaveAttribute('data-status', 'invoiced');

      await openInApp(page, '/billing/production-invoice');
      await expect(page.getByRole('heading', { name: invoices })).toBeVisible();
      const list = page.getByTestId('production-invoices-table');
      await expect(list.getByTestId('list-row').first()).toBeVisible();
      await expectNoViolations(page, 'production invoices');
      await shot(page, { path: `/tmp/billing-production-invoices-${lng}.png`, fullPage: true });
      await list.getByTestId('list-row').first().click();
      const drawer = page.getByTestId('production-invoice-drawer');
      await expect(drawer.getByTestId('production-invoice-lines').locator('tbody tr').first()).toContainText('#');
      await animationsSettled(page);
      await shot(page, { path: `/tmp/billing-production-invoice-${lng}.png` });
      const pdf = await request.get((await drawer.getByTestId('production-invoice-pdf').getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Cancelling a pending one says its orders are released for the next run (left unconfirmed).
      await page.keyboard.press('Escape');
      await openInApp(page, '/billing/production-invoice?status=pending');
      await list.getByTestId('list-row').first().click();
      await drawer.getByTestId('invoice-cancel').click();
      await expect(page.getByText(released)).toBeVisible();
      await animationsSettled(page);
      await shot(page, { path: `/tmp/billing-production-invoice-cancel-${lng}.png` });
    } finally {
      await bootInLanguage(shared, request, 'en', '/profile/info');
    }
  });
}
