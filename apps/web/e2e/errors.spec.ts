import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, tokenLogin } from './helpers';

const cases = [
  { status: 404, url: /\/404$/, testId: 'page-404' },
  { status: 500, url: /\/500$/, testId: 'page-500' },
  { status: 503, url: /\/maintenance$/, testId: 'page-maintenance' },
];

test.describe('HTTP status table', () => {
  for (const c of cases) {
    test(`GraphQL ${c.status} redirects`, async ({ page, context, request }) => {
      await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('order_qc')));
      await page.route('**/graphql', (route) =>
        route.fulfill({ status: c.status, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'x' }] }) }),
      );
      await page.goto('/orders?status=Processing');
      await expect(page).toHaveURL(c.url);
      await expect(page.getByTestId(c.testId)).toBeVisible();
    });
  }

  test('502 is rejected without a redirect and the message is shown', async ({ page, context, request }) => {
    await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('order_qc')));
    await page.route('**/graphql', (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }));
    await page.goto('/orders?status=Processing');
    await expect(page.getByTestId('session-error')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\?status=Processing$/);
  });

  test('a network error is rejected without a redirect', async ({ page, context, request }) => {
    await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('order_qc')));
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.goto('/orders?status=Processing');
    await expect(page.getByTestId('session-error')).toBeVisible();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('navbar')).toBeVisible();
  });

  test('an unknown route goes to /404; signed out the shell sends you to /login', async ({ page, context, request }) => {
    await page.goto('/orders?status=Processing');
    await expect(page).toHaveURL(/\/login$/);
    await tokenLogin(context, BASE_URL, await apiLogin(request, emailOf('order_qc')));
    await page.goto('/no-such-screen');
    await expect(page).toHaveURL(/\/404$/);
  });
});
