import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { BASE_URL, addTextLayer, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, type LoginData } from './helpers';

/**
 * Fidelity: the browser's konva export of a side's print area and the server's print file of the
 * same document (text in two fonts from the font manager's files, a clipart rotated and scaled, a
 * hidden layer) differ in fewer than 1% of their pixels. The print file is the like-for-like
 * comparison: layers only, at the print's full size, no fabric maps.
 */
test.use({ trace: 'off' });
test.setTimeout(240_000);

let seller: LoginData;
let presetId: string;

test.beforeAll(async ({ request }) => {
  seller = await apiLogin(request, emailOf('sale'));
  await resetCustomizer(request, seller.token, { language: 'en' });
  const data = await gql<{ productPreset: Array<{ _id: string; image: string | null }> }>(request, seller.token, '{ productPreset(page: 1) { _id image } }');
  presetId = (data.productPreset.find((p) => p.image) ?? data.productPreset[0])._id;
});

async function setField(page: Page, name: string, value: number) {
  const input = page.getByTestId(`layer-${name}`);
  await input.fill(String(value));
  await input.press('Enter');
  await expect(input).toHaveValue(String(value));
}

async function addText(page: Page, text: string, font: string, y: number) {
  await addTextLayer(page, text, font);
  await setField(page, 'y', y);
  await setField(page, 'fontSize', 120);
}

test('the canvas export and the server print file of one document differ in < 1% of pixels', async ({ browser, request }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  await tokenLogin(context, BASE_URL, seller);
  const page = await context.newPage();
  await page.goto(`/editor/product/${presetId}`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();

  await addText(page, 'Fidelity Lobster', 'Lobster', 520);
  await addText(page, 'Roboto 2026 AVWAY', 'Roboto', 700);
  // A clipart, rotated and scaled unevenly.
  await page.getByTestId('menu-product-tab').click();
  await page.getByTestId('add-clipart').click();
  await page.getByTestId('clipart-item').first().click();
  await expect(page.getByTestId('panel-layer')).toBeVisible();
  await setField(page, 'y', 900);
  await setField(page, 'rotation', 25);
  await setField(page, 'scaleX', 1.3);
  await setField(page, 'scaleY', 0.8);
  // A layer that is there but hidden: neither side draws it.
  await addText(page, 'HIDDEN HIDDEN', 'Lobster', 1100);
  await page.getByTestId('layer-toggle').click();

  // The browser: konva draws the print area at its production size.
  await page.getByTestId('menu-product-tab').click();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-pending', '0');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-print').click()]);
  const browserPng = PNG.sync.read(readFileSync((await download.path())!));

  // The server: the print file of the same document, through the save flow's render.
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await page.getByTestId('save-start').click();
  const link = page.getByTestId('print-file-front');
  await expect(link).toBeVisible({ timeout: 120_000 });
  const res = await request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  const serverPng = PNG.sync.read(await res.body());

  expect([browserPng.width, browserPng.height]).toEqual([serverPng.width, serverPng.height]);
  const { width, height } = serverPng;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(browserPng.data, serverPng.data, diff.data, width, height, { threshold: 0.1 });
  const inked = (png: PNG) => {
    let n = 0;
    for (let i = 3; i < png.data.length; i += 4) if (png.data[i] > 0) n += 1;
    return n;
  };
  const share = differing / (width * height);
  console.log(
    `editor fidelity: ${differing} of ${width * height} pixels differ (${(share * 100).toFixed(3)}%); inked pixels browser ${inked(browserPng)}, server ${inked(serverPng)}`,
  );
  writeFileSync('/tmp/editor-fidelity-diff.png', PNG.sync.write(diff));
  writeFileSync('/tmp/editor-fidelity-browser.png', PNG.sync.write(browserPng));
  writeFileSync('/tmp/editor-fidelity-server.png', PNG.sync.write(serverPng));
  // Something was drawn on both sides (not two empty pictures agreeing).
  expect(inked(serverPng)).toBeGreaterThan(10_000);
  expect(share).toBeLessThan(0.01);
});
