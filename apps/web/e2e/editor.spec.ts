import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, addTextLayer, animationsSettled, gql, type LoginData, shot } from './helpers';
import { editorPageAs, editorUsers, resetEditorUsers } from './editor-setup';

/**
 * The editor: root edits a preset's mockup template (adds a side, moves the print area), saves it
 * and finds it again on reload; a seller designs a catalogue product with text and clipart on front
 * and back, undoes and redoes, goes through the three steps and saves: the listing holds their
 * title, prices and mockup, and opens again in the editor. Screens in four languages.
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
  ({ root, seller, presetId } = await editorUsers(request, SHOTS, { withImage: true }));
});
test.afterAll(({ request }) => resetEditorUsers(request, root, seller));

async function checkScreen(page: Page, name: string, language: string) {
  // Every layer's font and image in and drawn.
  if (await page.getByTestId('editor-canvas').isVisible()) await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-pending', '0');
  // Dialogs finished opening.
  await animationsSettled(page);
  await shot(page, { path: `${SHOTS}/${name}-${language}.png` });
  expect(await page.locator('body').innerText(), `untranslated keys on ${name} (${language})`).not.toMatch(RAW_KEY);
}

const layerRows = (page: Page) => page.getByTestId('layer-row');

/** Back to the document panel (the layer list), where a new layer's panel took over. */
async function documentPanel(page: Page) {
  if (await page.getByTestId('panel-layer').isVisible()) await page.getByTestId('panel-layer').getByRole('button').last().click();
  await expect(page.getByTestId('panel-document')).toBeVisible();
}

async function addClipart(page: Page) {
  await page.getByTestId('menu-product-tab').click();
  await page.getByTestId('add-clipart').click();
  await page.getByTestId('clipart-item').first().click();
  await expect(page.getByTestId('clipart-library')).toBeHidden();
  await expect(page.getByTestId('panel-layer')).toBeVisible();
}

/** Root through the steps onto Publish: the preset-edit flow runs to its end, every step done (it has no release). */
async function saveTemplate(page: Page) {
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step-details')).toBeVisible();
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('save-dialog')).toBeVisible();
  await page.getByTestId('save-start').click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 120_000 });
  for (const step of ['generate', 'save']) await expect(page.getByTestId(`save-step-${step}`)).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('save-step-release')).toHaveCount(0);
}

test('root edits a preset template: adds a side, moves the print area, saves, and finds it again', async ({ browser, request }) => {
  const page = await editorPageAs(browser, request, root);
  await page.goto(`/items/edit/${presetId}`);
  await page.getByTestId('preset-template').click();
  await expect(page).toHaveURL(new RegExp(`/editor/preset/${presetId}`));
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  // A template is every seller's start: it offers images and clipart, not one seller's catalogue designs.
  await expect(page.getByTestId('add-clipart')).toBeVisible();
  await expect(page.getByTestId('designs-menu')).toHaveCount(0);
  await page.getByTestId('menu-side-tab').click();
  // The preset's saved template is what opens (the seeded front and back, or more after an earlier save).
  const before = await page.getByTestId('side-row').count();
  expect(before).toBeGreaterThanOrEqual(2);
  const sideName = `Sleeve ${Date.now() % 100000}`;
  await page.getByTestId('side-name').fill(sideName);
  await page.getByTestId('add-side').click();
  await expect(page.getByTestId('side-row')).toHaveCount(before + 1);
  await expect(page.getByRole('tab', { name: sideName })).toHaveAttribute('aria-selected', 'true');

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
  await checkScreen(page, 'template', 'en');

  await saveTemplate(page);
  await checkScreen(page, 'template-saved', 'en');
  await page.getByTestId('save-dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('step-publish')).toBeVisible();

  // Opened again: the saved template, with the added side.
  await page.reload();
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: sideName })).toBeVisible();
  await page.getByTestId('menu-side-tab').click();
  await expect(page.getByTestId('side-row')).toHaveCount(before + 1);
});

