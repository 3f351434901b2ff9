import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fonts } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { FontsJobs } from '../src/modules/fonts/fonts.jobs';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const ROBOTO = join(__dirname, '..', 'node_modules', '@fontsource', 'roboto', 'files');
interface FontView {
  _id: string;
  family: string;
  slug: string;
  provider: string;
  variants: string[];
  subsets: string[];
  preview: string | null;
  files: Array<{ variant: string; url: string; style: string | null; weight: number | null }>;
}
interface JobView {
  status: string;
  result: { imported?: number } | null;
  error_text: { code: string; params: Record<string, unknown> } | null;
}

const SIGN = doc<{ signedUploadFont: Array<{ variant: string; path: string; url: string }> }>(
  `mutation($family: String!, $files: [FontUploadFile!]!) { signedUploadFont(family: $family, files: $files) { variant path url } }`,
);
const CONFIRM = doc<{ fontUpdatePreSignedFile: FontView }>(
  `mutation($family: String!, $variants: [String!]!) { fontUpdatePreSignedFile(family: $family, variants: $variants) { _id family slug provider variants preview files { variant url style weight } } }`,
);
const FONTS = doc<{ fonts: Array<Omit<FontView, 'preview' | 'files'>> }>(
  `query($provider: String, $name: String, $ids: [ID!], $id: String, $page: Int) { fonts(provider: $provider, name: $name, ids: $ids, id: $id, page: $page) { _id family slug provider variants subsets } }`,
);
const IMPORT = doc<{ importGoogleFonts: string }>(`mutation { importGoogleFonts }`);
const JOB = doc<{ job: JobView }>(`query($id: ID!) { job(_id: $id) { status result error_text { code params } } }`);
const ROBOTO_FONT = doc<{ fonts: Array<Omit<FontView, '_id' | 'slug' | 'provider'>> }>(
  `{ fonts(provider: "google", id: "roboto") { family variants subsets preview files { variant url weight style } } }`,
);

