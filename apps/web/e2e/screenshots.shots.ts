import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { BASE_URL, apiLogin, emailOf, resetCustomizer, screenSettled, tokenLogin } from './helpers';

// A script, not a test: it takes screenshots for a person to look at and asserts nothing.
// `pnpm --filter @pod/web run shots` (playwright.shots.config.ts); the test run never picks it up.
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

const combos = [
  { name: 'vertical-light-en', role: 'root', c: {}, lng: 'en' },
  { name: 'vertical-dark-de', role: 'root', c: { theme: 'dark' }, lng: 'de' },
  { name: 'vertical-semidark-fr', role: 'fulfiller', c: { theme: 'semi-dark', menuTheme: 'success' }, lng: 'fr' },
  { name: 'horizontal-light-pt', role: 'root', c: { layout: 'horizontal' }, lng: 'pt' },
  { name: 'horizontal-dark-en', role: 'super_root', c: { layout: 'horizontal', theme: 'dark', navbarColor: 'primary' }, lng: 'en' },
  { name: 'seller-light-en', role: 'sale', c: {}, lng: 'en' },
  { name: 'seller-dark-pt', role: 'sale', c: { theme: 'dark', navbarType: 'floating' }, lng: 'pt' },
  { name: 'printer-collapsed-de', role: 'printer', c: { sidebarCollapsed: true }, lng: 'de' },
  { name: 'vertical-rtl-fr', role: 'order_qc', c: { direction: 'rtl' }, lng: 'fr' },
];

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

for (const x of combos) {
  test(`shot ${x.name}`, async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf(x.role));
    await resetCustomizer(request, login.token, { ...x.c, language: x.lng });
    await tokenLogin(context, BASE_URL, login);
    await page.goto('/orders?status=Processing');
    await page.getByTestId('navbar').or(page.getByTestId('customizer-toggle')).first().waitFor();
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/${x.name}.png` });
    if (x.name === 'vertical-light-en' || x.name === 'horizontal-dark-en') {
      await page.getByTestId('notification-bell').click();
      await screenSettled(page);
      await page.screenshot({ path: `${dir}/${x.name}-bell.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('customizer-toggle').first().click();
      await screenSettled(page);
      await page.screenshot({ path: `${dir}/${x.name}-customizer.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('bookmark-search-toggle').click();
      await screenSettled(page);
      await page.screenshot({ path: `${dir}/${x.name}-bookmarks.png` });
    }
    await resetCustomizer(request, login.token);
  });
}

for (const lng of ['en', 'de', 'fr', 'pt']) {
  test(`shot login ${lng}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'pod_lang', value: lng, url: BASE_URL }]);
    await page.goto('/register');
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/register-${lng}.png` });
  });
}

test('shot mobile and errors', async ({ page, context, request }) => {
  await page.goto('/404');
  await page.screenshot({ path: `${dir}/error-404.png` });
  const login = await apiLogin(request, emailOf('root'));
  await resetCustomizer(request, login.token);
  await tokenLogin(context, BASE_URL, login);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/info');
  await screenSettled(page);
  await page.screenshot({ path: `${dir}/mobile-profile.png` });
  await page.getByTestId('menu-toggle').click();
  await screenSettled(page);
  await page.screenshot({ path: `${dir}/mobile-menu.png` });
});

test('shot switch user, impersonation and starred bar', async ({ page, context, request }) => {
  const login = await apiLogin(request, emailOf('super_root'));
  await resetCustomizer(request, login.token);
  const headers = { Authorization: `Bearer ${login.token}` };
  const list = (await (await request.get('/api/search/bookmarks/data', { headers })).json()).searchResult as { id: string; isBookmarked: boolean }[];
  for (const b of list.slice(0, 12)) await request.post('/api/update/bookmarks', { headers, data: { obj: { id: b.id, isBookmarked: true } } });
  await tokenLogin(context, BASE_URL, login);
  await page.goto('/orders?status=Processing');
  await screenSettled(page);
  await page.screenshot({ path: `${dir}/starred-bar.png` });
  await page.getByTestId('switch-user-toggle').click();
  await page.getByTestId('switch-user-search').fill('demo.pod');
  await screenSettled(page);
  await page.screenshot({ path: `${dir}/switch-user.png` });
  await page.locator('[data-testid=switch-user-row][data-email="fulfiller@demo.pod"]').click();
  await page.getByTestId('impersonation-marker').waitFor();
  await screenSettled(page);
  await page.screenshot({ path: `${dir}/impersonating.png` });
  await page.getByTestId('impersonation-back').click();
  for (const b of list.slice(0, 12)) await request.post('/api/update/bookmarks', { headers, data: { obj: { id: b.id, isBookmarked: false } } });
});
