import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, waitForSubscription } from './helpers';

test('a notification created on the server arrives live; opening it marks it read and follows its target', async ({ page, context, request }) => {
  const root = await apiLogin(request, emailOf('root'));
  const admin = await apiLogin(request, emailOf('super_root'));
  await gql(request, root.token, 'mutation { notificationReadAll }');
  // The relative times below are English: root's language is this test's own, not what another test left.
  await resetCustomizer(request, root.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, root);
  const subscribed = waitForSubscription(page, 'NotificationAdded');
  await page.goto('/profile/info');
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await subscribed;

  const subject = `E2E order ${Date.now()}`;
  await gql(
    request,
    admin.token,
    'mutation($u: ID!, $s: String!, $r: String) { notificationSend(user_id: $u, type: "Order", subject: $s, content: "Created by the browser test", referent: $r) { _id } }',
    {
      u: root._id,
      s: subject,
      r: 'ORD-42',
    },
  );
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').filter({ hasText: subject });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-status', 'New');
  await expect(item).toHaveCSS('opacity', '1');
  const made = page.waitForResponse((r) => (r.request().postData() ?? '').includes('NotificationMake'));
  await item.click();
  await made;
  await expect(page).toHaveURL(/\/orders\?status=All&search=ORD-42$/);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  await page.getByTestId('notification-bell').click();
  const again = page.getByTestId('notification-item').filter({ hasText: subject });
  await expect(again).toHaveAttribute('data-status', 'Readed');
  expect(Number(await again.evaluate((e) => getComputedStyle(e).opacity))).toBeLessThan(1);
  await expect(again).toContainText(/second|just now|minute/);
});

test('read all clears the count; the list pages by 20 while scrolling', async ({ page, context, request }) => {
  const user = await apiLogin(request, emailOf('order_qc'));
  const admin = await apiLogin(request, emailOf('super_root'));
  for (let i = 0; i < 25; i++) {
    await gql(
      request,
      admin.token,
      'mutation($u: ID!, $s: String!) { notificationSend(user_id: $u, type: "Item", subject: $s, content: "paging", referent: "I-1") { _id } }',
      {
        u: user._id,
        s: `Paging ${i}`,
      },
    );
  }
  await tokenLogin(context, BASE_URL, user);
  const pages: string[] = [];
  page.on('request', (r) => {
    // The page travels as a variable (each page is its own cache entry); the size in the per-page header.
    const body = r.postData() ?? '';
    if (body.includes('query Notifications(')) pages.push(String((JSON.parse(body) as { variables?: { page?: number } }).variables?.page ?? ''));
  });
  await page.goto('/profile/info');
  await expect(page.getByTestId('notification-count')).not.toHaveCount(0);
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await page.getByTestId('notification-list').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(() => pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.slice(0, 2)).toEqual(['1', '2']);
  await expect.poll(() => page.getByTestId('notification-item').count()).toBeGreaterThan(20);
  await page.getByTestId('notification-read-all').click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.locator('[data-testid=notification-item][data-status=New]')).toHaveCount(0);
});
