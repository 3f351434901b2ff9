import { expect, test, type Page } from '@playwright/test';
import { flattenMenu, menuFor } from './shared';
import { BASE_URL, apiLogin, screenSettled, emailOf, menuContextOf, resetCustomizer, tokenLogin, type DemoRole } from './helpers';
import { expectNoViolations } from './a11y';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) over every screen: the sign-in pages and 404 signed out, then
 * for each kind of user every menu route their menu shows (built screens, and one not-built
 * placeholder), their profile, the admin edit forms they may open, and the kit page.
 */
const ROLES_CHECKED: DemoRole[] = ['super_root', 'root', 'sale', 'partner', 'printer'];

/**
 * Staff roles share one layout and the same screens: a route checked for one staff role is not
 * walked again for the next (the seller's site is its own layout, walked in full). The tests of
 * this file run in one worker, in order, so the set carries from role to role; a retry in a new
 * worker starts empty and walks more, never less.
 */
const checkedScreens = new Set<string>();

/**
 * Staff screens whose own spec runs axe on them in English and German (and on their drawers and
 * dialogs): the walk leaves them to it, to keep the run short (e2e/<feature>.spec.ts).
 */
const AXE_IN_OWN_SPEC = [
  /^\/(token-access-logs|block-logs|affiliates|app-config|design-requests|extensions|shipments|rar|system-notification|daily-report|mrp-provider|tickets)\b/,
  /^\/manufactures\/[^/]+\/(mrp_batch|mrp_package|report)\b/,
  // logistics, billing, catalogue, orders, reports, kit and station specs
  /^\/(manufactures|logistics|shipping_cost_table|locations|fulfillments|storage|inventory|stores|orders|dashboard|call-to-action|kit)(\?|$)/,
  /^\/(locations|fulfillments|orders)\//,
  /^\/billing\/(topup|history|invoice|production-history|production-invoice)\b/,
  /^\/items\/3d-preset\b/,
  /^\/manufactures\/[^/]+\/(mrp|station)\b/,
];

/** Waits until the route's screen has painted: a page title, the not-built notice, a 404 (in the shell or, for a seller, the blank one), or the files / fonts / profile screens. */
async function settled(page: Page) {
  await expect(
    page
      .getByTestId('page-title')
      .or(page.getByTestId('not-built'))
      .or(page.getByTestId('page-404'))
      .or(page.getByTestId('files-tabs'))
      .or(page.getByTestId('profile-form'))
      .or(page.getByTestId('password-form'))
      .or(page.getByTestId('kit-page'))
      .first(),
  ).toBeVisible();
  // Lists finish loading and transitions end before the check (the kit's sample of the loading state stays busy).
  await screenSettled(page);
}

test.describe('signed out', () => {
  for (const path of ['/login', '/register', '/404']) {
    test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main, [data-testid=page-404], form').first()).toBeVisible();
      await expectNoViolations(page, path);
    });
  }
});

for (const role of ROLES_CHECKED) {
  test(`${role}: every screen of the menu has no WCAG A/AA violation`, async ({ page, context, request }) => {
    test.setTimeout(480_000); // every built screen of the menu, each loaded and checked
    const login = await apiLogin(request, emailOf(role));
    await resetCustomizer(request, login.token);
    const links = flattenMenu(menuFor(await menuContextOf(request, login.token)))
      .map((i) => i.link)
      .filter((l): l is string => !!l);
    await tokenLogin(context, BASE_URL, login);

    let placeholderChecked = false;
    const screens = [...new Set([...links, '/profile/info', '/profile/password', '/no-such-screen', '/kit'])];
    const layout = role === 'sale' ? 'seller' : 'staff';
    for (const link of screens) {
      if (checkedScreens.has(`${layout} ${link}`)) continue;
      if (layout === 'staff' && AXE_IN_OWN_SPEC.some((own) => own.test(link))) continue;
      checkedScreens.add(`${layout} ${link}`);
      const res = await page.goto(link);
      // A menu route the API answers itself (not the SPA) is not a screen: listed in the report instead.
      if (!res?.headers()['content-type']?.includes('text/html')) {
        test.info().annotations.push({ type: 'not the SPA', description: `${link} is answered by the API (${res?.status()})` });
        continue;
      }
      await settled(page);
      // A menu link opens a screen (built, or the not-built notice), never the 404.
      if (link !== '/no-such-screen') await expect(page.getByTestId('page-404'), link).toHaveCount(0);
      // Every not-built screen shows the same notice: check it once per user.
      if (await page.getByTestId('not-built').isVisible()) {
        if (placeholderChecked) continue;
        placeholderChecked = true;
      }
      await expectNoViolations(page, `${role} ${link}`);
    }
    // The admin edit forms this user may open.
    for (const path of ['/users/Opened/new', '/user-groups/new', '/merchant-groups/new']) {
      if (!links.some((l) => l.startsWith(path.split('/').slice(0, 2).join('/')))) continue;
      await page.goto(path);
      await settled(page);
      await expect(page.getByTestId('page-404'), path).toHaveCount(0);
      await expectNoViolations(page, `${role} ${path}`);
    }
  });
}

test('the kit’s drawer, dialog and lightbox have no WCAG A/AA violation', async ({ page, context, request }) => {
  const login = await apiLogin(request, emailOf('root'));
  await tokenLogin(context, BASE_URL, login);
  await page.goto('/kit');
  await page.getByTestId('kit-data-table').getByTestId('list-row').first().click();
  await expect(page.getByTestId('kit-drawer')).toBeVisible();
  await expectNoViolations(page, 'kit drawer');
  await page.keyboard.press('Escape');
  await page.getByTestId('kit-data-table').getByTestId('thumbnail').first().click();
  await expect(page.getByTestId('lightbox')).toBeVisible();
  await expectNoViolations(page, 'kit lightbox');
  await page.keyboard.press('Escape');
  await page.getByTestId('kit-data-table').getByTestId('select-row').first().click();
  await page.getByTestId('kit-bulk-disable').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await expectNoViolations(page, 'kit confirm dialog');
});
