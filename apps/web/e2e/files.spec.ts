import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, apiLogin, bootInLanguage, emailOf, gql, openInApp, screenSettled, shot, signedInPage, tokenLogin } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

/** Media > Files as root: 20 images uploaded at once with progress per file, tagged, found by tag, one deleted. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-files';
const run = Date.now().toString(36);
const TAG = `e2e-${run}`;
const TAG2 = `bulk-${run}`;
/** A translation key that leaked to the screen looks like "upload.drop". */
const RAW_KEY = /\b(upload|tags|delete|actions|errors|fields|preview|filters|view|bulk|paging|types|tabs|provider)\.[a-z_]{2,}\b/;

// Test pictures are made here with the API's sharp: no downloads.
const requireApi = createRequire(join(here, '..', '..', 'api', 'package.json'));
type Sharp = (
  input: Buffer,
  opts: { raw: { width: number; height: number; channels: 3 } },
) => { png: (o: { compressionLevel: number }) => { toBuffer: () => Promise<Buffer> } };
const sharp = requireApi('sharp') as Sharp;

async function png(i: number, size = 320, height = size): Promise<Buffer> {
  // Noise so each file is a few hundred KB and the PUT has real progress (a big one is a smooth pattern).
  const big = size * height > 500_000;
  const raw = Buffer.alloc(size * height * 3);
  for (let p = 0; p < raw.length; p++) raw[p] = big ? (p >> 6) % 251 : (p * (i + 7) * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: size, height, channels: 3 } })
    .png({ compressionLevel: big ? 6 : 0 })
    .toBuffer();
}

/** Root's page for the file, booted once; the tests move through it. */
const shared = signedInPage('root');

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

async function expectTotal(page: Page, n: number) {
  await expect(page.getByTestId('files-total')).toHaveText(`Total: ${n}`);
}

test.describe.configure({ mode: 'serial' });

