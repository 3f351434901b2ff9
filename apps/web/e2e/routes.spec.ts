import { expect, test } from '@playwright/test';
import { flattenMenu, menuFor } from './shared';
import { BASE_URL, ROLES, apiLogin, emailOf, menuContextOf, tokenLogin } from './helpers';

/** The links of a user's sidebar (spec section 2, packages/shared menu), as a reload or a bookmark opens them. */
async function menuLinksOf(request: Parameters<typeof menuContextOf>[0], token: string): Promise<string[]> {
  return flattenMenu(menuFor(await menuContextOf(request, token)))
    .map((i) => i.link)
    .filter((link): link is string => !!link);
}

test('every menu route of every role answers the SPA on a direct load (reload, deep link, bookmark), never the API', async ({ request }) => {
  const seen = new Set<string>();
  for (const role of ROLES) {
    const login = await apiLogin(request, emailOf(role));
    for (const link of await menuLinksOf(request, login.token)) seen.add(link);
  }
  expect([...seen]).toEqual(expect.arrayContaining(['/storage', '/billing/invoice', '/dashboard', '/files/all']));
  for (const link of seen) {
    const res = await request.get(link, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect({ link, status: res.status(), type: res.headers()['content-type'] }).toEqual({ link, status: 200, type: expect.stringMatching(/^text\/html/) });
    expect(await res.text()).toContain('<div id="root">');
  }
});

/** Reloaded in the browser too (the HTTP check above covers every route): the one that shared the stored files' old prefix, and a seller screen of each kind. */
const RELOADED: Array<[string, string[]]> = [
  ['super_root', ['/storage', '/users/all']],
  ['sale', ['/billing/invoice', '/dashboard']],
];

for (const [role, links] of RELOADED) {
  test(`${role}: ${links.join(', ')} survive a reload in the browser`, async ({ page, context, request }) => {
    test.setTimeout(300_000);
    const login = await apiLogin(request, emailOf(role));
    await tokenLogin(context, BASE_URL, login);
    expect(await menuLinksOf(request, login.token)).toEqual(expect.arrayContaining(links));
    for (const link of links) {
      await page.goto(link);
      await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 30_000 });
      const reloaded = await page.reload();
      expect({ link, type: reloaded?.headers()['content-type'] }).toEqual({ link, type: expect.stringMatching(/^text\/html/) });
      await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(new RegExp(`${link}$`));
    }
  });
}

test('bare list paths open their /all tab with the query kept, not "not built yet"', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const signIn = async (role: string) => {
    await context.clearCookies();
    await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf(role)));
  };
  const opens = async (from: string, to: string) => {
    await page.goto(from);
    // The target screen loads on demand; the URL changes once it has.
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`), { timeout: 30_000 });
    await expect(page.getByTestId('not-built')).toHaveCount(0);
  };
  await signIn('super_root');
  await opens('/users?search=demo', '/users/all?search=demo');
  await signIn('root');
  await opens('/files?name=art', '/files/all?name=art');
  await opens('/billing/history?type=topup', '/billing/history/all?type=topup');
  for (const path of ['/locations', '/fulfillments', '/billing/production-history']) await opens(`${path}?page=2`, `${path}/all?page=2`);
  await signIn('sale');
  await opens('/fulfilments', '/fulfilments/all');
});