test('a seller designs a product: text and clipart on front and back, undo and redo, three steps, previews', async ({ browser, request }) => {
  const page = await editorPageAs(browser, request, seller);
  await page.goto(`/catalog/product/${presetId}`);
  await page.getByTestId('design-product').click();
  await expect(page).toHaveURL(new RegExp(`/editor/product/${presetId}`));
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();

  await page.getByTestId('colour-navy').click();
  await addTextLayer(page, 'Front text', 'Lobster', 'Lob');
  await addClipart(page);
  await documentPanel(page);
  await expect(layerRows(page)).toHaveCount(2);
  await expect(page.getByTestId('layer-list')).toContainText('text 1');
  await expect(page.getByTestId('layer-list')).toContainText('image 1');

  await page.getByTestId('side-tab-back').click();
  await expect(page.getByTestId('panel-document')).toBeVisible();
  await expect(page.getByTestId('layers-empty')).toBeVisible();
  await addTextLayer(page, 'Back text', 'Roboto', 'Rob');
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
  await checkScreen(page, 'design', 'en');

  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step-details')).toBeVisible();
  await expect(page.getByTestId('details-title')).not.toHaveValue('');
  const title = `My tee ${Date.now() % 100000}`;
  await page.getByTestId('details-title').fill(title);
  await page.getByTestId('details-tags').fill('summer, navy');
  const firstPrice = page.getByTestId('details-variants').getByRole('textbox').first();
  const cost = Number(await firstPrice.inputValue());
  const price = (Math.floor(cost) + 7).toFixed(2);
  await firstPrice.fill(price);
  await checkScreen(page, 'details', 'en');
  // Back to the design and forward again: the Details values are kept.
  await page.getByTestId('step-previous').click();
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('details-title')).toHaveValue(title);
  // Forward onto Publish releases: the save flow opens and runs to its end.
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('save-dialog')).toBeVisible();
  await page.getByTestId('save-start').click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('save-success')).toHaveText('Mockup saved successfully');
  for (const step of ['generate', 'save', 'release']) await expect(page.getByTestId(`save-step-${step}`)).toHaveAttribute('data-done', 'true');
  for (const side of ['front', 'back']) {
    const preview = page.getByTestId(`preview-${side}`);
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByTestId('print-file-front')).toBeVisible();
  await checkScreen(page, 'save', 'en');
  const href = await page.getByTestId('saved-listing').getAttribute('href');
  const listingId = new URL(href!, BASE_URL).searchParams.get('_id')!;
  expect(href).toBe(`/items/internal?_id=${listingId}`);
  await page.getByTestId('save-dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('step-publish').getByTestId('saved-listing')).toHaveAttribute('href', href!);
  await checkScreen(page, 'publish', 'en');

  // The listing as the API answers it: the seller's title, tags and price, the mockup it was made from.
  const { itemInfo } = await gql<{
    itemInfo: {
      name: string;
      tags: string[];
      status: string;
      images: Array<{ src: string }>;
      front: string | null;
      mockup_id: string | null;
      attribute_specifics_modify: Array<{ sku: string; sale_price: string }>;
    };
  }>(
    request,
    seller.token,
    'query($id: ID!) { itemInfo(_id: $id) { name tags status images { src } front mockup_id attribute_specifics_modify { sku sale_price } } }',
    {
      id: listingId,
    },
  );
  expect(itemInfo).toMatchObject({ name: title, tags: ['summer', 'navy'], status: 'Publish' });
  expect(itemInfo.attribute_specifics_modify[0].sale_price).toBe(price);
  expect(itemInfo.images.length).toBeGreaterThanOrEqual(2);
  expect(itemInfo.mockup_id).toBeTruthy();
  const { productPresetMockup } = await gql<{ productPresetMockup: { status: string; product_id: string; sides: Array<{ id: string; layers: unknown[] }> } }>(
    request,
    seller.token,
    'query($id: ID!) { productPresetMockup(_id: $id) { status product_id sides } }',
    { id: itemInfo.mockup_id },
  );
  expect(productPresetMockup).toMatchObject({ status: 'Publish', product_id: presetId });
  expect(productPresetMockup.sides.find((s) => s.id === 'front')!.layers).toHaveLength(2);

  // Opened again from the listing: the saved layers and the Details values.
  await page.goto(`/editor/product/${presetId}?item=${listingId}`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await page.getByTestId('side-tab-front').click();
  await expect(layerRows(page)).toHaveCount(2);
  await page.getByTestId('layer-list').getByText('text 1').click();
  await expect(page.getByTestId('layer-text')).toHaveValue('Front text');
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('details-title')).toHaveValue(title);
  await expect(page.getByTestId('details-variants').getByRole('textbox').first()).toHaveValue(price);

  // Saved again: over the same listing and mockup.
  await page.getByTestId('details-title').fill(`${title} v2`);
  await page.getByTestId('step-next').click();
  await page.getByTestId('save-start').click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('saved-listing')).toHaveAttribute('href', href!);
  const again = await gql<{ itemInfo: { name: string; mockup_id: string } }>(
    request,
    seller.token,
    'query($id: ID!) { itemInfo(_id: $id) { name mockup_id } }',
    {
      id: listingId,
    },
  );
  expect(again.itemInfo).toEqual({ name: `${title} v2`, mockup_id: itemInfo.mockup_id });
});

for (const language of ['de', 'fr', 'pt']) {
  test(`the editor in ${language}`, async ({ browser, request }) => {
    const page = await editorPageAs(browser, request, seller, language);
    await page.goto(`/editor/product/${presetId}`);
    await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
    await addTextLayer(page, 'Hallo Olá Salut', 'Lobster', 'Lob');
    await checkScreen(page, 'design', language);
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-details')).toBeVisible();
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('save-dialog')).toBeVisible();
    await checkScreen(page, 'save-start', language);
    await page.getByTestId('save-start').click();
    await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('saved-listing')).toBeVisible();
    await checkScreen(page, 'save', language);
  });
}