test('uploads 20 images with a progress bar and an error per file, tags them, finds them by tag and deletes one', async () => {
  test.setTimeout(120_000);
  const { page } = shared;
  const files = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => ({
      name: `e2e-${run}-${String(i + 1).padStart(2, '0')}.png`,
      mimeType: 'image/png',
      buffer: await png(i, i === 0 ? 1600 : 320, i === 0 ? 1000 : 320),
    })),
  );
  // One file the design type refuses: its row gets its own error, the others go on.
  const bad = { name: `notes-${run}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not an image') };

  // Watch the PUTs' upload progress from inside the page: every file must report progress.
  await openInApp(page, '/files/all');
  await expect(page.getByRole('heading', { name: 'Files' })).toBeVisible();
  await page.getByTestId('toggle-upload').click();
  await page.getByTestId('upload-tags-input').fill(TAG);
  await page.getByTestId('upload-tags-input').press('Enter');
  await expect(page.getByTestId('upload-tags').getByTestId('tag-chip')).toHaveText(TAG);

  // A slow uplink (about 1.5 MB/s) so every file's PUT takes a visible while.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_500_000 });
  const seen = new Map<string, Set<number>>();
  const sample = setInterval(() => {
    void page
      .locator('[data-testid=upload-row]')
      .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-name'), r.querySelector('[data-testid=upload-progress]')?.getAttribute('data-value')]))
      .then((pairs) => {
        for (const [name, v] of pairs) if (name && v) (seen.get(name) ?? seen.set(name, new Set()).get(name)!).add(Number(v));
      })
      .catch(() => undefined);
  }, 40);
  await page.getByTestId('upload-input').setInputFiles([...files, bad]);
  await expect(page.getByTestId('upload-row')).toHaveCount(21);
  await expect(page.getByTestId('upload-overall')).toBeVisible();
  await expect(page.locator('[data-testid=upload-row][data-state=done]')).toHaveCount(20, { timeout: 90_000 });
  clearInterval(sample);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const badRow = page.locator(`[data-testid=upload-row][data-name="${bad.name}"]`);
  await expect(badRow).toHaveAttribute('data-state', 'error');
  await expect(badRow.getByTestId('upload-error')).toContainText('not allowed');
  await expect(page.getByTestId('upload-summary')).toHaveText('20 of 21 uploaded, 1 failed');
  for (const f of files) {
    const row = page.locator(`[data-testid=upload-row][data-name="${f.name}"]`);
    await expect(row.getByTestId('upload-progress')).toHaveAttribute('data-value', '100');
  }
  // Progress was reported per file while the bytes went up (some intermediate values were on screen).
  const intermediate = [...seen.values()].filter((s) => [...s].some((v) => v > 0 && v < 100)).length;
  expect(seen.size).toBeGreaterThan(0);
  console.log(`[files] ${intermediate} of 20 rows were seen between 0 and 100%`);
  expect(intermediate).toBeGreaterThanOrEqual(10);
  await shot(page, { path: `${SHOTS}/upload-en.png`, fullPage: true });

  // Found by tag (the filter lives in the URL).
  await page.getByTestId('filter-tags-input').fill(TAG);
  await page.getByTestId('filter-tags-input').press('Enter');
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(new RegExp(`tags=${TAG}`));
  await expectTotal(page, 20);
  await expect(page.getByTestId('file-card')).toHaveCount(20);
  await expect(page.getByTestId('file-card').first().getByText(TAG, { exact: true })).toBeVisible();

  // Tag all of them with a second tag at once, then find them by that one.
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('bulk-bar')).toContainText('Selected: 20');
  await page.getByTestId('bulk-tags-input').fill(TAG2);
  await page.getByTestId('bulk-tags-input').press('Enter');
  await page.getByTestId('bulk-apply').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Tagged: 20' })).toBeVisible();
  await openInApp(page, `/files/all?tags=${TAG2}&view=list`);
  await expectTotal(page, 20);
  await expect(page.getByTestId('file-row')).toHaveCount(20);
  await openInApp(page, `/files/mockup?tags=${TAG2}`);
  await expectTotal(page, 0);
  await expect(page.getByTestId('files-empty')).toBeVisible();

  // The preview shows every image size; a tag is edited there; then the file is deleted after confirmation.
  await openInApp(page, `/files/design?tags=${TAG}&name=${files[0].name.replace('.png', '')}`);
  await expectTotal(page, 1);
  await page.getByTestId('file-open').first().click();
  const drawer = page.getByTestId('file-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('image-size')).toHaveCount(5);
  // The first picture is 1600 × 1000: every size is made, the longest side at its limit.
  await expect(drawer.locator('[data-testid=image-size][data-name=original]')).toContainText('1600 × 1000');
  for (const [name, dims] of [
    ['thumbnail', /150 × 9\d/],
    ['small', /300 × 18\d/],
    ['medium', /768 × 4[78]\d/],
    ['large', /1500 × 93\d/],
  ] as const) {
    await expect(drawer.locator(`[data-testid=image-size][data-name=${name}]`)).toContainText(dims);
  }
  await drawer.getByTestId('drawer-tags-input').fill('hero');
  await drawer.getByTestId('drawer-tags-input').press('Enter');
  await drawer.getByTestId('drawer-save-tags').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Tags saved' })).toBeVisible();
  await shot(page, { path: `${SHOTS}/drawer-en.png` });
  await drawer.getByTestId('drawer-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(files[0].name);
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'File deleted' })).toBeVisible();
  await expectTotal(page, 0);
  await openInApp(page, `/files/all?tags=${TAG}`);
  await expectTotal(page, 19);
  await expect(page.locator(`[data-testid=file-card][data-name="${files[0].name}"]`)).toHaveCount(0);
});

test('pages by 32 with the page in the URL', async ({ request }) => {
  const { page, login: root } = shared;
  const headers = { Authorization: `Bearer ${root.token}` };
  const count = async () =>
    Number((await request.post('/graphql', { data: { query: '{ files { _id } }' }, headers: { ...headers, 'per-page': '1' } })).headers()['x-total']);
  // Top up through the API (the same three steps as the screen) until there are more than 32 files.
  for (let i = 0, n = await count(); n + i <= 40; i++) {
    const buffer = await png(100 + i, 64);
    const signed = await gql<{ signedUpload: { _id: string; url: string } }>(
      request,
      root.token,
      'mutation($f: String!, $s: Int!){ signedUpload(type: "design", filename: $f, mimetype: "image/png", size: $s){ _id url } }',
      { f: `page-${run}-${i}.png`, s: buffer.length },
    );
    const put = await request.put(signed.signedUpload.url, { data: buffer, headers: { 'Content-Type': 'image/png' } });
    expect(put.status()).toBe(200);
    await gql(request, root.token, 'mutation($id: ID!){ updatePreSignedFile(_id: $id){ _id } }', { id: signed.signedUpload._id });
  }
  const total = await count();
  expect(total).toBeGreaterThan(32);
  const pages = Math.ceil(total / 32);
  await openInApp(page, '/files/all');
  await expect(page.getByTestId('file-card')).toHaveCount(32);
  await expect(page.getByTestId('page-info').first()).toHaveText(`Page 1 of ${pages}`);
  await page.getByTestId('page-next').first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('page-info').first()).toHaveText(`Page 2 of ${pages}`);
  await expect(page.getByTestId('file-card')).toHaveCount(Math.min(32, total - 32));
  // A new filter goes back to page 1.
  await page.getByTestId('filter-name').fill(`page-${run}`);
  await page.getByTestId('filter-apply').click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(new RegExp(`name=page-${run}`));
});

test('the clipart library has library and upload tabs', async () => {
  const { page } = shared;
  await openInApp(page, '/files/all');
  await page.getByTestId('open-clipart').click();
  const lib = page.getByTestId('clipart-library');
  await expect(lib).toBeVisible();
  await lib.getByTestId('clipart-tab-upload').click();
  await lib.getByTestId('clipart-input').setInputFiles([{ name: `star-${run}.png`, mimeType: 'image/png', buffer: await png(99, 200) }]);
  await expect(lib.getByTestId('clipart-upload-row')).toContainText('Done', { timeout: 30_000 });
  await lib.getByTestId('clipart-tab-library').click();
  await lib.getByTestId('clipart-search').fill(`star-${run}`);
  await lib.getByTestId('clipart-search').press('Enter');
  await expect(lib.getByTestId('clipart-item')).toHaveCount(1);
  await expect(lib.getByTestId('clipart-item')).toContainText(`star-${run}`);
  await page.keyboard.press('Escape');
  await expect(lib).toHaveCount(0);
});

test('files dropped on the drop zone are uploaded', async () => {
  const { page } = shared;
  await openInApp(page, '/files/mockup');
  await page.getByTestId('toggle-upload').click();
  await expect(page.getByTestId('upload-type')).toHaveValue('mockup');
  const pictures = await Promise.all([0, 1, 2].map(async (i) => (await png(200 + i, 48)).toString('base64')));
  // A real drop event with a DataTransfer holding three PNG files.
  const transfer = await page.evaluateHandle(
    ({ list, run: r }) => {
      const dt = new DataTransfer();
      list.forEach((b64, i) => dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], `drop-${r}-${i}.png`, { type: 'image/png' })));
      return dt;
    },
    { list: pictures, run },
  );
  await page.getByTestId('dropzone').dispatchEvent('dragover', { dataTransfer: transfer });
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.locator('[data-testid=upload-row][data-state=done]')).toHaveCount(3, { timeout: 30_000 });
  await openInApp(page, `/files/mockup?name=drop-${run}`);
  await expectTotal(page, 3);
});

test('files is root only', async ({ page, context, request }) => {
  const sale = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, sale);
  await page.goto('/files/all');
  await expect(page).toHaveURL(/\/404$/);
});

// French and Portuguese have the same keys (src/locales/locales.test.ts): the browser looks at English and German.
for (const lng of ['en', 'de']) {
  test(`screenshots ${lng}`, async ({ request }) => {
    const { page } = shared;
    await bootInLanguage(shared, request, lng, `/files/all?tags=${TAG}`);
    await page.getByTestId('toggle-upload').click();
    await expect(page.getByTestId('dropzone')).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/files-${lng}.png`, fullPage: true });
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    await page.getByTestId('view-list').click();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/files-list-${lng}.png` });
    await page.getByTestId('file-open').first().click();
    await expect(page.getByTestId('file-drawer')).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/drawer-${lng}.png` });
    expect(await page.getByTestId('file-drawer').innerText()).not.toMatch(RAW_KEY);
    await page.keyboard.press('Escape');
    await page.getByTestId('open-clipart').click();
    await expect(page.getByTestId('clipart-library')).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/clipart-${lng}.png` });
    await page.keyboard.press('Escape');
    await openInApp(page, '/files/fonts?provider=custom');
    await page.getByTestId('font-toggle-upload').click();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/fonts-${lng}.png`, fullPage: true });
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  });
}
