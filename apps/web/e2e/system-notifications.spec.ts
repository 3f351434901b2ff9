import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin, shot } from './helpers';

const SHOTS = '/tmp/shots/system-notifications';
const UNTRANSLATED = /\b(list|tab|col|new|audience|trash|banner|roles)\.[a-z_]+/;
const SUBJECT_PREFIX = 'Price list update';

// The announcement goes to every seller: trashed afterwards (passed or not), so no later test's seller sees its banner.
test.afterAll(async ({ request }) => {
  const sr = await apiLogin(request, emailOf('super_root'));
  const { systemNotifications } = await gql<{ systemNotifications: Array<{ _id: string; subject: string }> }>(
    request,
    sr.token,
    '{ systemNotifications(status: "all", perPage: 100) { _id subject } }',
  );
  for (const a of systemNotifications.filter((n) => n.subject.startsWith(SUBJECT_PREFIX)))
    await gql(request, sr.token, `mutation { trashSystemNotification(_id: "${a._id}") { _id } }`);
});

test('super_root sends an important announcement to sellers; the seller reads it from the banner; English and German are axe-clean', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const sr = await apiLogin(request, emailOf('super_root'));
  await resetCustomizer(request, sr.token);
  await tokenLogin(page.context(), BASE_URL, sr);
  const subject = `${SUBJECT_PREFIX} ${Date.now().toString(36)}`;

  // The seeded announcements: the demo logins have read every delivered one, so no banner shows.
  await page.goto('/system-notification/all');
  await expect(page.getByTestId('page-title')).toHaveText('System Notifications', { timeout: 90_000 });
  await expect(page.getByTestId('announcement-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('announcement-banner')).toHaveCount(0);
  const seller = await apiLogin(request, emailOf('sale'));
  const mine = () =>
    gql<{ myAnnouncements: Array<{ subject: string }> }>(request, seller.token, '{ myAnnouncements { subject } }').then((d) =>
      d.myAnnouncements.map((a) => a.subject),
    );
  expect(await mine()).toEqual([]);

  // Sent through the dialog: important, to the users of the `sale` role, published now.
  await page.getByTestId('announcement-new').click();
  const dialog = page.getByTestId('announcement-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('field-subject').fill(subject);
  await dialog.getByTestId('field-content').fill('New base prices apply to orders placed from Monday.');
  await dialog.getByTestId('field-audience').selectOption('roles');
  await dialog.getByTestId('announcement-submit').click();
  await expect(dialog.getByTestId('error-roles')).toBeVisible();
  await dialog.getByTestId('check-role-sale').click();
  await dialog.getByTestId('check-important').click();
  await dialog.getByTestId('announcement-submit').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const row = page.getByTestId('announcement-row').filter({ hasText: subject });
  await expect(row.getByTestId('announcement-reads')).toHaveText(/^0 of [1-9]\d*$/, { timeout: 20_000 });

  // The seller sees the banner, marks it read: it goes, and stays gone after a reload.
  await resetCustomizer(request, seller.token);
  const sellerContext = await browser.newContext();
  await tokenLogin(sellerContext, BASE_URL, seller);
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto('/dashboard');
  const banner = sellerPage.getByTestId('announcement').filter({ hasText: subject });
  await expect(banner).toBeVisible({ timeout: 90_000 });
  await banner.getByTestId('announcement-read').click();
  await expect(banner).toBeHidden();
  await expect.poll(mine, { timeout: 20_000 }).not.toContain(subject);
  await sellerPage.reload();
  await expect(sellerPage.getByTestId('navbar')).toBeVisible({ timeout: 60_000 });
  await screenSettled(sellerPage);
  await expect(sellerPage.getByTestId('announcement').filter({ hasText: subject })).toHaveCount(0);
  await sellerContext.close();

  // The list counts the read.
  await page.reload();
  await expect(row.getByTestId('announcement-reads')).toHaveText(/^1 of [1-9]\d*$/, { timeout: 20_000 });

  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, sr.token, { language });
    await page.goto('/system-notification/all');
    await expect(page.getByTestId('announcement-row').filter({ hasText: subject })).toBeVisible({ timeout: 30_000 });
    await screenSettled(page);
    expect(await page.locator('body').innerText()).not.toMatch(UNTRANSLATED);
    await shot(page, { path: `${SHOTS}/list-${language}.png`, fullPage: true });
    await expectNoViolations(page, `system notifications list (${language})`);

    await page.getByTestId('announcement-new').click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('field-audience').selectOption('roles');
    await expect(dialog.getByTestId('check-role-sale')).toBeVisible();
    await screenSettled(page);
    expect(await dialog.innerText()).not.toMatch(UNTRANSLATED);
    await shot(page, { path: `${SHOTS}/dialog-${language}.png` });
    await expectNoViolations(page, `new announcement dialog (${language})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await resetCustomizer(request, sr.token);
});