describe('fonts', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;

  beforeAll(async () => ({ t, root, seller } = await TestApp.startWith({ root: 'root', seller: 'sale' }, { RUN_WORKERS: 'true' })));
  afterAll(() => t.stop());

  async function putAll(uploads: Array<{ url: string }>, bodies: Buffer[], mimetypes: string[]) {
    for (const [i, u] of uploads.entries()) {
      const res = await fetch(u.url, { method: 'PUT', body: new Uint8Array(bodies[i]), headers: { 'content-type': mimetypes[i] } });
      expect(res.status).toBe(200);
    }
  }

  it('fonts: paged 20 at a time with the total in x-total, filters by provider, name, id and ids', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: newId(),
      provider: i < 22 ? 'google' : 'custom',
      family: `Family ${String(i).padStart(2, '0')}`,
      slug: `family-${String(i).padStart(2, '0')}`,
      variants: ['regular'],
      subsets: ['latin'],
    }));
    await t.db.insert(fonts).values(rows);
    const all = await t.gql(FONTS, {}, seller.token);
    expect(all.data!.fonts).toHaveLength(20);
    expect(all.headers['x-total']).toBe('25');
    expect(all.data!.fonts[0].family).toBe('Family 00');
    expect((await t.gql(FONTS, { page: 2 }, seller.token)).data!.fonts).toHaveLength(5);
    const google = await t.gql(FONTS, { provider: 'google', page: 2 }, seller.token);
    expect([google.data!.fonts.length, google.headers['x-total']]).toEqual([2, '22']);
    const named = await t.gql(FONTS, { name: 'ily 1' }, seller.token);
    expect(named.headers['x-total']).toBe('10');
    expect((await t.gql(FONTS, { ids: [rows[3].id, rows[24].id] }, seller.token)).data!.fonts.map((f) => f._id)).toEqual([rows[3].id, rows[24].id]);
    expect((await t.gql(FONTS, { id: 'family-07' }, seller.token)).data!.fonts.map((f) => f._id)).toEqual([rows[7].id]);
    expect((await t.gql(FONTS, { id: rows[8].id }, seller.token)).data!.fonts.map((f) => f.slug)).toEqual(['family-08']);
    expect(codeOf(await t.gql(FONTS, { provider: 'adobe' }, seller.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(FONTS, {}, null))).toBe('UNAUTHENTICATED');
    await t.db.delete(fonts);
  });

  it('custom upload of real font files: weight and style are read from the files', async () => {
    const regular = readFileSync(join(ROBOTO, 'roboto-latin-400-normal.woff'));
    // Named like a black weight, but really bold italic: the file decides.
    const boldItalic = readFileSync(join(ROBOTO, 'roboto-latin-700-italic.woff2'));
    const signed = await t.gql(
      SIGN,
      {
        family: 'Brand Sans',
        files: [
          { filename: 'BrandSans-Regular.woff', mimetype: 'font/woff', size: regular.length },
          { filename: 'BrandSans-Heavy.woff2', mimetype: 'font/woff2', size: boldItalic.length },
        ],
      },
      root.token,
    );
    expect(signed.errors).toBeUndefined();
    const uploads = signed.data!.signedUploadFont;
    expect(uploads.map((u) => u.variant)).toEqual(['regular', '900']);
    expect(uploads[0].path).toMatch(/^fonts\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.woff$/);
    // Not published until confirmed.
    expect((await t.gql(FONTS, { provider: 'custom' }, root.token)).data!.fonts).toEqual([]);
    await putAll(uploads, [regular, boldItalic], ['font/woff', 'font/woff2']);
    const done = await t.gql(CONFIRM, { family: 'Brand Sans', variants: ['regular', '900'] }, root.token);
    expect(done.errors).toBeUndefined();
    const font = done.data!.fontUpdatePreSignedFile;
    expect(font).toMatchObject({ family: 'Brand Sans', slug: 'brand-sans', provider: 'custom', variants: ['regular', '700italic'] });
    expect(font.files.map((f) => [f.variant, f.weight, f.style])).toEqual([
      ['regular', 400, 'normal'],
      ['700italic', 700, 'italic'],
    ]);
    const got = await fetch(font.files[1].url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await got.arrayBuffer()).equals(boldItalic)).toBe(true);
    expect(font.preview).toBeTruthy();
    expect((await fetch(font.preview!)).headers.get('content-type')).toBe('image/png');
    const listed = await t.gql(FONTS, { provider: 'custom', name: 'brand' }, seller.token);
    expect([listed.data!.fonts.length, listed.headers['x-total']]).toEqual([1, '1']);
  });

  it('refuses a file that is not a real font, and keeps the family unpublished', async () => {
    const fake = Buffer.from('OTTO this is not really a font file at all, just text pretending'.repeat(20));
    const signed = await t.gql(SIGN, { family: 'Fake Face', files: [{ filename: 'Fake.ttf', mimetype: 'font/ttf', size: fake.length }] }, root.token);
    await putAll(signed.data!.signedUploadFont, [fake], ['font/ttf']);
    const res = await t.gql(CONFIRM, { family: 'Fake Face', variants: ['regular'] }, root.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('The regular file is not a valid font file.');
    expect((await t.gql(FONTS, { name: 'fake' }, root.token)).data!.fonts).toEqual([]);
    expect(codeOf(await t.gql(CONFIRM, { family: 'Nobody', variants: ['regular'] }, root.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CONFIRM, { family: 'Fake Face', variants: ['300'] }, root.token))).toBe('BAD_USER_INPUT');
    // Never confirmed: removed after a day with its objects.
    const [row] = await t.db.select().from(fonts).where(eq(fonts.slug, 'fake-face'));
    await t.db
      .update(fonts)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(fonts.id, row.id));
    expect((await t.app.get(FontsJobs).cleanupPending()).removed).toBe(1);
    expect(await t.db.$count(fonts, eq(fonts.id, row.id))).toBe(0);
  });

  it.each([
    [{ family: 'X', files: [{ filename: 'x.png', mimetype: 'image/png', size: 100 }] }, 'only TTF, OTF, WOFF and WOFF2'],
    [{ family: 'X', files: [{ filename: 'x.ttf', mimetype: 'font/ttf', size: 21 * 1024 * 1024 }] }, 'at most 20 MB'],
    [{ family: '  ', files: [{ filename: 'x.ttf', mimetype: 'font/ttf', size: 100 }] }, 'family'],
    [{ family: 'X', files: [] }, 'Give between 1 and 30'],
    [
      {
        family: 'X',
        files: [
          { filename: 'a-Bold.ttf', mimetype: 'font/ttf', size: 10 },
          { filename: 'b-700.ttf', mimetype: 'font/ttf', size: 10 },
        ],
      },
      'same variant',
    ],
  ])('signedUploadFont refuses %j and writes nothing', async (input, message) => {
    const before = await t.db.$count(fonts);
    const res = await t.gql(SIGN, input, root.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toContain(message);
    expect(await t.db.$count(fonts)).toBe(before);
  });

  it('uploading is denied to roles without the fonts module, then allowed', async () => {
    const input = { family: 'Denied', files: [{ filename: 'd.ttf', mimetype: 'font/ttf', size: 100 }] };
    expect(codeOf(await t.gql(SIGN, input, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(SIGN, input, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CONFIRM, { family: 'Denied', variants: ['regular'] }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(IMPORT, {}, seller.token))).toBe('FORBIDDEN');
    expect((await t.gql(SIGN, input, root.token)).errors).toBeUndefined();
  });

  it('importGoogleFonts imports the installed @fontsource families with variants, subsets, files and a preview', async () => {
    const res = await t.gql(IMPORT, {}, root.token);
    expect(res.errors).toBeUndefined();
    const jobId = res.data!.importGoogleFonts;
    const job: JobView = await t.waitFor(
      async () => {
        const seen = (await t.gql(JOB, { id: jobId }, root.token)).data!.job;
        return (seen.status === 'completed' || seen.status === 'failed') && seen;
      },
      { timeout: 30_000, what: 'the font import job to end' },
    );
    expect(job.status).toBe('completed');
    expect(job.result?.imported).toBeGreaterThanOrEqual(1);
    const roboto = (await t.gql(ROBOTO_FONT, {}, seller.token)).data!.fonts[0];
    expect(roboto.family).toBe('Roboto');
    expect(roboto.variants).toHaveLength(18);
    expect(roboto.variants).toEqual(expect.arrayContaining(['regular', 'italic', '700', '700italic']));
    expect(roboto.subsets).toContain('latin');
    expect(roboto.files.find((f) => f.variant === '700italic')).toMatchObject({ weight: 700, style: 'italic' });
    expect((await fetch(roboto.files[0].url)).status).toBe(200);
    expect(roboto.preview).toBeTruthy();
    const [row] = await t.db.select().from(fonts).where(eq(fonts.slug, 'roboto'));
    expect(row.provider).toBe('google');
  });
});
