import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
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

export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3199'}`;

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
