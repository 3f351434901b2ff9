import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, ROLES, type DemoRole, apiLogin, emailOf, menuContextOf, openInApp, resetCustomizer, screenSettled, tokenLogin } from './helpers';
import { flattenMenu, menuFor } from './shared';

/** Waits until the route's screen has painted: a page title, the not-built notice, a 404 (in the shell or, for a seller, the blank one), or the files / fonts / profile screens. */
export async function screenPainted(page: Page) {
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

/** GraphQL answers with errors the page received, as "operation: message" (a query the role may not run shows here). */
function graphqlErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('/graphql') || res.request().method() !== 'POST') return;
    const body = (await res.json().catch(() => null)) as { errors?: Array<{ message: string }> } | null;
    const operation = (res.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    for (const e of body?.errors ?? []) errors.push(`${operation}: ${e.message}`);
  });
  return errors;
}

/** `/orders/6650…/edit` → `/orders/:id/edit`: links to the same screen are opened once. */
const routeOf = (href: string) =>
  href
    .split(/[?#]/)[0]
    .split('/')
    .map((part) => (/^[0-9a-f]{24}$|^[0-9a-f-]{36}$|^\d+$/i.test(part) ? ':id' : part))
    .join('/');

/** The screens the content links to (one href per route), leaving out downloads and new tabs. */
async function linkedScreens(page: Page): Promise<string[]> {
  return page.locator('main a[href^="/"]:not([download]):not([target=_blank])').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/** The long menus are walked in parts, each a test of its own (its own time limit, its own line in the report). */
const PARTS: Partial<Record<DemoRole, number>> = { super_root: 4, root: 3, sale: 3 };

/**
 * axe-core (WCAG 2.0/2.1 A and AA) over every menu screen of every role in `language`: each role signs
 * in once and moves through its menu in the running SPA (its profile, the admin forms it may open and
 * the kit too). A screen is checked once per layout (staff or seller) and language: the roles share the
 * staff screens, as the file's tests run in order in one worker (routes.spec and menu.spec open every
 * role's menu links). A retry in a new worker starts with none checked: it checks more, never less.
 * The shell (header, menu) is checked whole on a role's first screen; on the next ones only the content
 * changes, so axe reads the content alone (20–40 % less work a screen, measured on /orders and /manufactures).
 * On the way the page must get no GraphQL error, and every screen the content links to (dashboard
 * figures, order numbers, ...) must open for the role: each such route is opened once at the end.
 * In English every status tab is clicked and every filter chosen too (see clickEveryTab, chooseEveryFilter).
 */
export function walkEveryMenu(language: 'en' | 'de') {
  const checked = new Set<string>();
  for (const role of ROLES) {
    const parts = PARTS[role] ?? 1;
    /** Routes this role's content links to that were opened already (by an earlier part). */
    const linksOpened = new Set<string>();
    for (let part = 0; part < parts; part++) {
      const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
      test(`${role}, ${language}${which}: every screen of the menu has no WCAG A/AA violation`, async ({ page, context, request }) => {
        test.setTimeout(300_000);
        const login = await apiLogin(request, emailOf(role));
        await resetCustomizer(request, login.token, { language });
        const links = flattenMenu(menuFor(await menuContextOf(request, login.token)))
          .map((i) => i.link)
          .filter((l): l is string => !!l);
        await tokenLogin(context, BASE_URL, login);
        const forms = ['/users/Opened/new', '/user-groups/new', '/merchant-groups/new'].filter((path) =>
          links.some((l) => l.startsWith(path.split('/').slice(0, 2).join('/'))),
        );
        const screens = [...new Set([...links, ...forms, '/profile/info', '/profile/password', '/no-such-screen', '/kit'])];
        const layout = role === 'sale' ? 'seller' : 'staff';
        let placeholderChecked = false;
        let shellChecked = false;
        const errors = graphqlErrors(page);
        const linked = new Map<string, string>();
        try {
          for (const link of screens.slice(Math.floor((part * screens.length) / parts), Math.floor(((part + 1) * screens.length) / parts))) {
            if (checked.has(`${layout} ${link}`)) continue;
            checked.add(`${layout} ${link}`);
            await openInApp(page, link);
            await screenPainted(page);
            // A menu link opens a screen (built, or the not-built notice), never the 404.
            if (link !== '/no-such-screen') await expect(page.getByTestId('page-404'), link).toHaveCount(0);
            // Every not-built screen shows the same notice: check it once per user.
            if (await page.getByTestId('not-built').isVisible()) {
              if (placeholderChecked) continue;
              placeholderChecked = true;
            }
            await expectNoViolations(page, `${role} ${language} ${link}`, shellChecked ? 'main' : undefined);
            shellChecked = true;
            if (language === 'en') {
              await clickEveryTab(page, `${role} ${link}`);
              await chooseEveryFilter(page, `${role} ${link}`);
            }
            for (const href of await linkedScreens(page)) if (!linked.has(routeOf(href))) linked.set(routeOf(href), href);
            expect(errors, `${role} ${link}: GraphQL errors`).toEqual([]);
          }
          const menuRoutes = new Set(screens.map(routeOf));
          for (const [route, href] of linked) {
            if (menuRoutes.has(route) || linksOpened.has(route)) continue;
            linksOpened.add(route);
            await openInApp(page, href);
            await screenPainted(page);
            await expect(page.getByTestId('page-404'), `${role}: a link to ${href} opens a screen`).toHaveCount(0);
            expect(errors, `${role} ${href}: GraphQL errors`).toEqual([]);
          }
        } finally {
          await resetCustomizer(request, login.token);
        }
      });
    }
  }
}

/**
 * Clicks each status tab of the screen's list, as a user going through them does (no wait for a list
 * to load before the next click), and the walk's GraphQL check sees every tab's query. axe reads the
 * content once the first click's list has loaded: straight after the click, axe raced the reload (a
 * pager button turning enabled mid-check was read half-faded); the loading state itself is the kit's
 * one component, checked on /kit.
 */
async function clickEveryTab(page: Page, screen: string) {
  const tabs = page.locator('main [data-testid^="status-tab-"]');
  let checked = false;
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute('aria-pressed')) === 'true') continue;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    if (!checked) await screenSettled(page);
    if (!checked) await expectNoViolations(page, `${screen} after a click on ${await tab.getAttribute('data-testid')}`, 'main');
    checked = true;
  }
  await screenSettled(page);
}

/**
 * Chooses each filter's first value, as a user narrowing the list does, axe reading the content once
 * the first choice's list has loaded, then puts every filter back to "all".
 */
async function chooseEveryFilter(page: Page, screen: string) {
  const filters = page.locator('main [data-testid^="filter-"] select');
  const count = await filters.count();
  let checked = false;
  for (let i = 0; i < count; i++) {
    const filter = filters.nth(i);
    if ((await filter.locator('option').count()) < 2) continue;
    await filter.selectOption({ index: 1 });
    await expect(filter).not.toHaveValue('');
    if (!checked) await screenSettled(page);
    if (!checked) await expectNoViolations(page, `${screen} after choosing ${await filter.getAttribute('name')}`, 'main');
    checked = true;
  }
  for (let i = 0; i < count; i++) await filters.nth(i).selectOption({ index: 0 });
  await screenSettled(page);
}
