import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, type LoginData } from './helpers';

/**
 * The editor: root edits a preset's mockup template (adds a side, moves the print area); a seller
 * designs a catalogue product with text and clipart on front and back, undoes and redoes, goes
 * through the three steps and gets the server's previews. Screens in four languages.
 */
const SHOTS = '/tmp/editor-shots';
const RAW_KEY = /\b(steps|actions|menus|panels|product|text|side|layers|layer|document|save|details|colours|print_area)\.[a-z_]{2,}\b/;

test.use({ trace: 'off' });
// Renders by the workers and four languages.
test.setTimeout(300_000);

let root: LoginData;
let seller: LoginData;
let presetId: string;

test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  root = await apiLogin(request, emailOf('root'));
  seller = await apiLogin(request, emailOf('sale'));
  const data = await gql<{ productPreset: Array<{ _id: string; image: string | null }> }>(request, seller.token, '{ productPreset(page: 1) { _id image } }');
  const preset = data.productPreset.find((p) => p.image) ?? data.productPreset[0];
  expect(preset, 'a catalogue product to design').toBeTruthy();
  presetId = preset._id;
});

test.afterAll(async ({ request }) => {
  await resetCustomizer(request, root.token);
  await resetCustomizer(request, seller.token);
});

async function pageAs(browser: Browser, request: APIRequestContext, who: LoginData, language = 'en'): Promise<Page> {
  await resetCustomizer(request, who.token, { language });
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
  await tokenLogin(context, BASE_URL, who);
  return context.newPage();
}

async function shot(page: Page, name: string, language: string) {
  // Every layer's font and image in and drawn.
  if (await page.getByTestId('editor-canvas').isVisible()) await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-pending', '0');
  // Dialogs finished opening.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: `${SHOTS}/${name}-${language}.png` });
  expect(await page.locator('body').innerText(), `untranslated keys on ${name} (${language})`).not.toMatch(RAW_KEY);
}

const layerRows = (page: Page) => page.getByTestId('layer-row');

/** Back to the document panel (the layer list), where a new layer's panel took over. */
async function documentPanel(page: Page) {
  if (await page.getByTestId('panel-layer').isVisible()) await page.getByTestId('panel-layer').getByRole('button').last().click();
  await expect(page.getByTestId('panel-document')).toBeVisible();
}

async function addText(page: Page, text: string, font: string) {
  await page.getByTestId('menu-text-tab').click();
  await page.getByTestId('text-input').fill(text);
  const search = page.getByTestId('font-search');
  await search.fill(font.slice(0, 3));
  await expect(page.getByTestId('font-suggestions')).toContainText(font);
  // Keyboard: down to the first suggestion, enter picks it.
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByTestId('font-chosen')).toContainText(font);
  await page.getByTestId('add-text').click();
  await expect(page.getByTestId('panel-layer')).toBeVisible();
}

async function addClipart(page: Page) {
  await page.getByTestId('menu-product-tab').click();
  await page.getByTestId('add-clipart').click();
  await page.getByTestId('clipart-item').first().click();
  await expect(page.getByTestId('clipart-library')).toBeHidden();
  await expect(page.getByTestId('panel-layer')).toBeVisible();
}

test('root edits a preset template: adds a side and moves the print area', async ({ browser, request }) => {
  const page = await pageAs(browser, request, root);
  await page.goto(`/items/edit/${presetId}`);
  await page.getByTestId('preset-template').click();
  await expect(page).toHaveURL(new RegExp(`/editor/preset/${presetId}`));
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu-side-tab').click();
  await page.getByTestId('side-name').fill('Sleeve');
  await page.getByTestId('add-side').click();
  await expect(page.getByTestId('side-row')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'Sleeve' })).toHaveAttribute('aria-selected', 'true');

  // Drag the print area by the mouse: its x and y follow.
  const x = page.getByTestId('print-area-x');
  const y = page.getByTestId('print-area-y');
  const [x0, y0] = [Number(await x.inputValue()), Number(await y.inputValue())];
  const box = (await page.getByTestId('editor-canvas').boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 30, cy + 20, { steps: 6 });
  await page.mouse.move(cx + 60, cy + 40, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(x0 + 20);
  expect(Number(await y.inputValue())).toBeGreaterThan(y0 + 10);
  // Undo puts it back.
  await page.getByTestId('undo').click();
  await expect.poll(async () => Number(await x.inputValue())).toBe(x0);
  await shot(page, 'template', 'en');
});

test('a seller designs a product: text and clipart on front and back, undo and redo, three steps, previews', async ({ browser, request }) => {
  const page = await pageAs(browser, request, seller);
  await page.goto(`/catalog/product/${presetId}`);
  await page.getByTestId('design-product').click();
  await expect(page).toHaveURL(new RegExp(`/editor/product/${presetId}`));
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();

  await page.getByTestId('colour-navy').click();
  await addText(page, 'Front text', 'Lobster');
  await addClipart(page);
  await documentPanel(page);
  await expect(layerRows(page)).toHaveCount(2);
  await expect(page.getByTestId('layer-list')).toContainText('text 1');
  await expect(page.getByTestId('layer-list')).toContainText('image 1');

  await page.getByTestId('side-tab-back').click();
  await expect(page.getByTestId('panel-document')).toBeVisible();
  await expect(page.getByTestId('layers-empty')).toBeVisible();
  await addText(page, 'Back text', 'Roboto');
  await addClipart(page);
  await documentPanel(page);
  await expect(layerRows(page)).toHaveCount(2);

  // Undo removes the clipart, redo brings it back; the keyboard does the same.
  await page.getByTestId('undo').click();
  await expect(layerRows(page)).toHaveCount(1);
  await page.getByTestId('redo').click();
  await expect(layerRows(page)).toHaveCount(2);
  await page.getByTestId('editor-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(layerRows(page)).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(layerRows(page)).toHaveCount(2);
  await shot(page, 'design', 'en');

  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step-details')).toBeVisible();
  await expect(page.getByTestId('details-title')).not.toHaveValue('');
  await shot(page, 'details', 'en');
  // Forward onto Publish releases: the save flow opens.
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('save-dialog')).toBeVisible();
  await page.getByTestId('save-start').click();
  await expect(page.getByTestId('save-step-generate')).toHaveAttribute('data-done', 'true', { timeout: 120_000 });
  for (const side of ['front', 'back']) {
    const preview = page.getByTestId(`preview-${side}`);
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByTestId('print-file-front')).toBeVisible();
  // No save operation yet: said plainly, nothing claimed.
  await expect(page.getByTestId('save-unavailable')).toBeVisible();
  await expect(page.getByTestId('save-success')).toHaveCount(0);
  await expect(page.getByTestId('save-step-save')).not.toHaveAttribute('data-done', 'true');
  await shot(page, 'save', 'en');
});

for (const language of ['de', 'fr', 'pt']) {
  test(`the editor in ${language}`, async ({ browser, request }) => {
    const page = await pageAs(browser, request, seller, language);
    await page.goto(`/editor/product/${presetId}`);
    await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
    await addText(page, 'Hallo Olá Salut', 'Lobster');
    await shot(page, 'design', language);
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-details')).toBeVisible();
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('save-dialog')).toBeVisible();
    await shot(page, 'save', language);
  });
}
