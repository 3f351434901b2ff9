import { expect, test, type Page } from '@playwright/test';
import { apiLogin, BASE_URL, emailOf, gql, tokenLogin, type DemoRole, shot } from './helpers';

/**
 * A list's state lives in the URL alone: one click on a tab or one filter change fetches the list once,
 * and the choice stays (issue 28 item 15: the old and new tab were fetched alternately for seconds).
 */

/** Records the GraphQL operations the page sends, by name. */
function recordOperations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql') sent.push(String(r.postDataJSON()?.operationName));
  });
  return sent;
}

/** Runs `change`, waits for the screen to settle (no request for half a second), and answers how often `operation` was sent. */
async function requestsOf(page: Page, sent: string[], operation: string, change: () => Promise<void>): Promise<number> {
  await page.waitForLoadState('networkidle');
  const before = sent.length;
  await change();
  await expect.poll(() => sent.slice(before).includes(operation)).toBe(true);
  await page.waitForLoadState('networkidle');
  return sent.slice(before).filter((name) => name === operation).length;
}

const TAB_CLICKS: Array<{ list: string; role: DemoRole; path: string; tab: string; operation: string }> = [
  { list: 'Orders', role: 'order_qc', path: '/orders', tab: 'Completed', operation: 'Orders' },
  { list: 'Transactions', role: 'accounting', path: '/billing/history/all', tab: 'paid', operation: 'Transactions' },
  { list: 'Users', role: 'super_root', path: '/users/Opened', tab: 'Active', operation: 'Users' },
  { list: 'Fulfilments', role: 'sale', path: '/fulfilments/all', tab: 'completed', operation: 'OrderFulfilments' },
  { list: 'Items', role: 'sale', path: '/items/internal', tab: 'Draft', operation: 'Listings' },
];

for (const c of TAB_CLICKS) {
  test(`${c.list}: one click on a tab fetches it once, and the tab stays selected`, async ({ page, context, request }) => {
    await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf(c.role)));
    const sent = recordOperations(page);
    await page.goto(c.path);
    const tab = page.getByTestId(`status-tab-${c.tab}`);
    await expect(tab).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
    expect(await requestsOf(page, sent, c.operation, () => tab.click())).toBe(1);
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
  });
}

test('Invoices: choosing a seller fetches once, the choice stays, and a row opens that seller’s invoice', async ({ page, context, request }) => {
  const accounting = await apiLogin(request, emailOf('accounting'));
  const { invoices } = await gql<{ invoices: Array<{ _id: string; user: { _id: string; name: string } }> }>(
    request,
    accounting.token,
    '{ invoices { _id user { _id name } } }',
  );
  const sellers = [...new Map(invoices.map((i) => [i.user._id, i.user])).values()];
  expect(sellers.length, 'the demo data bills more than one seller').toBeGreaterThan(1);
  // The seller listed last in the choice, so it is not the one the unfiltered list starts with.
  const chosen = sellers[sellers.length - 1];
  await tokenLogin(context, BASE_URL, accounting);
  const sent = recordOperations(page);
  await page.goto('/billing/invoice');
  const choice = page.getByTestId('field-seller');
  await expect(choice.locator(`option[value="${chosen._id}"]`)).toHaveCount(1, { timeout: 30_000 });

  expect(await requestsOf(page, sent, 'Invoices', () => choice.selectOption(chosen._id).then(() => undefined))).toBe(1);
  await expect(choice).toHaveValue(chosen._id);
  await expect(page).toHaveURL(new RegExp(`seller=${chosen._id}`));
  const rows = page.getByTestId('invoices-table').getByTestId('list-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('invoices-table').getByTestId('user-cell')).toContainText(Array(await rows.count()).fill(chosen.name));

  await rows.first().click();
  await expect(page.getByTestId('invoice-drawer')).toContainText(chosen.name);
  await expect(choice).toHaveValue(chosen._id);
});

test('Transactions: staff narrow the ledger to a seller by the filter or by a seller’s name', async ({ page, context, request }) => {
  await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('accounting')));
  const sent = recordOperations(page);
  await page.goto('/billing/history/all');
  const seller = page.getByTestId('transactions-table').getByTestId('seller-link').first();
  await expect(seller).toBeVisible({ timeout: 30_000 });
  const name = (await seller.getByTestId('user-cell').locator('p').first().innerText()).trim();
  expect(await requestsOf(page, sent, 'Transactions', () => seller.click())).toBe(1);
  await expect(page).toHaveURL(/\/billing\/history\/all\?seller=/);
  await expect(page.getByTestId('field-seller').locator('option:checked')).toHaveText(name);
  for (const cell of await page.getByTestId('transactions-table').getByTestId('user-cell').all()) await expect(cell).toContainText(name);

  // Back to every seller through the filter, one request again.
  expect(
    await requestsOf(page, sent, 'Transactions', () =>
      page
        .getByTestId('field-seller')
        .selectOption('')
        .then(() => undefined),
    ),
  ).toBe(1);
  await expect(page).toHaveURL(/\/billing\/history\/all$/);
  await shot(page, { path: '/tmp/weblists-transactions-en.png', fullPage: true });
});

test('Invoice drawer: dates read as elsewhere, order numbers open the order for those who may open orders', async ({ page, context, request }) => {
  await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('sale')));
  await page.goto('/billing/invoice');
  const row = page.getByTestId('invoices-table').getByTestId('list-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await row.click();
  const link = page.getByTestId('invoice-lines').getByTestId('invoice-order-link').first();
  await expect(link).toHaveAttribute('href', /^\/orders\/[^/]+$/);
  await shot(page, { path: '/tmp/weblists-invoice-en.png' });
  await link.click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
});
