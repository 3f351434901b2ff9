import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, resetCustomizer, screenSettled, tokenLogin, shot } from './helpers';
import { expectNoViolations } from './a11y';

/** Screenshots of the kit for people to look at (English and German), and the kit's own behaviour. */
const SHOTS = process.env.KIT_SHOTS_DIR ?? '/tmp/kit-shots';
const RAW_KEY = /\b(kit|table|timeline|errors|common|status|thumbnail)\.[a-z_]+/;

for (const lng of ['en', 'de'] as const) {
  test(`${lng}: the kit's table, form, drawer and timeline`, async ({ page, context, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const login = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, login.token, { language: lng });
    await tokenLogin(context, BASE_URL, login);
    await page.goto('/kit');
    const table = page.getByTestId('kit-table');
    await expect(table.getByTestId('list-row')).toHaveCount(5);

    // Status tabs filter and show counts; sorting by credit flips the order.
    await expect(table.getByTestId('status-count-Active')).toHaveText('3');
    await table.getByTestId('status-tab-Active').click();
    await expect(table.getByTestId('list-row')).toHaveCount(3);
    await table.getByTestId('status-tab-all').click();
    const firstEmail = () => table.getByTestId('list-row').first().getByTestId('user-cell').innerText();
    const before = await firstEmail();
    await table.getByTestId('sort-credit').click();
    expect(await firstEmail()).not.toBe(before);
    await expect(table.getByTestId('money').first()).toHaveText(lng === 'de' ? /^-25,00\s\$$/ : '-$25.00');

    // Selection shows the bulk bar.
    await table.getByTestId('select-row').nth(1).click();
    await expect(table.getByTestId('bulk-bar')).toContainText(lng === 'de' ? '1 ausgewählt' : '1 selected');
    await shot(table, { path: `${SHOTS}/${lng}-table.png` });

    // A row opens its drawer.
    await table.getByTestId('list-row').first().click();
    const drawer = page.getByTestId('kit-drawer');
    await expect(drawer).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/${lng}-drawer.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The form refuses with the shared schema's reasons, in place.
    const form = page.getByTestId('kit-form');
    await form.getByTestId('kit-submit').click();
    await expect(form.getByTestId('error-kit-name')).toBeVisible();
    await expect(form.getByTestId('error-kit-email')).toHaveText(lng === 'de' ? /E-Mail/ : /valid email/);
    await expect(form.getByTestId('error-kit-password')).toBeVisible();
    await shot(form, { path: `${SHOTS}/${lng}-form.png` });

    await shot(page.getByTestId('kit-states'), { path: `${SHOTS}/${lng}-states.png` });
    const timeline = page.getByTestId('kit-timeline');
    await expect(timeline.getByTestId('timeline-entry')).toHaveCount(3);
    await expect(timeline.getByTestId('timeline-acting-as')).toHaveCount(1);
    await shot(timeline, { path: `${SHOTS}/${lng}-timeline.png` });

    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  });
}

for (const lng of ['en', 'de'] as const) {
  test(`${lng}: the import wizard's preview with refused rows`, async ({ page, context, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const login = await apiLogin(request, emailOf('super_root'));
    await resetCustomizer(request, login.token, { language: lng });
    await tokenLogin(context, BASE_URL, login);
    await page.goto('/users/Opened');
    await page.getByTestId('import-button').click();
    const wizard = page.getByTestId('import-wizard');
    await expect(wizard).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/${lng}-import-choose.png` });
    const csv = [
      'email,name,role,status',
      `kit-${lng}-ok@demo.pod,Kit Import,sale,Active`,
      'not-an-email,Bad Row,sale,Active',
      `kit-${lng}-2@demo.pod,,nobody,Sleeping`,
    ].join('\n');
    await wizard.getByTestId('import-file').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(wizard.getByTestId('import-summary')).toBeVisible({ timeout: 30_000 });
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/${lng}-import-preview.png` });
    expect(await wizard.innerText()).not.toMatch(RAW_KEY);
  });
}

test('the kit page has no WCAG A/AA violation with errors shown', async ({ page, context, request }) => {
  const login = await apiLogin(request, emailOf('root'));
  await tokenLogin(context, BASE_URL, login);
  await page.goto('/kit');
  await page.getByTestId('kit-submit').click();
  await expect(page.getByTestId('error-kit-email')).toBeVisible();
  await expectNoViolations(page, 'kit with field errors');
});
