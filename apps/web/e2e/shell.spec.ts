import { expect, test } from '@playwright/test';
import { BASE_URL, PASSWORD, apiLogin, emailOf, gql, resetCustomizer, tokenLogin } from './helpers';
import { formatMoney } from './shared';

test.describe('shell', () => {
  test('narrow screens: the menu opens from the navbar and closes when an item is chosen', async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf('fulfiller'));
    await resetCustomizer(request, login.token);
    await tokenLogin(context, BASE_URL, login);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/profile/info');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.getByTestId('sidebar').locator('[data-menu-id=dashboard]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  });

  test('the sidebar collapses by itself on editor paths', async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, login.token);
    await tokenLogin(context, BASE_URL, login);
    const { productPreset } = await gql<{ productPreset: Array<{ _id: string }> }>(request, login.token, '{ productPreset(page: 1) { _id } }');
    await page.goto(`/editor/preset/${productPreset[0]!._id}`);
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await page.goto('/items/3d-preset');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  });

  test('HOLD OFF banner, credit badge and footer year', async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf('sale'));
    await tokenLogin(context, BASE_URL, login);
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('query CurrentUser')) return route.continue();
      const res = await route.fetch();
      const body = await res.json();
      body.data.cUser.hold_off = true;
      body.data.cUser.total_credit = '1234.5';
      body.data.cUser.vip = 2;
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/orders?status=All');
    await expect(page.getByTestId('hold-off-banner')).toContainText('HOLD OFF');
    await expect(page.getByTestId('hold-off-banner')).toContainText('New orders are temporarily not accepted during peak season.');
    await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney('1234.5'));
    await expect(page.getByTestId('vip-badge')).toHaveText('VIP 2');
    await expect(page.getByTestId('footer')).toContainText(`© ${new Date().getFullYear()}`);
    // Sellers do not get the 'Hide design in production' switch.
    await expect(page.getByTestId('hide-design-switch')).toHaveCount(0);
  });

  test('factory stations and accounting get the hide-design switch but no credit badge; super_root no top-up form', async ({ page, context, request }) => {
    test.setTimeout(150_000);
    for (const role of ['printer', 'accounting'] as const) {
      await context.clearCookies();
      await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf(role)));
      await page.goto('/profile/info');
      await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('hide-design-switch'), role).toBeVisible();
      await expect(page.getByTestId('credit-badge'), role).toHaveCount(0);
    }
    await context.clearCookies();
    await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('super_root')));
    await page.goto('/billing/topup');
    await expect(page.getByTestId('transactions-table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('topup-form')).toHaveCount(0);
    await expect(page.getByTestId('credit-badge')).toHaveCount(0);
  });

  test('hide design in production toggles for those who handle designs in production', async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf('order_qc'));
    await tokenLogin(context, BASE_URL, login);
    await page.goto('/profile/info');
    const sw = page.getByTestId('hide-design-switch');
    await expect(sw).toBeVisible({ timeout: 30_000 });
    const input = sw.locator('input');
    const before = await input.isChecked();
    const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('ToggleDesignProduction'));
    await sw.click();
    await saved;
    await expect(input).toBeChecked({ checked: !before });
    await sw.click();
    await expect(input).toBeChecked({ checked: before });
  });

  test('API token dialog shows the new token once with a copy button', async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf('partner'));
    await tokenLogin(context, BASE_URL, login);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto('/profile/info');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-api-token').click();
    await expect(page.getByTestId('api-token-dialog')).toBeVisible();
    await page.getByTestId('api-token-regenerate').click();
    const value = page.getByTestId('api-token-value');
    await expect(value).toBeVisible();
    const token = await value.inputValue();
    expect(token.length).toBeGreaterThan(20);
    await expect(page.getByTestId('api-token-prefix')).toContainText(token.slice(0, 4));
    await page.getByTestId('api-token-copy').click();
    await expect(page.getByTestId('api-token-dialog')).toContainText('Copied to the clipboard.');
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-api-token').click();
    await expect(page.getByTestId('api-token-value')).toHaveCount(0);
  });

  test('edit profile saves; edit password checks the confirmation before sending', async ({ page, request, context }) => {
    const login = await apiLogin(request, emailOf('cutting'));
    await tokenLogin(context, BASE_URL, login);
    await page.goto('/profile/info');
    const phone = `+49 30 ${Date.now() % 100000}`;
    await page.locator('input[name=phone_number]').fill(phone);
    await page.locator('input[name=skype]').fill('cutting.skype');
    const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('UpdateProfile'));
    await page.getByTestId('profile-save').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.locator('input[name=phone_number]')).toHaveValue(phone);

    await page.goto('/profile/password');
    let sent = false;
    page.on('request', (r) => {
      if ((r.postData() ?? '').includes('UpdatePassword')) sent = true;
    });
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=new_password]').fill('Another-pass-2');
    await page.locator('input[name=confirm_password]').fill('Different-pass-3');
    await page.getByTestId('password-save').click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    expect(sent).toBe(false);
    // Wrong current password: the server's message is shown.
    await page.locator('input[name=password]').fill('not-my-password');
    await page.locator('input[name=confirm_password]').fill('Another-pass-2');
    const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('UpdatePassword'));
    await page.getByTestId('password-save').click();
    await answered;
    await expect(page.getByTestId('toast')).toBeVisible();
  });

  test('signed-out navbar: sign in, sign up and grouped search', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('nav-sign-in')).toBeVisible();
    await page.getByTestId('nav-sign-up').click();
    await expect(page).toHaveURL(/\/register$/);
    const search = page.waitForRequest((r) => r.url().includes('/api/main-search/data?q='));
    await page.getByTestId('global-search').fill('ord');
    await search;
    await expect(page.getByTestId('global-search-results')).toBeVisible();
    const groups = page.getByTestId('global-search-group');
    for (let i = 0; i < (await groups.count()); i++) expect(await groups.nth(i).getByRole('option').count()).toBeLessThanOrEqual(4);
  });
});
