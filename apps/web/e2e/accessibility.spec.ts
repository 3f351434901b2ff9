import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, tokenLogin } from './helpers';
import { expectNoViolations } from './a11y';
import { walkEveryMenu } from './a11y-walk';

/** axe-core (WCAG 2.0/2.1 A and AA): the sign-in pages and 404 signed out, every menu screen of every role in English (e2e/a11y-walk.ts; German in accessibility-de.spec.ts), and the kit's overlays. */
test.describe('signed out', () => {
  for (const path of ['/login', '/register', '/404']) {
    test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main, [data-testid=page-404], form').first()).toBeVisible();
      await expectNoViolations(page, path);
    });
  }
});

walkEveryMenu('en');

test('the kit’s drawer, dialog and lightbox have no WCAG A/AA violation', async ({ page, context, request }) => {
  const login = await apiLogin(request, emailOf('root'));
  await tokenLogin(context, BASE_URL, login);
  await page.goto('/kit');
  await page.getByTestId('kit-data-table').getByTestId('list-row').first().click();
  await expect(page.getByTestId('kit-drawer')).toBeVisible();
  await expectNoViolations(page, 'kit drawer');
  await page.keyboard.press('Escape');
  await page.getByTestId('kit-data-table').getByTestId('thumbnail').first().click();
  await expect(page.getByTestId('lightbox')).toBeVisible();
  await expectNoViolations(page, 'kit lightbox');
  await page.keyboard.press('Escape');
  await page.getByTestId('kit-data-table').getByTestId('select-row').first().click();
  await page.getByTestId('kit-bulk-disable').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await expectNoViolations(page, 'kit confirm dialog');
});
