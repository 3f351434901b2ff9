import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin, shot } from './helpers';

const SHOTS = '/tmp/shots/extensions';

test('super_root creates a rule set with field mappings, saves version 2, switches it off; English and German are axe-clean', async ({ page, request }) => {
  test.setTimeout(400_000);
  mkdirSync(SHOTS, { recursive: true });
  const sr = await apiLogin(request, emailOf('super_root'));
  await resetCustomizer(request, sr.token);
  await tokenLogin(page.context(), BASE_URL, sr);
  const name = `Shopify orders ${Date.now().toString(36)}`;

  await page.goto('/extensions');
  await expect(page.getByTestId('page-title')).toHaveText('Extensions', { timeout: 90_000 });
  await expect(page.getByTestId('extension-row').first()).toBeVisible({ timeout: 20_000 });

  // A new rule set: a bad page match is refused under its field before anything is sent.
  await page.getByTestId('new-extension').click();
  const drawer = page.getByTestId('extension-drawer');
  await drawer.getByTestId('field-marketplace').selectOption('shopify');
  await drawer.getByTestId('field-name').fill(name);
  await drawer.getByTestId('field-page_match').fill('admin.shopify.com/orders');
  await drawer.getByTestId('field-mapping-0-field').selectOption('order_number');
  await drawer.getByTestId('field-mapping-0-selector').fill('.order-name');
  await drawer.getByTestId('add-mapping').click();
  await drawer.getByTestId('field-mapping-1-field').selectOption('buyer_name');
  await drawer.getByTestId('field-mapping-1-selector').fill('.customer-card h3');
  await drawer.getByTestId('add-mapping').click();
  await drawer.getByTestId('field-mapping-2-field').selectOption('image');
  await drawer.getByTestId('field-mapping-2-selector').fill('.line-item img');
  await drawer.getByTestId('field-mapping-2-attribute').fill('src');
  await drawer.getByTestId('save-extension').click();
  await expect(drawer.getByTestId('error-page_match')).toBeVisible();
  await drawer.getByTestId('field-page_match').fill('https://admin.shopify.com/store/*/orders/*');
  await drawer.getByTestId('save-extension').click();
  await expect(drawer.getByText(`${name} · v1`)).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByTestId('version-row')).toHaveCount(1);

  // Version 2: one mapping removed, the page match narrowed.
  await drawer.getByTestId('remove-mapping-1').click();
  await expect(drawer.getByTestId('mapping-row')).toHaveCount(2);
  await drawer.getByTestId('field-page_match').fill('https://admin.shopify.com/store/*/orders/*?*');
  await drawer.getByTestId('field-note').fill('Buyer name comes from the address now');
  await drawer.getByTestId('save-extension').click();
  await expect(drawer.getByText(`${name} · v2`)).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByTestId('version-row')).toHaveCount(2);
  await expect(drawer.getByTestId('restore-v1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Switched off from the list: it moves to the Disabled tab.
  const row = page.getByTestId('extension-row').filter({ hasText: name });
  await expect(row.getByTestId('extension-version')).toHaveText('v2');
  await row.locator('[data-testid^="check-enabled-"]').click();
  await expect(row.getByText('Off')).toBeVisible({ timeout: 20_000 });
  const { extensions } = await gql<{ extensions: Array<{ name: string; enabled: boolean; version: number }> }>(
    request,
    sr.token,
    '{ extensions(marketplace: "shopify") { name enabled version } }',
  );
  expect(extensions.find((e) => e.name === name)).toEqual({ name, enabled: false, version: 2 });

  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, sr.token, { language });
    await page.goto('/extensions?status=disabled');
    await expect(page.getByTestId('extension-row').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
    await screenSettled(page);
    expect(await page.locator('body').innerText()).not.toMatch(/\b(list|col|tab|editor|history|marketplace|field)\.[a-z_]+/);
    await shot(page, { path: `${SHOTS}/list-${language}.png`, fullPage: true });
    await expectNoViolations(page, `extensions list (${language})`);
    await page.getByTestId('extension-row').filter({ hasText: name }).click();
    await expect(page.getByTestId('version-row')).toHaveCount(2, { timeout: 20_000 });
    await screenSettled(page);
    expect(await page.getByTestId('extension-drawer').innerText()).not.toMatch(/\b(editor|history|field|marketplace)\.[a-z_]+/);
    await shot(page, { path: `${SHOTS}/editor-${language}.png` });
    await expectNoViolations(page, `extensions editor (${language})`);
  }
  await resetCustomizer(request, sr.token);
});
