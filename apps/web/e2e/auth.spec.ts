import { expect, test } from '@playwright/test';
import { BASE_URL, PASSWORD, apiLogin, emailOf, uiLogin } from './helpers';

test.describe('sign-in', () => {
  // The server answers a code (login_invalid); the page words it in the viewer's language, never the server's English.
  const failures = [
    {
      name: 'wrong password shows the refusal worded from its code',
      email: emailOf('fulfiller'),
      password: 'wrong-password',
      lang: 'en',
      message: 'Email or password is invalid.',
    },
    { name: 'unknown account shows the same refusal', email: 'nobody@demo.pod', password: PASSWORD, lang: 'en', message: 'Email or password is invalid.' },
    { name: 'the refusal in German', email: emailOf('fulfiller'), password: 'wrong-password', lang: 'de', message: 'E-Mail oder Passwort ist ungültig.' },
  ];
  for (const f of failures) {
    test(f.name, async ({ page, context }) => {
      await context.addCookies([{ name: 'pod_lang', value: f.lang, url: BASE_URL }]);
      await page.goto('/login');
      await page.locator('input[name=email]').fill(f.email);
      await page.locator('input[name=password]').fill(f.password);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('auth-error')).toHaveText(f.message);
      await expect(page.getByTestId('auth-error')).not.toHaveText('Email Or Password Invalid');
      await expect(page).toHaveURL(/\/login/);
    });
  }

  test('a network failure shows the translated login error, not the browser English', async ({ page }) => {
    await page.route('**/auth', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await page.locator('input[name=email]').fill(emailOf('fulfiller'));
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText('Login error');
  });

  test('a login answer without cUser is the translated generic login error', async ({ page, context }) => {
    await context.addCookies([{ name: 'pod_lang', value: 'de', url: BASE_URL }]);
    await page.route('**/graphql', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { cUser: null, manufactures: [] } }) }),
    );
    await page.goto('/login');
    await page.locator('input[name=email]').fill(emailOf('fulfiller'));
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText('Anmeldefehler');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'pod_token')).toBeUndefined();
  });

  test('login by token stores it and loads the user', async ({ page, request }) => {
    const { token } = await apiLogin(request, emailOf('fulfiller'));
    await page.goto('/login');
    await page.getByTestId('mode-token').click();
    await page.locator('textarea[name=token]').fill(token);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/orders\?status=Processing$/);
    await expect(page.getByTestId('user-name')).toBeVisible();
  });

  test('an invalid token is refused with the text worded from its code', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('mode-token').click();
    await page.locator('textarea[name=token]').fill('not-a-token');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText('This access token is not valid.');
  });

  test('successful login goes to /orders?status=Processing; logout clears every token', async ({ page, context }) => {
    await uiLogin(page, emailOf('root'));
    await expect(page).toHaveURL(/\/orders\?status=Processing$/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['pod_token', 'pod_super_token']));
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/authenticate/logout') && r.method() === 'POST');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    const left = (await context.cookies()).map((c) => c.name).filter((n) => /token|impersonating/.test(n));
    expect(left).toEqual([]);
    await page.goto('/orders?status=Processing');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('register creates the account and signs in', async ({ page }) => {
    const email = `e2e-${Date.now()}@demo.pod`;
    await page.goto('/register');
    await page.locator('input[name=name]').fill('E2E Seller');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=confirm]').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText('E2E Seller');
  });

  test('register with a used email shows the server message', async ({ page }) => {
    await page.goto('/register');
    await page.locator('input[name=name]').fill('Dup');
    await page.locator('input[name=email]').fill(emailOf('sale'));
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=confirm]').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText('This email is already in use.');
  });
});

test.describe('return reference hand-off', () => {
  const cases = [
    { name: 'same-origin path', ref: '/profile/password', expectUrl: /\/profile\/password$/, handedOff: true },
    { name: 'listed origin', ref: `${BASE_URL}/profile/info`, expectUrl: /\/profile\/info$/, handedOff: true },
    { name: 'unlisted origin is ignored', ref: 'https://evil.example.com/steal', expectUrl: /\/orders\?status=Processing$/, handedOff: false },
    { name: 'protocol-relative is ignored', ref: '//evil.example.com/steal', expectUrl: /\/orders\?status=Processing$/, handedOff: false },
  ];
  for (const c of cases) {
    test(`login ?ref= ${c.name}`, async ({ page }) => {
      const hashes: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) hashes.push(f.url());
      });
      await page.goto(`/login?ref=${encodeURIComponent(c.ref)}`);
      await page.locator('input[name=email]').fill(emailOf('fulfiller'));
      await page.locator('input[name=password]').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(c.expectUrl);
      await expect(page.getByTestId('navbar')).toBeVisible();
      expect(hashes.some((u) => u.includes('#token='))).toBe(c.handedOff);
      // The hand-off hash is consumed and removed from the address bar.
      expect(page.url()).not.toContain('#token=');
    });
  }

  test('register ?ref= hands off after sign-up', async ({ page }) => {
    await page.goto(`/register?ref=${encodeURIComponent('/profile/info')}`);
    await page.locator('input[name=name]').fill('Ref Seller');
    await page.locator('input[name=email]').fill(`e2e-ref-${Date.now()}@demo.pod`);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=confirm]').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/profile\/info$/);
    await expect(page.getByTestId('profile-form')).toBeVisible();
  });
});

test('already signed in: /login goes to the shell, /login?ref= hands off at once', async ({ page }) => {
  await uiLogin(page, emailOf('fulfiller'));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/orders\?status=Processing$/);
  await page.goto(`/login?ref=${encodeURIComponent('/profile/info')}`);
  await expect(page).toHaveURL(/\/profile\/info$/);
  await expect(page.getByTestId('profile-form')).toBeVisible();
});
