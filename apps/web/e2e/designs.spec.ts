import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, type LoginData, shot } from './helpers';

/** The mockup design catalogue as the demo seller: create, place prints by dragging, tag, publish, find by tag, trash. */
const run = Date.now().toString(36);
const NAME = `E2E design ${run}`;
const TAG = `e2e-${run}`;
const SHOTS = '/tmp/designs-shots';
const RAW_KEY = /\b(tabs|filters|card|trash|form|fit|settings|prints|picker)\.[a-z_]{2,}\b/;

// Test pictures are made here with the API's sharp: no downloads.
const here = fileURLToPath(new URL('.', import.meta.url));
const requireApi = createRequire(join(here, '..', '..', 'api', 'package.json'));
type Sharp = (input: { create: { width: number; height: number; channels: 3; background: string } }) => { png: () => { toBuffer: () => Promise<Buffer> } };
const sharp = requireApi('sharp') as Sharp;
const picture = async (name: string, background: string, width = 600, height = 600) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

test.use({ trace: 'off' });
// Uploads, previews drawn by the workers and the screens in four languages.
test.setTimeout(240_000);

let seller: LoginData;
type Counter = { all: number; published: number; draft: number; trashed: number };
const COUNTER = '{ mockupCounter { all published draft trashed } }';

test.beforeAll(async ({ request }) => {
  seller = await apiLogin(request, emailOf('sale'));
});

test.afterAll(async ({ request }) => {
  await resetCustomizer(request, seller.token);
});

async function sellerPage(browser: Browser, request: APIRequestContext, language = 'en'): Promise<Page> {
  await resetCustomizer(request, seller.token, { language });
  const context = await browser.newContext({ baseURL: BASE_URL });
  await tokenLogin(context, BASE_URL, seller);
  return context.newPage();
}

/** Uploads a picture through the picker the button opens (the file library's upload). */
async function pickUpload(page: Page, button: ReturnType<Page['getByTestId']>, file: Awaited<ReturnType<typeof picture>>) {
  await button.click();
  const picker = page.getByTestId('file-picker');
  await expect(picker).toBeVisible();
  await picker.getByTestId('file-picker-input').setInputFiles(file);
  await expect(picker).toBeHidden();
}

