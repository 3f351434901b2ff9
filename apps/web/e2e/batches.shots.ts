import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin } from './helpers';

// A script, not a test: screenshots of the Batch Items screen in English and German for a person to look at.
// `pnpm --filter @pod/web run shots -- e2e/batches.shots.ts`
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

for (const lng of ['en', 'de']) {
  test(`batch screens ${lng}`, async ({ page, context, request }) => {
    const login = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, login.token, { language: lng });
    await tokenLogin(context, BASE_URL, login);
    const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, login.token, '{ manufactures { _id } }');
    await page.goto(`/manufactures/${manufactures[0]._id}/mrp_batch?status=Producting`);
    const row = page.getByTestId('batches-table').getByTestId('list-row').first();
    await row.waitFor();
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/batches-${lng}.png`, fullPage: true });
    await row.click();
    await page.getByTestId('batch-production-row').first().waitFor();
    await page.getByTestId('batch-print-labels').click();
    await page.getByTestId('batch-labels-link').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/batch-drawer-${lng}.png` });
    await resetCustomizer(request, login.token);
  });
}
