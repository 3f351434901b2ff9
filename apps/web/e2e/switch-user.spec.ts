import { expect, test } from '@playwright/test';
import { emailOf, openInApp, uiLogin } from './helpers';

test('a super user switches to another user and back to the screen they were on, from a 404 too', async ({ page, context }) => {
  await uiLogin(page, emailOf('super_root'));
  await openInApp(page, '/user-groups');
  await expect(page.getByTestId('impersonation-marker')).toHaveCount(0);
  await page.getByTestId('switch-user-toggle').click();
  const search = page.waitForRequest((r) => (r.postData() ?? '').includes('SwitchUserSearch') && r.headers()['per-page'] === '50');
  await page.getByTestId('switch-user-search').fill('sale@demo.pod');
  await search;
  const switched = page.waitForRequest((r) => (r.postData() ?? '').includes('mutation SwitchUser') && !!r.headers()['x-super-token']);
  await page.locator('[data-testid=switch-user-row][data-email="sale@demo.pod"]').click();
  await switched;

  await expect(page.getByTestId('impersonation-marker')).toContainText(/Sofia Seller|sale@demo\.pod/);
  await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', 'seller');
  const fake = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.headers()['x-fake-login'] === '1');
  await page.reload();
  await fake;
  expect((await context.cookies()).map((c) => c.name)).toContain('pod_original_token');

  // An admin screen is a 404 for the seller, and it still offers the way back.
  await page.goto('/users/Opened');
  await expect(page.getByTestId('page-404')).toBeVisible();
  await page.getByTestId('impersonation-back').click();
  await expect(page.getByTestId('impersonation-marker')).toHaveCount(0);
  await expect(page).toHaveURL(/\/user-groups$/);
  await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', 'vertical');
  await expect(page.getByTestId('switch-user-toggle')).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('pod_original_token');
});

test('users without the super token have no switch user', async ({ page }) => {
  await uiLogin(page, emailOf('fulfiller'));
  await expect(page.getByTestId('switch-user-toggle')).toHaveCount(0);
});
