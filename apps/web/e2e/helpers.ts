import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { BASE_URL } from '../playwright.config';
import { THEME_DEFAULTS, type ModulePermission } from './shared';

export const PASSWORD = 'Demo-pass-1';
export const ROLES = ['super_root', 'root', 'sale', 'fulfiller', 'order_qc', 'accounting', 'partner', 'cutting', 'printer', 'sewer', 'packager'] as const;
export type DemoRole = (typeof ROLES)[number];
export const emailOf = (role: string) => `${role}@demo.pod`;

export interface LoginData {
  token: string;
  super_token?: string;
  _id: string;
  role: string;
  groups: string[];
  customizer: Record<string, unknown>;
}

export async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<LoginData> {
  const res = await request.post('/auth', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()).data as LoginData;
}

export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { Authorization: `Bearer ${token}`, ...headers } });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}: ${body.errors[0].message}`);
  return body.data as T;
}

export async function resetCustomizer(request: APIRequestContext, token: string, extra: Record<string, unknown> = {}): Promise<void> {
  await gql(request, token, 'mutation($c: JSON){ updateProfile(customizer: $c){ _id } }', {
    c: { ...THEME_DEFAULTS, language: 'en', ...extra },
  });
}

/** Signs in through the form, the way a user does. */
export async function uiLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('navbar')).toBeVisible();
}

/** Signs in by putting the tokens where the app keeps them (faster for table-driven tests). */
export async function tokenLogin(context: BrowserContext, baseURL: string, data: LoginData): Promise<void> {
  const url = new URL(baseURL);
  const cookies = [{ name: 'pod_token', value: data.token, domain: url.hostname, path: '/' }];
  if (data.super_token) cookies.push({ name: 'pod_super_token', value: data.super_token, domain: url.hostname, path: '/' });
  await context.addCookies(cookies);
}

/** Waits until no transition is running (a drawer or dialog done opening); endless animations such as spinners are not waited for. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** Waits until lists have loaded (nothing is `aria-busy`, but the kit's sample of the loading state) and transitions have ended. */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy=true]:not([data-testid=kit-loading] *)')).toHaveCount(0);
  await animationsSettled(page);
}

/** This worker's API (e2e/servers.ts). */
export { BASE_URL };

/** Resolves once the page's graphql-ws connection has sent a subscribe for `operation` (after the server acknowledged). */
export function waitForSubscription(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      let acked = false;
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"connection_ack"')) acked = true;
      });
      ws.on('framesent', (f) => {
        const text = String(f.payload);
        if (text.includes('"subscribe"') && text.includes(operation)) {
          // wait-ok: graphql-ws sends no frame once the server has registered a subscription, and the e2e server's
          // in-memory pub/sub shows nothing outside it; a short pause after the acknowledgement is the only signal there is.
          const check = () => (acked ? setTimeout(resolve, 300) : setTimeout(check, 50));
          check();
        }
      });
    });
  });
}

/** Starts an export from the list's Export menu and downloads the file once its job completes. */
export async function exportAs(page: Page, format: 'xlsx' | 'csv'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('export-button').click();
  await page.getByTestId(`export-${format}`).click();
  const link = page.getByTestId('export-download');
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/**
 * Every test of the file starts signed in as `role`, in English (the customizer reset before each
 * test and after the file); `shots` is made for the screenshots. Answers the login, filled in
 * before the first test.
 */
export function signedInEachTest(role: DemoRole, shots: string): LoginData {
  const login = {} as LoginData;
  test.beforeAll(async ({ request }) => {
    mkdirSync(shots, { recursive: true });
    Object.assign(login, await apiLogin(request, emailOf(role)));
  });
  test.beforeEach(async ({ context, request }) => {
    await resetCustomizer(request, login.token, { language: 'en' });
    await tokenLogin(context, BASE_URL, login);
  });
  test.afterAll(async ({ request }) => {
    await resetCustomizer(request, login.token);
  });
  return login;
}

/** The page and login a spec file shares (filled in before its first test). */
export interface SharedPage {
  page: Page;
  login: LoginData;
}

async function openSignedIn(browser: Browser, request: APIRequestContext, role: DemoRole): Promise<SharedPage> {
  const login = await apiLogin(request, emailOf(role));
  await resetCustomizer(request, login.token);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
  await tokenLogin(context, BASE_URL, login);
  return { page: await context.newPage(), login };
}

/**
 * One signed-in page for every test of the file, as `role` in English: the SPA boots once and the
 * tests move through it (`openInApp`, the sidebar, links). Tests still run in order in one worker; after
 * a failure Playwright starts a new worker, which signs in again. Answers the page, filled in before the
 * first test.
 */
export function signedInPage(role: DemoRole): SharedPage {
  const shared = {} as SharedPage;
  test.beforeAll(async ({ browser, request }) => {
    Object.assign(shared, await openSignedIn(browser, request, role));
  });
  test.afterAll(async ({ request }) => {
    await shared.page?.context().close();
    if (shared.login) await resetCustomizer(request, shared.login.token);
  });
  return shared;
}

/**
 * For a file whose tests act as several roles: `pageAs(role, fixtures)` answers that role's page, signed
 * in and booted once on its first use (in English), kept for the file's later tests and closed after it.
 */
export function signedInPages() {
  const open = new Map<DemoRole, Promise<SharedPage>>();
  test.afterAll(async ({ request }) => {
    for (const shared of open.values()) {
      const { page, login } = await shared;
      await page.context().close();
      await resetCustomizer(request, login.token);
    }
    open.clear();
  });
  return (role: DemoRole, { browser, request }: { browser: Browser; request: APIRequestContext }): Promise<SharedPage> => {
    if (!open.has(role)) open.set(role, openSignedIn(browser, request, role));
    return open.get(role)!;
  };
}

/** What the menu is built from for the signed-in user: their role, effective permissions and the manufactures' stations. */
export async function menuContextOf(request: APIRequestContext, token: string) {
  const me = await gql<{
    cUser: { role: string; groups: string[]; active_status: string };
    userPermissions: ModulePermission[];
    manufactures: { _id: string; name: string; stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean } }[];
  }>(
    request,
    token,
    '{ cUser { role groups active_status } userPermissions { module title access { view add update delete } } manufactures { _id name stations { cutting printing sewing packing } } }',
  );
  return { user: { ...me.cUser, permissions: me.userPermissions }, manufactures: me.manufactures };
}

/**
 * In the editor: types `text`, finds `font` by searching `query`, takes the first suggestion by keyboard
 * (ArrowDown, Enter) once the suggestions show it, and adds the text layer.
 */
export async function addTextLayer(page: Page, text: string, font: string, query = font): Promise<void> {
  await page.getByTestId('menu-text-tab').click();
  await page.getByTestId('text-input').fill(text);
  const search = page.getByTestId('font-search');
  await search.fill(query);
  await expect(page.getByTestId('font-suggestions')).toContainText(font);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByTestId('font-chosen')).toContainText(font);
  await page.getByTestId('add-text').click();
  await expect(page.getByTestId('panel-layer')).toBeVisible();
}

/**
 * Opens `path` in the running SPA without reloading it, as a link does (the router follows the history
 * entry), and waits until the shell shows the screen it lands on (a redirect's too); loads the SPA at
 * `path` when the page shows no shell yet, and reloads a screen already shown (a fresh read). A spec
 * moves between screens this way and pays for one boot, not one per screen.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const shown = page.url().startsWith(BASE_URL)
    ? await page
        .locator('main[data-location]')
        .getAttribute('data-location', { timeout: 1 })
        .catch(() => null)
    : null;
  if (shown === null || shown === path) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // The shell's main names the screen it shows and is busy while the next one loads (app/layouts/ShellLayouts.tsx); a redirect to a blank-layout page removes it.
  await page.waitForFunction((before) => {
    const main = document.querySelector('main[data-location]');
    return !main || (main.getAttribute('data-location') !== before && main.getAttribute('aria-busy') !== 'true');
  }, shown);
}

/** A picture for people to look at (SHOTS=1, `pnpm --filter @pod/web run shots`); the suite itself takes none. */
export async function shot(
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.SHOTS === '1') await target.screenshot(options);
}

/**
 * Boots a shared page at `path` in `language` (saved on the user's customizer first, as a returning user
 * finds it). A switch in the running SPA would race the feature bundles of the screen under test.
 */
export async function bootInLanguage(shared: SharedPage, request: APIRequestContext, language: string, path: string): Promise<void> {
  // The screen before may still save a choice of the customizer (a debounced write): leave it first, so it cannot undo this one.
  await shared.page.goto('about:blank');
  await resetCustomizer(request, shared.login.token, { language });
  await shared.page.goto(path);
  await expect(shared.page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Super_root credits a seller with the total of some of their orders: other tests of the same worker
 * may have spent the demo seller's credit, so each test pays for its own orders.
 */
export async function creditForOrders(request: APIRequestContext, seller: LoginData, ids: string[]): Promise<void> {
  const orders = await Promise.all(
    ids.map((id) => gql<{ order: { total: string } }>(request, seller.token, 'query($id: ID!) { order(_id: $id) { total } }', { id })),
  );
  const cents = orders.reduce((sum, o) => sum + Math.round(Number(o.order.total) * 100), 0);
  const admin = await apiLogin(request, emailOf('super_root'));
  await gql(request, admin.token, 'mutation($id: ID!, $a: Flex!) { adjustCredit(user_id: $id, amount: $a, message: "e2e: pays for its own orders") { _id } }', {
    id: seller._id,
    a: (cents / 100).toFixed(2),
  });
}

/** Root takes payment for a seller's orders (credited first, see `creditForOrders`) and checks each was paid. */
export async function payOrders(request: APIRequestContext, seller: LoginData, ids: string[]): Promise<void> {
  await creditForOrders(request, seller, ids);
  const root = await apiLogin(request, emailOf('root'));
  const paid = await gql<{ processOrders: Array<{ ok: boolean; reason: string | null }> }>(
    request,
    root.token,
    'mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok reason } }',
    { ids },
  );
  expect(paid.processOrders).toEqual(ids.map(() => ({ ok: true, reason: null })));
}
