import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, gql, type LoginData, shot } from './helpers';
import { editorPageAs, editorUsers, resetEditorUsers } from './editor-setup';

/**
 * The editor's text menu and draft save (issue 28 item 18): text is added with the default font
 * without picking one, the chosen font stays in its box; "Save draft" keeps the listing unpublished.
 * Screenshots of the editor and of root's preset form in English and German.
 */
const SHOTS = '/tmp/editor-draft-shots';

test.use({ trace: 'off' });
test.setTimeout(240_000);

let root: LoginData;
let seller: LoginData;
let presetId: string;

test.beforeAll(async ({ request }) => {
  ({ root, seller, presetId } = await editorUsers(request, SHOTS));
});
test.afterAll(({ request }) => resetEditorUsers(request, root, seller));

async function openEditor(page: Page) {
  await page.goto(`/editor/product/${presetId}`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
}

test('a text layer is added with the default font, which stays shown in the font box', async ({ browser, request }) => {
  const page = await editorPageAs(browser, request, seller, 'en');
  await openEditor(page);
  await page.getByTestId('menu-text-tab').click();
  // Nothing typed: the button says why it waits.
  await expect(page.getByTestId('add-text')).toBeDisabled();
  await expect(page.getByTestId('add-text-hint')).toHaveText('Type the text to add first.');
  await page.getByTestId('text-input').fill('Hello');
  await expect(page.getByTestId('add-text')).toBeEnabled();
  const family = await page.getByTestId('font-search').inputValue();
  expect(family, 'a default font in the box').not.toBe('');
  await expect(page.getByTestId('font-chosen')).toContainText(family);
  await page.getByTestId('add-text').click();
  await expect(page.getByTestId('panel-layer')).toBeVisible();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-pending', '0');
  await expect(page.getByTestId('font-search')).toHaveValue(family);
  await animationsSettled(page);
  await shot(page, { path: `${SHOTS}/editor-text-en.png` });
});

test('a draft is saved without publishing: the listing is a Draft', async ({ browser, request }) => {
  const page = await editorPageAs(browser, request, seller, 'de');
  await openEditor(page);
  // German side names.
  await expect(page.getByTestId('side-tab-front')).toContainText('3D-Vorderseite');
  await expect(page.getByTestId('side-tab-back')).toContainText('Rückseite');
  await page.getByTestId('menu-text-tab').click();
  await page.getByTestId('text-input').fill('Entwurf');
  await page.getByTestId('add-text').click();
  await expect(page.getByTestId('panel-layer')).toBeVisible();
  await page.getByTestId('step-next').click();
  const title = `Draft tee ${Date.now() % 100000}`;
  await page.getByTestId('details-title').fill(title);
  await animationsSettled(page);
  await shot(page, { path: `${SHOTS}/editor-details-de.png` });
  await page.getByTestId('save-draft').click();
  await expect(page.getByText('Entwurf gespeichert')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('save-dialog')).toHaveCount(0);
  const list = await gql<{ itemsInfo: Array<{ name: string; status: string }> }>(request, seller.token, `{ itemsInfo(search: "${title}") { name status } }`);
  expect(list.itemsInfo).toEqual([{ name: title, status: 'Draft' }]);
  await shot(page, { path: `${SHOTS}/editor-draft-de.png` });
});

test('root’s preset form in English and German', async ({ browser, request }) => {
  for (const language of ['en', 'de']) {
    const page = await editorPageAs(browser, request, root, language);
    await page.goto(`/items/edit/${presetId}`);
    await expect(page.getByTestId('preset-form')).toBeVisible();
    await expect(page.getByTestId('section-routing')).toBeVisible();
    await animationsSettled(page);
    await shot(page, { path: `${SHOTS}/preset-form-${language}.png`, fullPage: true });
    await page.context().close();
  }
});
