import { expect, test } from '@playwright/test';
import { MENU, flattenMenu, isSeller, menuAllows, menuFor, type MenuItem, type ResolvedMenuItem } from './shared';
import { BASE_URL, ROLES, apiLogin, emailOf, menuContextOf, openInApp, resetCustomizer, tokenLogin, shot } from './helpers';

function ids(items: ResolvedMenuItem[]): string[] {
  return flattenMenu(items)
    .map((i) => i.id)
    .sort();
}

function rawRoutes(items: readonly MenuItem[]): string[] {
  return items.flatMap((i) => (i.children ? rawRoutes(i.children) : i.route && !i.route.includes('{id}') ? [i.route] : []));
}

/** Menu screens that are built (their own specs cover them): the "not built yet" check picks another route. */
const BUILT_ROUTES = [
  /^\/(partner-)?catalog\b/,
  /^\/product-labels\b/,
  /^\/inventory\b/,
  /^\/items\/(3d|2d|embroidery|dropship)-preset\b/,
  /^\/category\/preset\b/,
  /^\/billing\/(topup|history|invoice|production-history|production-invoice)\b/,
  /^\/orders\b/,
  /^\/stores\b/,
  /^\/items\/internal\b/,
  /^\/fulfilments\b/,
  /^\/jobs\b/,
  /^\/designs\b/,
  /^\/mrp-provider\b/,
  /^\/manufactures\/[^/]+\/(station|call-to-action|mrp|mrp_batch|report)\b/,
  /^\/call-to-action\b/,
  /^\/dashboard\b/,
  /^\/daily-report\b/,
  /^\/(token-access-logs|block-logs)\b/,
  /^\/shipments\b/,
  /^\/rar\b/,
  /^\/app-config\b/,
  /^\/extensions\b/,
  /^\/design-requests\b/,
  /^\/manufactures\/[^/]+\/mrp_package\b/,
  /^\/manufactures$/,
  /^\/(logistics|shipping_cost_table|locations|fulfillments|storage)\b/,
  /^\/(files|users|user-groups|merchant-groups)\b/,
  /^\/(tickets|support)\b/,
  /^\/system-notification\b/,
  /^\/affiliates\b/,
];

for (const role of ROLES) {
  test.describe(`menu for ${role}`, () => {
    test('sidebar equals the shared menu for the user permissions, and unauthorised routes redirect in both layouts', async ({ page, context, request }) => {
      const login = await apiLogin(request, emailOf(role));
      await resetCustomizer(request, login.token);
      // The server's effective permissions (role defaults, then the seeded group) decide the menu.
      const ctx = await menuContextOf(request, login.token);
      const seller = isSeller(ctx.user);
      const expected = ids(menuFor(ctx));

      await tokenLogin(context, BASE_URL, login);
      await page.goto('/profile/info');
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar).toBeVisible();
      await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', seller ? 'seller' : 'vertical');
      const shown = (await sidebar.locator('[data-menu-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-id') ?? ''))).sort();
      expect(shown).toEqual(expected);
      if (seller) {
        await expect(page.getByTestId('brand-label')).toHaveText('Print-on-demand seller');
        await expect(page.getByTestId('seller-quick-search').locator('a')).toHaveCount(8);
      }

      // A menu route this user may not open.
      const denied = rawRoutes(MENU).find((r) => menuAllows(r, ctx) === false);
      expect(denied, 'every demo role misses at least one menu route').toBeTruthy();
      await openInApp(page, denied!);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByTestId('page-404')).toBeVisible();

      // Horizontal layout: the same route goes to misc/not-authorized (sellers keep their own layout).
      await resetCustomizer(request, login.token, { layout: 'horizontal' });
      await page.goto('/profile/info');
      if (!seller) await expect(page.getByTestId('top-menu')).toBeVisible();
      await openInApp(page, denied!);
      if (seller) await expect(page).toHaveURL(/\/404$/);
      else {
        await expect(page).toHaveURL(/\/misc\/not-authorized$/);
        await expect(page.getByTestId('page-not-authorized')).toBeVisible();
      }

      // Below 1200 px the horizontal choice falls back to the vertical menu.
      await page.setViewportSize({ width: 1100, height: 800 });
      await openInApp(page, '/profile/info');
      await expect(page.getByTestId('top-menu')).toHaveCount(0);
      await expect(page.getByTestId('menu-toggle')).toBeVisible();
      await openInApp(page, denied!);
      await expect(page).toHaveURL(/\/404$/);

      // Allowed menu routes show the plain "not built yet" screen.
      const allowed = flattenMenu(menuFor(ctx)).find((i) => i.link && !BUILT_ROUTES.some((built) => built.test(i.link!)));
      if (allowed?.link) {
        await openInApp(page, allowed.link);
        await expect(page.getByTestId('not-built')).toBeVisible();
      }
      await resetCustomizer(request, login.token);
    });
  });
}

