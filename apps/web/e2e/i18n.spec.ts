import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, resetCustomizer, tokenLogin } from './helpers';

const LANGS = [
  { lng: 'en', orders: 'Orders', signIn: 'Sign in', placeholder: 'Order, Item, ...' },
  { lng: 'de', orders: 'Bestellungen', signIn: 'Anmelden', placeholder: 'Bestellung, Artikel, ...' },
  { lng: 'fr', orders: 'Commandes', signIn: 'Se connecter', placeholder: 'Commande, article, ...' },
  { lng: 'pt', orders: 'Pedidos', signIn: 'Entrar', placeholder: 'Pedido, item, ...' },
];
const RAW_KEY =
  /\b(menu|nav|auth|customizer|notifications|user_menu|errors|profile|footer|hold_off|brand|search|bookmarks|switch_user|api_token|quick|roles|languages|placeholder|common)\.[a-z_]+/;

for (const l of LANGS) {
  test(`${l.lng}: the sign-in page and the shell render with no missing keys`, async ({ page, context, request }) => {
    await context.addCookies([{ name: 'pod_lang', value: l.lng, url: BASE_URL }]);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', l.lng);
    await expect(page.getByTestId('nav-sign-in')).toHaveText(l.signIn);
    await expect(page.getByTestId('global-search')).toHaveAttribute('placeholder', l.placeholder);
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);

    const login = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, login.token, { language: l.lng });
    await tokenLogin(context, BASE_URL, login);
    await page.goto('/orders?status=Processing');
    await expect(page.getByTestId('sidebar')).toContainText(l.orders);
    await page
      .getByTestId('sidebar')
      .locator('button[aria-expanded=false]')
      .evaluateAll((els) => els.forEach((e) => (e as HTMLButtonElement).click()));
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('menu-logout')).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(RAW_KEY);
    await page.keyboard.press('Escape');
    await page.getByTestId('customizer-toggle').click();
    await expect(page.getByTestId('customizer-panel')).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    await resetCustomizer(request, login.token);
  });
}

test('the language switch is remembered on the profile', async ({ page, context, request }) => {
  const login = await apiLogin(request, emailOf('accounting'));
  await resetCustomizer(request, login.token);
  await tokenLogin(context, BASE_URL, login);
  await page.goto('/profile/info');
  const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('SaveCustomizer'));
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-fr').click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A fresh browser with no language cookie: the profile's choice applies at login.
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('input[name=email]').fill(emailOf('accounting'));
  await page.locator('input[name=password]').fill('Demo-pass-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await resetCustomizer(request, login.token);
});

test.describe('first visit in the browser’s language', () => {
  test.use({ locale: 'de-DE' });

  test('a signed-out visitor whose browser prefers German sees German; a chosen language still wins', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('nav-sign-in')).toHaveText('Anmelden');
    await context.addCookies([{ name: 'pod_lang', value: 'en', url: BASE_URL }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('nav-sign-in')).toHaveText('Sign in');
  });
});
