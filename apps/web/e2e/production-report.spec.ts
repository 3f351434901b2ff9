import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, shot } from './helpers';

const SHOTS = '/tmp/production-report';

interface Figures {
  station_days: Array<{ day: string; station: string; units: number }>;
  error_codes: Array<{ code: number; errors: number }>;
  reprints: { productions: number; reproductions: number };
}

const REPORT = `query($tab: String) { productionReport(tab: $tab) { station_days { day station units } error_codes { code errors } reprints { productions reproductions } } }`;

/** Root opens a factory's report on the seeded week of scans: the tables show the API's figures, the charts draw, in English and German. */
test('production report: the seeded week as root, charts and tables, English and German, axe-clean', async ({ page, context, request }) => {
  const root = await apiLogin(request, emailOf('root'));
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string; name: string }> }>(request, root.token, '{ manufactures { _id name } }');
  // The factory with the most seeded scans this week.
  let factory = '';
  let figures: Figures = { station_days: [], error_codes: [], reprints: { productions: 0, reproductions: 0 } };
  for (const m of manufactures) {
    const r = await gql<{ productionReport: Figures }>(request, root.token, REPORT, { tab: 'last7day' }, { 'x-manufacture': m._id });
    if (r.productionReport.station_days.length > figures.station_days.length) [factory, figures] = [m._id, r.productionReport];
  }
  // The seeded week spreads its scans over several days and stations
  expect(new Set(figures.station_days.map((d) => d.day)).size).toBeGreaterThan(2);
  expect(new Set(figures.station_days.map((d) => d.station)).size).toBeGreaterThan(2);

  await resetCustomizer(request, root.token, { language: 'en' });
  try {
    await tokenLogin(context, BASE_URL, root);
    await page.goto(`/manufactures/${factory}/report?tab=last7day`);
    await expect(page.getByTestId('page-title')).toHaveText('Production Report');
    await expect(page.getByTestId('status-tab-last7day')).toHaveAttribute('aria-pressed', 'true');
    const days = page.getByTestId('table-units-per-day');
    await expect(days.locator('tbody tr')).toHaveCount(figures.station_days.length);
    const first = figures.station_days[0];
    // the day reads as dates do everywhere ("Nov 25, 2026"), not as the API's ISO day
    const firstDay = new Date(`${first.day}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });
    await expect(days.locator('tbody tr').first()).toContainText(firstDay);
    await expect(days).not.toContainText(first.day);
    await expect(days.locator('tbody tr').first().locator('[data-col=units]')).toHaveText(String(first.units));
    const units = (await days.locator('[data-col=units]').allInnerTexts()).reduce((s, v) => s + Number(v), 0);
    expect(units).toBe(figures.station_days.reduce((s, d) => s + d.units, 0));
    // Each error code named (`2002 · Smudged print`), with its count; the chart names them too.
    for (const c of figures.error_codes) {
      const row = page.getByTestId('table-codes').locator('tbody tr', { hasText: String(c.code) });
      await expect(row.locator('[data-col=code]')).toHaveText(new RegExp(`^${c.code} · \\p{L}`, 'u'));
      await expect(row).toContainText(String(c.errors));
    }
    if (figures.error_codes.length)
      await expect(
        page
          .getByTestId('report-codes')
          .locator('.recharts-cartesian-axis-tick-value', { hasText: `${figures.error_codes[0].code} · ` })
          .first(),
      ).toBeVisible();
    await expect(page.getByTestId('stat-reprints')).toContainText(
      `Reproductions: ${figures.reprints.reproductions} · productions started: ${figures.reprints.productions}`,
    );
    // the charts are drawn (their own chunk, loaded with the screen)
    await expect(page.getByTestId('report-units-per-day').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expectNoViolations(page, 'production report');
    await shot(page, { path: `${SHOTS}/report-en.png`, fullPage: true });

    // Today's tab keeps its place in the address
    await page.getByTestId('status-tab-today').click();
    await expect(page).toHaveURL(/tab=today/);

    await resetCustomizer(request, root.token, { language: 'de' });
    await page.goto(`/manufactures/${factory}/report?tab=last7day`);
    await expect(page.getByTestId('page-title')).toHaveText('Produktionsbericht');
    await expect(page.getByTestId('table-units-per-day')).toContainText('Einheiten');
    await expect(page.getByTestId('table-units-per-day').locator('tbody tr').first()).toContainText(/Zuschnitt|Druck|Nähen|Qualitätskontrolle|Verpackung/);
    expect(await page.locator('body').innerText()).not.toMatch(/\b(col|tab|station|late|reprints|units_per_day|workers|errors|codes|times)\.[a-z_]+/);
    await expectNoViolations(page, 'production report (de)');
    await shot(page, { path: `${SHOTS}/report-de.png`, fullPage: true });
  } finally {
    await resetCustomizer(request, root.token);
  }
});

test('production report: a printer is sent away', async ({ page, context, request }) => {
  await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('printer')));
  await page.goto('/manufactures/any/report');
  await expect(page).toHaveURL(/\/404|not-authorized/);
});
