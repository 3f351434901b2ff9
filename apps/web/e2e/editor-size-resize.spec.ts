import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL, addTextLayer, animationsSettled, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, type LoginData, shot } from './helpers';

/**
 * Two of the spec's editor rules (section 4, Sides and layers): a size change marks variants as
 * selected only when its Size value is flagged default; a window resize rescales the document, the
 * print area and the layers on screen by one factor while the document itself keeps its numbers.
 */
const SHOTS = '/tmp/editor-shots';

test.use({ trace: 'off' });
test.setTimeout(120_000);

interface SizeAttribute {
  attribute_type: string;
  options: Array<{ plf_value: string; default: boolean }>;
}
let seller: LoginData;
let preset: { _id: string; defaultSize: string; otherSize: string; variants: number; ofDefault: number };

test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  seller = await apiLogin(request, emailOf('sale'));
  const data = await gql<{
    productPreset: Array<{
      _id: string;
      prety_attributes: SizeAttribute[];
      attribute_specifics: Array<{ name_value: Array<{ name: string; value: string }> }>;
    }>;
  }>(
    request,
    seller.token,
    '{ productPreset(page: 1) { _id prety_attributes { attribute_type options { plf_value default } } attribute_specifics { name_value { name value } } } }',
  );
  const withSizes = data.productPreset.find((p) => (p.prety_attributes.find((a) => a.attribute_type === 'Size')?.options.length ?? 0) > 2);
  expect(withSizes, 'a catalogue product with several sizes').toBeTruthy();
  const options = withSizes!.prety_attributes.find((a) => a.attribute_type === 'Size')!.options;
  const defaultSize = options.find((o) => o.default)!.plf_value;
  const ofSize = (size: string) => withSizes!.attribute_specifics.filter((v) => v.name_value.some((n) => n.name === 'Size' && n.value === size)).length;
  preset = {
    _id: withSizes!._id,
    defaultSize,
    otherSize: options.find((o) => !o.default)!.plf_value,
    variants: withSizes!.attribute_specifics.length,
    ofDefault: ofSize(defaultSize),
  };
});

test.afterAll(async ({ request }) => {
  await resetCustomizer(request, seller.token);
});

async function openEditor(browser: Browser, request: APIRequestContext, language: string): Promise<Page> {
  await resetCustomizer(request, seller.token, { language });
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
  await tokenLogin(context, BASE_URL, seller);
  const page = await context.newPage();
  await page.goto(`/editor/product/${preset._id}`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  return page;
}

/** Unticks every variant on the Details step and comes back to the design. */
async function untickAll(page: Page) {
  await page.getByTestId('step-next').click();
  const table = page.getByTestId('details-variants');
  const boxes = table.locator('label');
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).click();
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.getByTestId('step-previous').click();
}

for (const language of ['en', 'de']) {
  test(`a size change selects variants only for a default size (${language})`, async ({ browser, request }) => {
    const page = await openEditor(browser, request, language);
    const count = page.getByTestId('size-selected-count');
    await expect(count).toContainText(`${preset.variants}`);
    await untickAll(page);
    await expect(count).toContainText(`0`);
    // A size that is not default selects nothing.
    await page.getByTestId(`size-${preset.otherSize}`).click();
    await expect(page.getByTestId(`size-${preset.otherSize}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveAttribute('data-selected', '0');
    // The default size selects its variants, ticked on the Details step.
    await page.getByTestId(`size-${preset.defaultSize}`).click();
    await expect(count).toHaveAttribute('data-selected', String(preset.ofDefault));
    await animationsSettled(page);
    await shot(page, { path: `${SHOTS}/size-picker-${language}.png` });
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('details-variants').getByRole('checkbox', { checked: true })).toHaveCount(preset.ofDefault);
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** On screen: the document, the print area and each layer node; in document units: their own numbers. */
async function geometry(page: Page) {
  return page.evaluate(() => {
    type Node = { getClientRect(o: object): Box; getAttrs(): Record<string, unknown>; id(): string; className: string };
    type Box = { x: number; y: number; width: number; height: number };
    const stage = (window as unknown as { Konva: { stages: Array<{ findOne(s: string): Node; find(s: string): Node[] }> } }).Konva.stages[0];
    // The print area's dashed outline is drawn at a fixed screen width: boxes without strokes.
    const bare = { skipStroke: true, skipShadow: true };
    const doc = stage.findOne('.document');
    const area = stage.findOne('#print-area');
    const layers = stage
      .find('Text')
      .concat(stage.find('Image'))
      .filter((n) => n.getAttrs().draggable);
    const pick = (n: Node) => {
      const { x, y, width, height, rotation, scaleX, scaleY } = n.getAttrs();
      return { x, y, width, height, rotation, scaleX, scaleY };
    };
    return {
      screen: { doc: doc.getClientRect(bare), area: area.getClientRect(bare), layers: layers.map((n) => n.getClientRect(bare)) },
      saved: { area: pick(area), layers: layers.map(pick) },
    };
  });
}

/** A box relative to the document's box on screen: the same numbers whatever the window size. */
const relative = (b: Box, doc: Box) => [(b.x - doc.x) / doc.width, (b.y - doc.y) / doc.height, b.width / doc.width, b.height / doc.height];

test('a window resize rescales the document, print area and layers by one factor; the document keeps its numbers', async ({ browser, request }) => {
  const page = await openEditor(browser, request, 'en');
  await addTextLayer(page, 'Resize me', 'Lobster', 'Lob');
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-pending', '0');
  const before = await geometry(page);
  expect(before.screen.layers).toHaveLength(1);

  await page.setViewportSize({ width: 1024, height: 640 });
  await expect.poll(async () => (await geometry(page)).screen.doc.width).toBeLessThan(before.screen.doc.width * 0.9);
  const after = await geometry(page);
  const factor = after.screen.doc.width / before.screen.doc.width;
  console.log(`resize 1440×900 → 1024×640: on-screen factor ${factor.toFixed(4)}`);
  // One factor for everything on screen (within a pixel's rounding).
  expect(after.screen.doc.height / before.screen.doc.height).toBeCloseTo(factor, 3);
  const pairs: Array<[Box, Box]> = [[before.screen.area, after.screen.area], ...before.screen.layers.map((b, i): [Box, Box] => [b, after.screen.layers[i]])];
  for (const [b, a] of pairs) {
    expect(a.width / b.width).toBeCloseTo(factor, 2);
    expect(a.height / b.height).toBeCloseTo(factor, 2);
    relative(a, after.screen.doc).forEach((r, k) => expect(r).toBeCloseTo(relative(b, before.screen.doc)[k], 3));
  }
  // What is saved renders the same: the document's own numbers did not move.
  expect(after.saved).toEqual(before.saved);
});
