import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, signedInEachTest } from './helpers';

/** Seller invitations: made and copied on the Users screen, used through their link; the login page's sign-up link follows the setting. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-invitations';
const run = Date.now().toString(36);

test.use({ trace: 'off' });

/** Opens `path` with `/api/public-config` answering this registration setting (the server's own is fixed for the run), once the page has read it. */
async function openWithRegistration(page: Page, path: string, registration: 'open' | 'invite' | 'closed') {
  await page.unroute('**/api/public-config');
  await page.route('**/api/public-config', (route) => route.fulfill({ json: { data: { returnOrigins: [], registration } } }));
  const read = page.waitForResponse('**/api/public-config');
  await page.goto(path);
  await read;
  await expect(page.getByTestId('login-submit')).toBeVisible();
}

test.describe('invitations on the Users screen', () => {
  signedInEachTest('super_root', SHOTS);

  test('super_root invites a seller; the link signs the seller up; revoked invitations leave the list', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto('/users/all');
    await page.getByTestId('invite-seller').click();
    const dialog = page.getByTestId('invite-dialog');
    await expect(dialog.getByTestId('invite-role')).toHaveText('Seller');
    const email = `invited-${run}@example.com`;
    await dialog.getByTestId('field-invite-email').fill(email);
    await dialog.getByTestId('field-invite-days').selectOption('14');
    await dialog.getByTestId('invite-create').click();
    const link = await dialog.getByTestId('invite-link-value').inputValue();
    expect(link).toMatch(new RegExp(`^${BASE_URL}/register\\?invite=[\\w-]+$`));
    await dialog.getByTestId('invite-link-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(dialog.getByTestId('invitation-row').filter({ hasText: email })).toBeVisible();

    // A stranger (no session) opens the link and signs up as a seller.
    const stranger = await browser.newContext();
    const signUp = await stranger.newPage();
    await signUp.goto(link);
    await signUp.locator('input[name=name]').fill('Invited Seller');
    await signUp.locator('input[name=email]').fill(email);
    await signUp.locator('input[name=password]').fill('Invited-pass-1');
    await signUp.locator('input[name=confirm]').fill('Invited-pass-1');
    await signUp.getByTestId('register-submit').click();
    await expect(signUp.getByTestId('navbar')).toBeVisible();
    await stranger.close();

    // Another invitation, for anyone, revoked: it leaves the pending list.
    await dialog.getByTestId('field-invite-email').fill('');
    await dialog.getByTestId('invite-create').click();
    const anyone = dialog.getByTestId('invitation-row').filter({ hasText: 'Anyone with the link' });
    await expect(anyone).toHaveCount(1);
    await anyone.getByTestId('invitation-revoke').click();
    await expect(anyone).toHaveCount(0);
  });
});

test.describe('the login page follows the registration setting', () => {
  test('closed hides sign-up (the card link and the navbar button); invite shows it only with a code, leading to the sign-up page with it; open shows it', async ({
    page,
  }) => {
    const signUp = page.getByRole('link', { name: 'Create an account' });
    const navSignUp = page.getByTestId('nav-sign-up');
    await openWithRegistration(page, '/login', 'closed');
    await expect(signUp).toHaveCount(0);
    await expect(navSignUp).toHaveCount(0);
    await openWithRegistration(page, '/login?invite=abc123', 'invite');
    await expect(signUp).toHaveAttribute('href', '/register?invite=abc123');
    await expect(navSignUp).toHaveAttribute('href', '/register?invite=abc123');
    await openWithRegistration(page, '/login', 'invite');
    await expect(signUp).toHaveCount(0);
    await expect(navSignUp).toHaveCount(0);
    await openWithRegistration(page, '/login', 'open');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