/** Spec section 2: the main-menu screens of the `sale` role that the seller menu used to miss, with their English and German names. */
const SELLER_SECTION_2_SCREENS = [
  { id: 'dashboard', en: 'Dashboard', de: 'Übersicht', path: /\/dashboard$/ },
  { id: 'affiliates', en: 'Affiliates', de: 'Partnerprogramm', path: /\/affiliates$/ },
  { id: 'shipments', en: 'Shipments', de: 'Sendungen', path: /\/shipments\?shipment_status=All$/ },
  { id: 'catalog', en: 'Catalog', de: 'Katalog', path: /\/catalog$/ },
  { id: 'product-labels', en: 'Product Tags', de: 'Produkt-Schlagwörter', path: /\/product-labels$/ },
  { id: 'topup', en: 'Topup', de: 'Aufladen', path: /\/billing\/topup$/ },
  { id: 'transactions', en: 'Transactions', de: 'Buchungen', path: /\/billing\/history\/all$/ },
  { id: 'invoice', en: 'Invoice', de: 'Rechnungen', path: /\/billing\/invoice$/ },
  { id: 'shipping-methods', en: 'Shipping Methods', de: 'Versandarten', path: /\/logistics$/ },
];

test('the seller menu lists the nine screens section 2 gives sale, in English and German, and the bookmark search finds them', async ({
  page,
  context,
  request,
}) => {
  const login = await apiLogin(request, emailOf('sale'));
  try {
    await tokenLogin(context, BASE_URL, login);
    for (const language of ['en', 'de'] as const) {
      await resetCustomizer(request, login.token, { language });
      await page.goto('/profile/info');
      const sidebar = page.getByTestId('sidebar');
      await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', 'seller', { timeout: 30_000 });
      // Billing is the seller menu's one group: open it to show its three screens.
      await sidebar.locator('[data-menu-group="seller-billing"] > button').click();
      for (const screen of SELLER_SECTION_2_SCREENS) {
        const link = sidebar.locator(`[data-menu-id="${screen.id}"]`);
        await expect(link).toBeVisible();
        await expect(link).toHaveText(screen[language]);
        expect(await link.getAttribute('href')).toMatch(screen.path);
      }
      await shot(page, { path: `/tmp/seller-menu-${language}.png` });
    }

    // Every screen of the seller menu is built: each opens from the menu, which marks it current.
    await page.getByTestId('sidebar').locator('[data-menu-id="affiliates"]').click();
    await expect(page).toHaveURL(/\/affiliates$/, { timeout: 30_000 });
    await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('not-built')).toHaveCount(0);
    await expect(page.getByTestId('sidebar').locator('[data-menu-id="affiliates"]')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('sidebar').locator('[data-menu-id="transactions"]').click();
    await expect(page).toHaveURL(/\/billing\/history\/all$/, { timeout: 30_000 });
    await expect(page.getByTestId('not-built')).toHaveCount(0);

    await page.getByTestId('bookmark-search-toggle').click();
    await page.getByTestId('bookmark-search').fill('Buchungen');
    await expect(page.getByTestId('bookmark-row')).toHaveCount(1);
    await page.getByTestId('bookmark-search').fill('Rechnungen');
    await page.getByTestId('bookmark-search').press('ArrowDown');
    await page.getByTestId('bookmark-search').press('Enter');
    await expect(page).toHaveURL(/\/billing\/invoice$/, { timeout: 30_000 });
  } finally {
    await resetCustomizer(request, login.token);
  }
});
