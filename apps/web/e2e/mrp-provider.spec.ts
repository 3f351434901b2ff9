import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, resetCustomizer, tokenLogin, type LoginData, shot } from './helpers';

/** /mrp-provider: the seeded provider lines by status, their tracking, and the order page's provider section. */
let root: LoginData;

test.use({ trace: 'off' });

test.beforeAll(async ({ request }) => {
  root = await apiLogin(request, emailOf('root'));
});

test.afterAll(async ({ request }) => {
  await resetCustomizer(request, root.token);
});

test('root sees the seeded provider lines by status with their tracking, a failed one to resend, and the tracking on the order', async ({
  page,
  context,
  request,
}) => {
  await resetCustomizer(request, root.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, root);
  await page.goto('/mrp-provider');
  const table = page.getByTestId('provider-lines-table');
  await expect(table.getByTestId('list-row').first()).toBeVisible();
  for (const tab of ['sent', 'shipped', 'failed']) await expect(page.getByTestId(`status-count-${tab}`)).not.toHaveText('0');

  await page.getByTestId('status-tab-failed').click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(table.getByTestId('list-row').first().getByTestId('resend-line')).toBeVisible();
  await expect(table.getByTestId('line-error').first()).toHaveText('The order file could not be stored; it is tried again.');

  await page.getByTestId('status-tab-shipped').click();
  const shipped = table.getByTestId('list-row').first();
  await expect(shipped.getByTestId('line-tracking')).toHaveAttribute('href', /^https:\/\//);
  await expect(shipped.getByTestId('line-file')).toBeVisible();
  await shot(page, { path: '/tmp/mrp-provider-en.png', fullPage: true });
  await expectNoViolations(page, 'provider lines');

  const number = (await shipped.getByTestId('line-order').innerText()).trim();
  await shipped.getByTestId('line-order').click();
  await expect(page.getByTestId('section-providers')).toBeVisible();
  await expect(page.getByTestId('section-providers').getByTestId('provider-tracking').first()).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
});
