import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, PASSWORD, apiLogin, emailOf, resetCustomizer, tokenLogin } from './helpers';

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.locator('input[name=name]').fill('Theme Tester');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=confirm]').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('navbar')).toBeVisible();
}

async function pick(page: Page, group: string, value: string) {
  const save = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SaveCustomizer'));
  await page.getByTestId(`customizer-${group}`).locator(`[data-value="${value}"]`).click();
  await save;
}

test('customizer choices are applied, saved, and survive logout + login', async ({ page }) => {
  const email = `e2e-theme-${Date.now()}@demo.pod`;
  await register(page, email);
  await page.getByTestId('customizer-toggle').first().click();
  await expect(page.getByTestId('customizer-panel')).toBeVisible();

  await pick(page, 'theme', 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await pick(page, 'menuTheme', 'success');
  await pick(page, 'navbarColor', 'primary');
  await pick(page, 'navbarType', 'floating');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-navbar-type', 'floating');
  await pick(page, 'footerType', 'static');
  const rtlSave = page.waitForResponse((r) => (r.request().postData() ?? '').includes('SaveCustomizer'));
  await page.getByTestId('customizer-rtl').click();
  await rtlSave;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('customizer-panel-close').click();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out, the defaults are back.
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-navbar-type', 'floating');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('footer')).toHaveCSS('position', 'static');

  // Semi-dark: light content, dark menu.
  await page.getByTestId('customizer-toggle').first().click();
  await pick(page, 'theme', 'semi-dark');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByTestId('sidebar')).toHaveClass(/dark/);
});

test('horizontal layout offers no semi-dark and shows the top menu', async ({ page, context, request }) => {
  const login = await apiLogin(request, emailOf('fulfiller'));
  await resetCustomizer(request, login.token);
  await tokenLogin(context, BASE_URL, login);
  await page.goto('/profile/info');
  await page.getByTestId('customizer-toggle').first().click();
  await pick(page, 'layout', 'horizontal');
  await expect(page.getByTestId('top-menu')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page.getByTestId('customizer-theme').locator('[data-value="semi-dark"]')).toBeDisabled();
  await resetCustomizer(request, login.token);
});

test('hidden navbar keeps a way to the customizer; sidebar collapse is saved', async ({ page }) => {
  await register(page, `e2e-theme2-${Date.now()}@demo.pod`);
  await page.getByTestId('customizer-toggle').first().click();
  await pick(page, 'navbarType', 'hidden');
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  const save = page.waitForResponse((r) => (r.request().postData() ?? '').includes('SaveCustomizer'));
  await page.getByTestId('customizer-sidebarCollapsed').click();
  await save;
  await page.getByTestId('customizer-panel-close').click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('customizer-toggle').click();
  await pick(page, 'navbarType', 'sticky');
  await expect(page.getByTestId('navbar')).toBeVisible();
});