/** Drags from the centre of `from` by (dx, dy) with the mouse. */
async function drag(page: Page, from: ReturnType<Page['getByTestId']>, dx: number, dy: number) {
  const box = (await from.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

const counts = async (page: Page): Promise<Counter> => {
  const read = async (s: string) => Number(await page.getByTestId(`status-count-${s}`).innerText());
  return { all: await read('all'), published: await read('published'), draft: await read('draft'), trashed: await read('trashed') };
};

async function checkScreen(page: Page, screen: string, lang: string) {
  await expect(page.getByText(RAW_KEY)).toHaveCount(0);
  await shot(page, { path: `${SHOTS}/${screen}-${lang}.png` });
}

test('the seller creates a design on two mockup images, drags its print area, tags, publishes, finds it by tag and trashes it', async ({
  browser,
  request,
}) => {
  const before = (await gql<{ mockupCounter: Counter }>(request, seller.token, COUNTER)).mockupCounter;
  const page = await sellerPage(browser, request);

  // The way in: the seller's Catalog page header.
  await page.goto('/catalog');
  await page.getByTestId('designs-link').click();
  await expect(page).toHaveURL(/\/designs\/all$/);
  await expect(page.getByTestId('status-count-all')).toHaveText(String(before.all));
  expect(await counts(page)).toEqual(before);

  await page.getByTestId('design-new').click();
  await expect(page).toHaveURL(/\/designs\/new$/);
  await page.getByTestId('field-name').fill(NAME);
  await pickUpload(page, page.getByTestId('pick-artwork'), await picture(`art-${run}.png`, '#e0218a', 400, 400));
  await expect(page.getByTestId('artwork-preview')).toBeVisible();

  for (const [i, [name, colour]] of [
    ['Front', '#f4f4f4'],
    ['Back', '#203a70'],
  ].entries()) {
    await page.getByTestId('add-image').click();
    const image = page.getByTestId('mockup-image').nth(i);
    await image.getByTestId(`field-images.${i}.name`).fill(name);
    await image.getByTestId(`field-images.${i}.type`).fill(name.toLowerCase());
    await pickUpload(page, image.getByTestId('pick-mockup'), await picture(`tee-${name}-${run}.png`, colour));
  }
  await expect(page.getByTestId('mockup-image')).toHaveCount(2);

  // The first image's print area: the box starts as the whole canvas; shrink it from a corner, then move it.
  const first = page.getByTestId('mockup-image').first();
  await drag(page, first.getByTestId('print-box-se'), -150, -150);
  const width = Number(await first.getByTestId('field-images.0.print_width').inputValue());
  expect(width).toBeGreaterThan(300);
  expect(width).toBeLessThan(1100);
  await drag(page, first.getByTestId('print-box'), 40, 30);
  const x = Number(await first.getByTestId('field-images.0.print_x').inputValue());
  const y = Number(await first.getByTestId('field-images.0.print_y').inputValue());
  expect(x).toBeGreaterThan(20);
  expect(y).toBeGreaterThan(20);
  // …and numerically: the field moves the box.
  await first.getByTestId('field-images.0.print_rotate').fill('12');
  await expect.poll(() => first.getByTestId('print-box').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');

  // A bad number is refused before sending, and what was typed stays.
  await first.getByTestId('field-images.0.settings.print_scale_x').fill('abc');
  await page.getByTestId('design-save').click();
  await expect(page.getByTestId('error-images.0.settings.print_scale_x')).toBeVisible();
  await expect(page).toHaveURL(/\/designs\/new$/);
  await expect(page.getByTestId('field-name')).toHaveValue(NAME);
  await first.getByTestId('field-images.0.settings.print_scale_x').fill('1.5');

  await page.getByTestId('design-tags-input').fill(TAG);
  await page.getByTestId('design-tags-input').press('Enter');
  await expect(page.getByTestId('tag-chip')).toHaveText(TAG);
  await page.getByTestId('field-status').selectOption('published');
  // Turned 12° about its top-left corner the box leaves the canvas: the server says so under the image, nothing typed is lost.
  await page.getByTestId('design-save').click();
  await expect(page.getByTestId('error-images.0')).toBeVisible();
  await expect(page.getByTestId('field-images.0.print_rotate')).toHaveValue('12');
  await expect(page.getByTestId('tag-chip')).toHaveText(TAG);
  // (The refusal's toast sits over the header's Save: Enter in a field saves too.)
  await first.getByTestId('field-images.0.print_rotate').fill('5');
  await first.getByTestId('field-images.0.print_rotate').press('Enter');
  await expect(page).toHaveURL(/\/designs\/edit\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  // What was saved comes back: the dragged box, the tag, the status.
  await expect(page.getByTestId('field-images.0.print_x')).toHaveValue(String(x));
  await expect(page.getByTestId('field-images.0.print_width')).toHaveValue(String(width));
  await expect(page.getByTestId('field-images.0.print_rotate')).toHaveValue('5');
  await expect(page.getByTestId('field-images.1.name')).toHaveValue('Back');
  await expect(page.getByTestId('tag-chip')).toHaveText(TAG);
  await expect(page.getByTestId('field-status')).toHaveValue('published');

  // Found by its tag, and the counters moved.
  // (Toasts sit over the header's end: the link is followed from the keyboard.)
  await page.getByRole('link', { name: 'Back to designs' }).press('Enter');
  await expect(page.getByTestId('status-count-published')).toHaveText(String(before.published + 1));
  expect(await counts(page)).toEqual({ ...before, all: before.all + 1, published: before.published + 1 });
  await page.getByTestId('filter-tag').fill(TAG);
  await expect(page.getByTestId('filter-tag-chip')).toHaveText(TAG);
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/[?&]tag=[0-9a-f-]{36}/);
  await expect(page.getByTestId('design-card')).toHaveCount(1);
  await expect(page.getByTestId('design-card').getByTestId('design-name')).toHaveText(NAME);
  expect(await counts(page)).toEqual({ all: 1, published: 1, draft: 0, trashed: 0 });

  // Trash it, after the confirm dialog.
  await page.getByTestId('design-card').getByTestId('select-design').click();
  await page.getByTestId('design-trash').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('status-count-trashed')).toHaveText('1');
  expect(await counts(page)).toEqual({ all: 1, published: 0, draft: 0, trashed: 1 });
  await page.getByTestId('status-tab-trashed').click();
  await expect(page).toHaveURL(/\/designs\/trashed\?tag=/);
  await expect(page.getByTestId('design-card')).toHaveCount(1);
  await page.getByTestId('filter-reset').click();
  await expect(page.getByTestId('status-count-trashed')).toHaveText(String(before.trashed + 1));
  expect(await counts(page)).toEqual({ ...before, all: before.all + 1, trashed: before.trashed + 1 });
  await page.context().close();

  // The screens in each language (looked at by a person: /tmp/designs-shots).
  for (const lang of ['en', 'de']) {
    const p = await sellerPage(browser, request, lang);
    await p.goto('/designs/all');
    await expect(p.getByTestId('design-card').first()).toBeVisible();
    await checkScreen(p, 'catalogue', lang);
    await p.goto(`/designs/edit/${id}`);
    await expect(p.getByTestId('mockup-image')).toHaveCount(2);
    await checkScreen(p, 'form', lang);
    await p.getByTestId('mockup-image').first().scrollIntoViewIfNeeded();
    await checkScreen(p, 'form-images', lang);
    await p.context().close();
  }
});

test('in the editor the seller puts a published design into the front print area; the saved mockup has it', async ({ browser, request }) => {
  const { mockupDesigns } = await gql<{ mockupDesigns: Array<{ name: string; image: { _id: string; width: number; height: number } | null }> }>(
    request,
    seller.token,
    '{ mockupDesigns(status: "published") { name image { _id width height } } }',
  );
  const design = mockupDesigns.find((d) => d.image);
  expect(design, 'a published demo design with artwork').toBeTruthy();
  const { productPreset } = await gql<{ productPreset: Array<{ _id: string; image: string | null }> }>(
    request,
    seller.token,
    '{ productPreset(page: 1) { _id image } }',
  );
  const presetId = (productPreset.find((p) => p.image) ?? productPreset[0])._id;
  const apply = (page: Page) => page.getByTestId('designs-menu').getByLabel(`Put “${design!.name}” into the print area`, { exact: true }).first();

  const page = await sellerPage(browser, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/editor/product/${presetId}`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await page.getByTestId('side-tab-front').click();
  await page.getByTestId('designs-menu-search').fill(design!.name);
  await apply(page).click();
  // The new layer is selected; one undo takes it away, redo brings it back.
  await expect(page.getByTestId('panel-layer')).toBeVisible();
  await expect(page.getByTestId('layer-name')).toHaveValue('image 1');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('layers-empty')).toBeVisible();
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-pending', '0');
  await checkScreen(page, 'editor-designs', 'en');

  // Through Details onto Publish: the save flow renders and stores the mockup.
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step-details')).toBeVisible();
  await page.getByTestId('step-next').click();
  await page.getByTestId('save-start').click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 120_000 });
  const preview = page.getByTestId('preview-front');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await checkScreen(page, 'editor-designs-saved', 'en');
  const href = await page.getByTestId('saved-listing').getAttribute('href');
  const listingId = new URL(href!, BASE_URL).searchParams.get('_id');
  const { itemInfo } = await gql<{ itemInfo: { mockup_id: string } }>(request, seller.token, 'query($id: ID!) { itemInfo(_id: $id) { mockup_id } }', {
    id: listingId,
  });
  type Side = { id: string; print_area: Record<string, number>; layers: Array<{ type: string; settings: Array<{ name: string; value: unknown }> }> };
  const { productPresetMockup } = await gql<{ productPresetMockup: { sides: Side[] } }>(
    request,
    seller.token,
    'query($id: ID!) { productPresetMockup(_id: $id) { sides } }',
    { id: itemInfo.mockup_id },
  );
  // The front's one layer is the design's artwork, whole in the print area, centred, in its own proportions.
  const front = productPresetMockup.sides.find((s) => s.id === 'front')!;
  expect(front.layers).toHaveLength(1);
  const s = Object.fromEntries(front.layers[0].settings.map((x) => [x.name, x.value])) as Record<string, number> & { file: { _id: string } };
  expect([front.layers[0].type, s.file._id]).toEqual(['image', design!.image!._id]);
  const a = front.print_area;
  expect(s.width / s.height).toBeCloseTo(design!.image!.width / design!.image!.height, 1);
  expect(Math.min(a.width - s.width, a.height - s.height)).toBeCloseTo(0, 0);
  expect(s.x - a.x).toBeCloseTo(a.x + a.width - (s.x + s.width), 0);
  expect(s.y - a.y).toBeCloseTo(a.y + a.height - (s.y + s.height), 0);
  await page.context().close();

  // The menu in another language.
  const de = await sellerPage(browser, request, 'de');
  await de.setViewportSize({ width: 1440, height: 900 });
  await de.goto(`/editor/product/${presetId}`);
  await expect(de.getByTestId('designs-menu-item').first()).toBeVisible();
  await expect(de.getByTestId('designs-menu')).toContainText('Designs');
  await checkScreen(de, 'editor-designs', 'de');
  await de.context().close();
});
