import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin } from './helpers';

// A script, not a test: screenshots of the manufacturing screens in English and German for a person to look at.
// `pnpm --filter @pod/web run shots -- e2e/manufacturing.shots.ts`
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

for (const lng of ['en', 'de']) {
  test(`manufacturing screens ${lng}`, async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, login.token, { language: lng });
    await tokenLogin(context, BASE_URL, login);
    const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, login.token, '{ manufactures { _id } }');
    const id = manufactures[0]._id;
    await page.goto(`/manufactures/${id}/mrp?mrp_status=Printing&source=all`);
    await page.getByTestId('productions-table').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/mrp-${lng}.png`, fullPage: true });
    const row = page.getByTestId('production-row').first();
    if (await row.isVisible()) {
      await row.click();
      await page.getByTestId('production-drawer').waitFor();
      await screenSettled(page);
      await page.screenshot({ path: `${dir}/mrp-drawer-${lng}.png` });
      await page.keyboard.press('Escape');
    }
    await page.goto(`/manufactures/${id}/station?station=Printing`);
    const input = page.getByTestId('station-input');
    await input.waitFor();
    for (const line of ['P00000000', 'HELLO', 'SYS-CANCEL', 'P00000001', '2011']) {
      await input.pressSequentially(line);
      await input.press('Enter');
    }
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/station-${lng}.png`, fullPage: true });
    await page.goto('/call-to-action');
    await page.getByTestId('cta-sheet').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/cta-${lng}.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${dir}/cta-print-${lng}.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
}
