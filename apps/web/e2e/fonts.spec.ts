import { expect, test } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetCustomizer, screenSettled, signedInEachTest, shot } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

/** The font manager as root: provider switch, search back to page 1, preview text, a custom font upload. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-files';
const run = Date.now().toString(36);
const FONT = join(here, '..', '..', 'api', 'node_modules', '@fontsource', 'roboto', 'files', 'roboto-latin-400-normal.woff2');

const root = signedInEachTest('root', SHOTS);

test('uploads a custom font and shows its preview', async ({ page }) => {
  const family = `E2E Sans ${run}`;
  await page.goto('/files/fonts');
  await expect(page.getByRole('heading', { name: 'Font manager' })).toBeVisible();
  await page.getByTestId('font-toggle-upload').click();
  await page.getByTestId('font-upload-submit').click();
  await expect(page.getByTestId('font-upload-error')).toHaveText('Please give the family name.');
  await page.getByTestId('font-family').fill(family);
  await page.getByTestId('font-input').setInputFiles(FONT);
  await expect(page.getByTestId('font-chosen')).toHaveText('roboto-latin-400-normal.woff2');
  await page.getByTestId('font-upload-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: `${family} uploaded` })).toBeVisible({ timeout: 30_000 });
  // The list switches to custom fonts, searched by the new family.
  await expect(page).toHaveURL(/provider=custom/);
  const card = page.locator(`[data-testid=font-card][data-family="${family}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('regular');
  // The sample is set in the uploaded face itself, and the preview text is what is typed.
  await expect(card.getByTestId('font-sample')).toHaveAttribute('data-loaded', 'true');
  await page.getByTestId('font-preview-text').fill('Sphinx of black quartz');
  await expect(card.getByTestId('font-sample')).toHaveText('Sphinx of black quartz');
  const fontFamily = await card.getByTestId('font-sample').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily).toMatch(/pod-font-/);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('pod-font-') && f.status === 'loaded'))).toBe(true);
  await shot(page, { path: `${SHOTS}/font-uploaded-en.png` });
});

test('provider switch and a search that goes back to page 1', async ({ page }) => {
  await page.goto('/files/fonts?page=3&name=zzz');
  await page.getByTestId('font-provider').getByText('Custom').click();
  await expect(page).toHaveURL(/provider=custom/);
  await expect(page).not.toHaveURL(/page=/);
  await page.goto('/files/fonts?provider=custom&page=2');
  await page.getByTestId('font-search').fill('E2E Sans');
  await page.getByTestId('font-search-go').click();
  await expect(page).toHaveURL(/name=E2E\+Sans/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByTestId('page-info')).toHaveText(/^Page 1 of/);
  await page.getByTestId('font-provider').getByText('Google').click();
  await expect(page).not.toHaveURL(/provider=/);
});

test('screenshots of the font manager in English and German', async ({ page, request }) => {
  // French and Portuguese have the same keys (src/locales/locales.test.ts).
  for (const lng of ['en', 'de']) {
    await resetCustomizer(request, root.token, { language: lng });
    await page.goto('/files/fonts?provider=custom');
    await expect(page.getByTestId('font-card').first()).toBeVisible();
    await page.getByTestId('font-preview-text').fill('Quick brown fox 123');
    await page.getByTestId('font-toggle-upload').click();
    await expect(page.getByTestId('font-preview-text')).toHaveValue('Quick brown fox 123');
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/fonts-list-${lng}.png` });
    expect(await page.locator('body').innerText()).not.toMatch(/\b(upload|provider)\.[a-z_]{2,}\b/);
  }
  await resetCustomizer(request, root.token, { language: 'en' });
});
