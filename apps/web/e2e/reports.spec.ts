import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, shot } from './helpers';

const SHOTS = '/tmp/reports';

interface Dashboard {
  scope: string;
  order_statuses: Array<{ key: string; total: number }>;
  period: { orders: number; revenue: string };
}

/** Root reads the dashboard over the seeded business and follows a chart's number into the filtered orders, in English and German. */
test('dashboard: root follows a status into the orders list; a seller sees their own; English and German, axe-clean', async ({ page, context, request }) => {
  test.setTimeout(240_000); // three screens, each checked by axe
  const root = await apiLogin(request, emailOf('root'));
  const { dashboard } = await gql<{ dashboard: Dashboard }>(
    request,
    root.token,
    '{ dashboard { scope order_statuses { key total } period { orders revenue } } }',
  );
  expect(dashboard.scope).toBe('staff');
  // The seeded month shows paid orders and orders in several statuses.
  expect(dashboard.period.orders).toBeGreaterThan(0);
  const processing = dashboard.order_statuses.find((s) => s.key === 'Processing');
  expect(processing?.total).toBeGreaterThan(0);
  try {
    await tokenLogin(context, BASE_URL, root);
    for (const language of ['en', 'de'] as const) {
      await resetCustomizer(request, root.token, { language });
      await page.goto('/dashboard');
      // the page is titled with its menu entry's word (German: Übersicht, as the sidebar reads)
      await expect(page.getByTestId('page-title')).toHaveText(language === 'de' ? 'Übersicht' : 'Dashboard', { timeout: 30_000 });
      await expect(page.locator('[data-menu-id=dashboard]')).toContainText(language === 'de' ? 'Übersicht' : 'Dashboard');
      await expect(page.getByTestId('table-order-statuses').locator('[data-col=orders]').first()).toBeVisible();
      await expect(page.getByTestId('report-days').locator('.recharts-bar-rectangle').first()).toBeVisible();
      await shot(page, { path: `${SHOTS}/dashboard-root-${language}.png`, fullPage: true });
      await expectNoViolations(page, `dashboard ${language}`);
    }
    await resetCustomizer(request, root.token, { language: 'en' });
    await page.goto('/dashboard');
    await page.getByTestId('status-link-Processing').click();
    await expect(page).toHaveURL(/\/orders\?status=Processing$/);
    await expect(page.getByTestId('status-tab-Processing')).toHaveAttribute('aria-pressed', 'true');

    // the daily report of this month, and a range that refuses an end before its start
    await page.goto('/daily-report?tab=thismonth');
    await expect(page.getByTestId('total-orders')).toBeVisible();
    await expect(page.getByTestId('table-seller').locator('tbody tr').first()).toBeVisible();
    await shot(page, { path: `${SHOTS}/daily-report-en.png`, fullPage: true });
    await expectNoViolations(page, 'daily report');
  } finally {
    await resetCustomizer(request, root.token);
  }

  const seller = await apiLogin(request, emailOf('sale'));
  const mine = (await gql<{ dashboard: Dashboard }>(request, seller.token, '{ dashboard { scope order_statuses { key total } period { orders revenue } } }'))
    .dashboard;
  expect(mine.scope).toBe('seller');
  expect(mine.period.orders).toBeLessThanOrEqual(dashboard.period.orders);
  await context.clearCookies();
  await tokenLogin(context, BASE_URL, seller);
  await resetCustomizer(request, seller.token, { language: 'de' });
  try {
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-credit')).toBeVisible();
    await expect(page.getByTestId('report-stations')).toHaveCount(0);
    await shot(page, { path: `${SHOTS}/dashboard-seller-de.png`, fullPage: true });
    await expectNoViolations(page, 'seller dashboard de');
  } finally {
    await resetCustomizer(request, seller.token);
  }
});
