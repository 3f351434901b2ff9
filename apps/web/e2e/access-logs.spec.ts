import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, exportAs, gql, resetCustomizer, screenSettled, tokenLogin, shot } from './helpers';

const SHOTS = '/tmp/shots/logs-search';

/** API Logs and Blocked Logs for root, in English and German: seeded rows, a filter, axe-clean, screenshots. */
for (const [lng, apiTitle, blockedTitle] of [
  ['en', 'API Logs', 'Blocked Logs'],
  ['de', 'API-Protokolle', 'Sperrprotokolle'],
] as const) {
  test(`root reads the API and blocked logs in ${lng}`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const root = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, root.token, { language: lng });
    try {
      await tokenLogin(context, BASE_URL, root);
      await page.goto('/token-access-logs');
      await expect(page.getByRole('heading', { name: apiTitle })).toBeVisible({ timeout: 30_000 });
      const rows = page.getByTestId('token-access-logs-table').getByTestId('list-row');
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('filter-operation').fill('createOrder');
      await page.getByTestId('apply-filters').click();
      await expect(page).toHaveURL(/operation=createOrder/);
      await expect(rows.first()).toContainText('createOrder', { timeout: 30_000 });
      expect(await page.locator('body').innerText()).not.toMatch(/\b(col|outcome|filter)\.[a-z_]+/);
      await screenSettled(page);
      await expectNoViolations(page, `token-access-logs-${lng}`);
      await shot(page, { path: `${SHOTS}/api-logs-${lng}.png`, fullPage: true });

      await page.goto('/block-logs');
      await expect(page.getByRole('heading', { name: blockedTitle })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('blocked-logs-table').getByTestId('list-row').first()).toBeVisible({ timeout: 30_000 });
      expect(await page.locator('body').innerText()).not.toMatch(/\b(col|reason|unblock)\.[a-z_]+/);
      await screenSettled(page);
      await expectNoViolations(page, `block-logs-${lng}`);
      await shot(page, { path: `${SHOTS}/blocked-logs-${lng}.png`, fullPage: true });
    } finally {
      await resetCustomizer(request, root.token);
    }
  });
}

test('super_root unblocks an account from the Blocked Logs and exports the API log', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const sr = await apiLogin(request, emailOf('super_root'));
  await resetCustomizer(request, sr.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, sr);
  await page.goto('/block-logs');
  const first = page.getByTestId('blocked-logs-table').getByTestId('list-row').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.locator('[data-testid^=unblock-account-]').click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(page.getByText('Unblocked')).toBeVisible();

  await page.goto('/token-access-logs?outcome=forbidden');
  await expect(page.getByTestId('token-access-logs-table').getByTestId('list-row').first()).toContainText('users', { timeout: 30_000 });
  const file = await exportAs(page, 'csv');
  expect(file.bytes.toString('utf8')).toContain('forbidden');
  // The API agrees with the screen: only forbidden rows.
  const api = await gql<{ tokenAccessLogs: Array<{ outcome: string }> }>(request, sr.token, '{ tokenAccessLogs(outcome: "forbidden") { outcome } }');
  expect(new Set(api.tokenAccessLogs.map((r) => r.outcome))).toEqual(new Set(['forbidden']));
});

/** The signed-in shell's grouped search: Ctrl+K, type an order number, Enter opens the order. */
for (const lng of ['en', 'de'] as const) {
  test(`the signed-in search finds an order by number and opens it (${lng})`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const seller = await apiLogin(request, emailOf('sale'));
    await resetCustomizer(request, seller.token, { language: lng });
    try {
      const [order] = (await gql<{ orders: Array<{ _id: string; number: number }> }>(request, seller.token, '{ orders(status: "All") { _id number } }')).orders;
      await tokenLogin(context, BASE_URL, seller);
      await page.goto('/orders');
      const box = page.getByTestId('global-search');
      await expect(box).toBeVisible({ timeout: 30_000 });
      await screenSettled(page);
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused();
      await box.fill(String(order.number));
      const results = page.getByTestId('global-search-results');
      await expect(results.getByRole('option', { name: `#${order.number}` })).toBeVisible();
      await expect(results).toContainText(lng === 'de' ? 'Bestellungen' : 'Orders');
      await screenSettled(page);
      await expectNoViolations(page, `search-${lng}`);
      await shot(page, { path: `${SHOTS}/search-${lng}.png` });
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
    } finally {
      await resetCustomizer(request, seller.token);
    }
  });
}
