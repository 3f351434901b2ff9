import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, tokenLogin, shot } from './helpers';

/** Intake tokens: an API token with chosen scopes, and a store's push token shown once. */

const ORDERS = '{ orders(status: "All") { _id } }';
const PRODUCTS = '{ productPresetCount }';

async function callWith(request: import('@playwright/test').APIRequestContext, token: string, query: string) {
  const res = await request.post('/graphql', { data: { query }, headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  return body.errors?.[0]?.extensions?.code ?? 'ok';
}

test('a seller makes an API token with the scopes they choose; it can do exactly that', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  await page.goto('/orders');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-api-token').click();
  const dialog = page.getByTestId('api-token-dialog');
  await expect(dialog).toBeVisible();
  const choice = dialog.getByTestId('api-token-scope-choice');
  // Only products (read): first clear whatever the current token holds.
  for (const box of await choice.locator('[data-testid^="check-scope-"]').all()) {
    if ((await box.getAttribute('data-state')) === 'checked') await box.click();
  }
  await expect(dialog).toContainText('Choose at least one scope.');
  await expect(dialog.getByTestId('api-token-regenerate')).toBeDisabled();
  await choice.getByTestId('check-scope-products-read').click();
  await dialog.getByTestId('api-token-regenerate').click();
  const token = await dialog.getByTestId('api-token-value').inputValue();
  expect(token).toMatch(/^pod_/);
  await expect(dialog.getByTestId('api-token-scopes')).toHaveText('Products: read');
  await shot(page, { path: '/tmp/api-token-scopes-en.png' });
  await expectNoViolations(page, 'API token dialog');
  expect(await callWith(request, token, ORDERS)).toBe('FORBIDDEN');
  expect(await callWith(request, token, PRODUCTS)).toBe('ok');

  // Orders too: the new token reads orders; the old one stopped working.
  await choice.getByTestId('check-scope-orders-write').click();
  await dialog.getByTestId('api-token-regenerate').click();
  await expect(dialog.getByTestId('api-token-value')).not.toHaveValue(token);
  const second = await dialog.getByTestId('api-token-value').inputValue();
  await expect(dialog.getByTestId('api-token-scopes')).toHaveText('Orders: write, Products: read');
  expect(await callWith(request, token, ORDERS)).toBe('UNAUTHENTICATED');
  expect(await callWith(request, second, ORDERS)).toBe('ok');
});

test('a seller gives a store a push token: shown once, rotated, then revoked', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.goto('/stores');
  const name = `Token shop ${Date.now()}`;
  await page.getByTestId('new-store').getByLabel('Store name').fill(name);
  await page.getByTestId('store-save').click();
  const row = page.getByTestId('stores-table').locator('tr', { hasText: name });
  await expect(row).toContainText('No token');

  await row.getByRole('button', { name: 'Make token' }).click();
  const dialog = page.getByTestId('store-token-dialog');
  const first = await dialog.getByTestId('store-token-value').inputValue();
  expect(first).toMatch(/^podst_/);
  await dialog.getByTestId('store-token-copy').click();
  await expect(dialog).toContainText('Copied to the clipboard.');
  await shot(page, { path: '/tmp/store-token-en.png' });
  await expectNoViolations(page, 'store token dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Only its start stays on the screen.
  await expect(row).toContainText(first.slice(0, 18));
  await expect(page.locator('body')).not.toContainText(first);
  // A store token pushes orders only.
  expect(await callWith(request, first, ORDERS)).toBe('FORBIDDEN');

  await row.getByRole('button', { name: 'New token' }).click();
  const again = page.getByTestId('store-token-dialog').getByTestId('store-token-value');
  await expect(again).not.toHaveValue(first);
  const second = await again.inputValue();
  await page.keyboard.press('Escape');
  expect(await callWith(request, first, ORDERS)).toBe('UNAUTHENTICATED');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByTestId('confirm-yes').click();
  await expect(row).toContainText('No token');
  expect(await callWith(request, second, ORDERS)).toBe('UNAUTHENTICATED');
});
