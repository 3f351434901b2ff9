import { eq, sql } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { files, fileTagLinks, fileTags, jobs } from '../src/platform/db/schema';
import { FilesJobs } from '../src/modules/files/files.jobs';
import { LocalStorageDriver } from '../src/platform/storage/local.driver';
import { STORAGE } from '../src/platform/storage/storage.driver';
import { codeOf, CONFIRM_UPLOAD, doc, png, SIGN_UPLOAD, TestApp, type FileView } from './harness';

const FILE = doc<{ file: FileView }>(
  `query($id: ID!) { file(_id: $id) { _id filename status size mimetype width height tags { _id name } created_by { _id email } image_sizes { name width height } } }`,
);
const REMOVE = doc<{ removeFile: boolean }>(`mutation($id: ID!) { removeFile(_id: $id) }`);

/** A raw HTTP PUT, so tests can send whatever headers and body a client might. */
function put(url: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'PUT', headers }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const BLOB = doc<{ fileBlob: { mimetype: string; size: number; base64: string } }>(`query($url: String!) { fileBlob(url: $url) { mimetype size base64 } }`);

describe('files on the local driver', () => {
  let t: TestApp;
  let root: { token: string; id: string };
  let seller: { token: string; id: string };
  let accountant: { token: string };
  let storage: LocalStorageDriver;

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    root = await t.userWithToken({ role: 'root' });
    seller = await t.userWithToken({ role: 'sale' });
    accountant = await t.userWithToken({ role: 'accounting' });
    storage = t.app.get(STORAGE);
  });
  afterAll(() => t.stop());

  async function upload(type: string, bytes: Buffer, mimetype = 'image/png', filename = 'art.png') {
    const signed = await t.gql(SIGN_UPLOAD, { type, filename, mimetype, size: bytes.length }, root.token);
    expect(signed.errors).toBeUndefined();
    const { _id, url } = signed.data!.signedUpload;
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': mimetype } });
    expect(res.status).toBe(200);
    return { _id, url };
  }

  it('full signed upload: PUT, confirm, image sizes with the right dimensions, readable URLs', async () => {
    const bytes = await png(2000, 1000);
    const { _id, url } = await upload('design', bytes, 'image/png', '../../etc/My Design.png');
    expect(new URL(url).pathname).toBe(`/_storage/files/${_id}/original.png`);
    const done = await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token);
    expect(done.errors).toBeUndefined();
    const f = done.data!.updatePreSignedFile;
    expect(f).toMatchObject({ _id, status: 'ready', width: 2000, height: 1000, mask: null });
    expect(f.image_sizes.map((s) => [s.name, s.width, s.height])).toEqual([
      ['thumbnail', 150, 75],
      ['small', 300, 150],
      ['medium', 768, 384],
      ['large', 1500, 750],
    ]);
    const large = await fetch(f.image_sizes[3].url);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1500, 750]);
    const original = await fetch(f.url);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    // The user's file name is kept for display only; the key was made by the server.
    const read = await t.gql(FILE, { id: _id }, root.token);
    expect(read.data!.file).toMatchObject({ filename: 'My Design.png', size: bytes.length, mimetype: 'image/png', created_by: { _id: root.id } });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.name, 'image_sizes'));
    expect(job).toMatchObject({ status: 'completed', progress: 100, createdBy: root.id });
  });

  it('a page of files carries each uploader and the tags of each file (one lookup each for the whole page)', async () => {
    const tag = `page-${Date.now()}`;
    const made = [
      await t.newFile({ name: 'Alpha', tags: [tag, 'red'], createdBy: root.id }),
      await t.newFile({ name: 'Beta', tags: [tag], createdBy: root.id }),
      await t.newFile({ name: 'Gamma', tags: [tag] }),
    ];
    const LIST = doc<{ files: Array<Pick<FileView, '_id' | 'name' | 'tags' | 'created_by'>> }>(
      `query($tags: [String!]) { files(tags: $tags) { _id name tags { _id name } created_by { _id email } } }`,
    );
    const res = await t.gql(LIST, { tags: [tag] }, root.token);
    const byName = new Map(res.data!.files.map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(byName.get('Alpha')!.tags.map((x) => x.name)).toEqual([tag, 'red']);
    expect(byName.get('Alpha')!.created_by?._id).toBe(root.id);
    expect(byName.get('Gamma')!.created_by).toBeNull();
    expect(res.data!.files.map((f) => f._id).sort()).toEqual(made.map((m) => m.id).sort());
  });

  it('mockups get a mask for every size and in full', async () => {
    const { _id } = await upload('mockup', await png(600, 400));
    const f = (await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token)).data!.updatePreSignedFile;
    expect(f.mask).toBeTruthy();
    expect(f.image_sizes.map((s) => [s.name, s.width, s.height])).toEqual([
      ['thumbnail', 150, 100],
      ['small', 300, 200],
    ]);
    const mask = await fetch(f.image_sizes[1].mask!);
    const m = await sharp(Buffer.from(await mask.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([m.info.width, m.info.height]).toEqual([300, 200]);
    expect(Math.abs(m.data[0] - 153)).toBeLessThanOrEqual(2); // alpha 0.6
  });

  it.each([
    [{ type: 'design', filename: 'a.pdf', mimetype: 'application/pdf', size: 100 }, 'mimetype'],
    [{ type: 'font', filename: 'a.png', mimetype: 'image/png', size: 100 }, 'mimetype'],
    [{ type: 'design', filename: 'a.svg', mimetype: 'image/svg+xml', size: 100 }, 'mimetype'],
    [{ type: 'mockup', filename: 'a.png', mimetype: 'image/png', size: 50 * 1024 * 1024 + 1 }, 'size'],
    [{ type: 'design', filename: 'a.png', mimetype: 'image/png', size: 0 }, 'size'],
    [{ type: 'nope', filename: 'a.png', mimetype: 'image/png', size: 10 }, 'type'],
    [{ type: 'design', filename: '  ', mimetype: 'image/png', size: 10 }, 'filename'],
  ])('signedUpload refuses %j and writes nothing', async (input, field) => {
    const before = await t.db.$count(files);
    const res = await t.gql(SIGN_UPLOAD, input, root.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions?.fields?.[field]).toBeTruthy();
    expect(await t.db.$count(files)).toBe(before);
  });

  it('the PUT is bound to the content type and length', async () => {
    const bytes = await png(50, 50);
    const { _id, url } = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'x.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!
      .signedUpload;
    expect((await put(url, bytes, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) })).status).toBe(400);
    const longer = Buffer.concat([bytes, Buffer.alloc(10)]);
    expect((await put(url, longer, { 'content-type': 'image/png', 'content-length': String(longer.length) })).status).toBe(400);
    expect((await put(url, bytes.subarray(0, 20), { 'content-type': 'image/png', 'content-length': String(bytes.length - 1) })).status).toBe(400);
    expect(await storage.head(`files/${_id}/original.png`)).toBeNull();
    // Not uploaded yet: confirming is refused.
    expect(codeOf(await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token))).toBe('BAD_USER_INPUT');
    const good = await put(url, bytes, { 'content-type': 'image/png', 'content-length': String(bytes.length) });
    expect(good).toEqual({ status: 200, body: '{"ok":true}' });
    // An upload URL writes once: the stored original cannot be replaced with it.
    expect((await put(url, bytes, { 'content-type': 'image/png', 'content-length': String(bytes.length) })).status).toBe(409);
    expect((await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token)).data!.updatePreSignedFile.status).toBe('ready');
  });

  it('confirm refuses an object whose size or content does not match, and removes it', async () => {
    const bytes = await png(40, 40);
    const a = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'a.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!.signedUpload;
    // A store that does not enforce the length (some S3-compatible ones) could hold other bytes.
    await storage.write(`files/${a._id}/original.png`, Buffer.concat([bytes, Buffer.alloc(5)]));
    const res = await t.gql(CONFIRM_UPLOAD, { id: a._id }, root.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/bytes, not the/);
    expect(await storage.head(`files/${a._id}/original.png`)).toBeNull();
    const fake = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(bytes.length, ' '));
    const b = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'b.png', mimetype: 'image/png', size: fake.length }, root.token)).data!.signedUpload;
    expect((await put(b.url, fake, { 'content-type': 'image/png', 'content-length': String(fake.length) })).status).toBe(200);
    const bad = await t.gql(CONFIRM_UPLOAD, { id: b._id }, root.token);
    expect(bad.errors![0].message).toMatch(/not a valid image\/png image/);
    const [row] = await t.db.select().from(files).where(eq(files.id, b._id));
    expect(row.status).toBe('pending');
  });

  it('refuses tampered, expired and traversing storage URLs', async () => {
    const bytes = await png(30, 30);
    const { url } = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'x.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!.signedUpload;
    const headers = { 'content-type': 'image/png', 'content-length': String(bytes.length) };
    const u = new URL(url);
    const tamper = (fn: (x: URL) => void) => {
      const x = new URL(url);
      fn(x);
      return x.toString();
    };
    // Each changed part of a signed URL (signature, length, type, expiry, key) or a missing signature is refused.
    const tampered: Array<[string, (x: URL) => void, Record<string, string>?]> = [
      [
        'signature',
        (x) =>
          x.searchParams.set(
            's',
            x.searchParams.get('s')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
          ),
      ],
      ['length', (x) => x.searchParams.set('l', String(bytes.length + 1))],
      ['type', (x) => x.searchParams.set('t', 'image/jpeg'), { 'content-type': 'image/jpeg' }],
      ['expiry', (x) => x.searchParams.set('e', String(Number(x.searchParams.get('e')) + 3600))],
      ['key', (x) => (x.pathname = x.pathname.replace('original', 'other'))],
      ['no signature', (x) => x.searchParams.delete('s')],
    ];
    for (const [what, change, extra] of tampered) {
      const res = await put(tamper(change), bytes, { ...headers, ...extra });
      expect({ what, status: res.status }).toEqual({ what, status: 403 });
    }
    const key = u.pathname.slice('/_storage/'.length);
    const expired = await storage.putUrl(key, { contentType: 'image/png', contentLength: bytes.length, expiresIn: -5 });
    const res = await put(new URL(new URL(expired).pathname + new URL(expired).search, t.url).toString(), bytes, headers);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).errors[0].msg).toBe('Upload URL has expired');
    for (const path of [
      '/_storage/../../etc/passwd',
      '/_storage/files/%2e%2e/%2e%2e/jwt.secret',
      '/_storage/files/..%2f..%2fjwt.secret',
      '/_storage/storage.secret',
    ]) {
      const r = await put(`${t.url}${path}?e=9999999999&t=image%2Fpng&l=1&s=x`, Buffer.from('x'), { 'content-type': 'image/png', 'content-length': '1' });
      expect([403, 404]).toContain(r.status);
      const g = await fetch(`${t.url}${path}?e=9999999999&s=x`);
      expect([403, 404]).toContain(g.status);
    }
    // GET URLs are signed too.
    const ok = await upload('design', bytes);
    const f = (await t.gql(CONFIRM_UPLOAD, { id: ok._id }, root.token)).data!.updatePreSignedFile;
    expect((await fetch(f.url)).status).toBe(200);
    expect((await fetch(f.url.replace(/s=[^&]+/, 's=forged'))).status).toBe(403);
    expect((await fetch(f.url.replace(/e=\d+/, 'e=1'))).status).toBe(403);
    expect((await fetch(f.url.replace('original.png', 'thumbnail.webp'))).status).toBe(403);
  });

  it('stored files live under /_storage/; a signed URL of the old /storage/ prefix redirects there and reads the same bytes', async () => {
    const bytes = await png(40, 30);
    const { _id } = await upload('design', bytes);
    const f = (await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token)).data!.updatePreSignedFile;
    const current = new URL(f.url);
    expect(current.pathname.startsWith('/_storage/')).toBe(true);
    const old = new URL(current);
    old.pathname = current.pathname.replace(/^\/_storage\//, '/storage/');
    const moved = await fetch(old, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(current.pathname + current.search);
    const followed = await fetch(old);
    expect(followed.url).toBe(current.toString());
    expect(Buffer.from(await followed.arrayBuffer()).equals(bytes)).toBe(true);
    // The redirect keeps the signature's checks: a forged old link still fails at the new place.
    expect((await fetch(old.toString().replace(/s=[^&]+/, 's=forged'))).status).toBe(403);
    // An old URL posted back (a mockup's stored link) still names its object.
    expect((await t.gql(BLOB, { url: old.toString() }, root.token)).data?.fileBlob.size).toBe(bytes.length);
  });

  it('removeFile removes the row and every stored object', async () => {
    const { _id } = await upload('mockup', await png(800, 800));
    const f = (await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token)).data!.updatePreSignedFile;
    const [row] = await t.db.select().from(files).where(eq(files.id, _id));
    const keys = [row.path, row.mask!, ...row.imageSizes.flatMap((s) => [s.path, s.mask!])];
    expect(keys).toHaveLength(2 + 2 * 3);
    for (const k of keys) expect(await storage.head(k)).not.toBeNull();
    const res = await t.gql(REMOVE, { id: _id }, root.token);
    expect(res.data?.removeFile).toBe(true);
    for (const k of keys) expect(await storage.head(k)).toBeNull();
    expect((await fetch(f.url)).status).toBe(404);
    expect(codeOf(await t.gql(FILE, { id: _id }, root.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(REMOVE, { id: _id }, root.token))).toBe('NOT_FOUND');
  });

  it('saveFile sets tags by name (new ones created), files filters by tag and name, fileTags searches', async () => {
    const tagsBefore = await t.db.$count(fileTags);
    const a = await upload('clipart', await png(20, 20), 'image/png', 'Sunset beach.png');
    const b = await upload('clipart', await png(20, 20), 'image/png', 'Forest.png');
    await t.gql(CONFIRM_UPLOAD, { id: a._id }, root.token);
    await t.gql(CONFIRM_UPLOAD, { id: b._id }, root.token);
    const SAVE = doc<{ saveFile: Pick<FileView, '_id' | 'tags'> }>(
      `mutation($id: ID!, $tags: [String!]!) { saveFile(_id: $id, tags: $tags) { _id tags { name } } }`,
    );
    const saved = await t.gql(SAVE, { id: a._id, tags: ['Summer', ' beach ', 'summer', ''] }, root.token);
    expect(saved.data!.saveFile.tags.map((x) => x.name)).toEqual(['beach', 'Summer']);
    await t.gql(SAVE, { id: b._id, tags: ['Nature', 'BEACH'] }, root.token);
    expect(await t.db.$count(fileTags)).toBe(tagsBefore + 3);
    const LIST = doc<{ files: Array<Pick<FileView, '_id' | 'filename'>> }>(
      `query($tags: [String!], $name: String, $type: String) { files(tags: $tags, name: $name, type: $type) { _id filename } }`,
    );
    const byTag = await t.gql(LIST, { tags: ['summer'] }, root.token);
    expect(byTag.data!.files.map((f) => f._id)).toEqual([a._id]);
    expect(byTag.headers['x-total']).toBe('1');
    const beach = await t.gql(LIST, { tags: ['Beach'], type: 'clipart' }, root.token);
    expect(beach.data!.files).toHaveLength(2);
    expect(beach.headers['x-total']).toBe('2');
    expect((await t.gql(LIST, { name: 'SUNSET' }, root.token)).data!.files.map((f) => f._id)).toEqual([a._id]);
    expect((await t.gql(LIST, { name: '%' }, root.token)).data!.files).toEqual([]);
    const tags = await t.gql(doc<{ fileTags: Array<{ name: string }> }>(`query($n: String) { fileTags(name: $n) { name } }`), { n: 'sum' }, root.token);
    expect(tags.data!.fileTags).toEqual([{ name: 'Summer' }]);
    // Removing tags: an empty list clears them.
    await t.gql(SAVE, { id: a._id, tags: [] }, root.token);
    expect((await t.gql(LIST, { tags: ['summer'] }, root.token)).data!.files).toEqual([]);
  });

  it('saveFile with bad input answers a clear error and writes nothing', async () => {
    const a = await upload('clipart', await png(20, 20));
    await t.gql(CONFIRM_UPLOAD, { id: a._id }, root.token);
    const SAVE = `mutation($id: ID!, $tags: [String!]!) { saveFile(_id: $id, tags: $tags) { _id } }`;
    const before = [await t.db.$count(fileTags), await t.db.$count(fileTagLinks)];
    for (const tags of [['ok', 'x'.repeat(65)], Array.from({ length: 51 }, (_, i) => `t${i}`)]) {
      const res = await t.gql(SAVE, { id: a._id, tags }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.fields?.tags).toBeTruthy();
    }
    expect(codeOf(await t.gql(SAVE, { id: '00000000-0000-7000-8000-000000000000', tags: ['new-tag'] }, root.token))).toBe('NOT_FOUND');
    expect([await t.db.$count(fileTags), await t.db.$count(fileTagLinks)]).toEqual(before);
  });

  it('files: paging with x-total (32 a page by default), size and date filters, bad filters refused', async () => {
    await t.db.execute(sql`delete from files`);
    const rows = Array.from({ length: 40 }, (_, i) => ({
      id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      type: 'design',
      status: 'ready',
      path: `files/00000000-0000-7000-8000-${String(i).padStart(12, '0')}/original.png`,
      filename: `f${i}.png`,
      mimetype: 'image/png',
      size: 1000 + i,
      sku: i % 2 ? 'SKU-ODD' : null,
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    }));
    await t.db.insert(files).values(rows);
    const LIST = doc<{ files: Array<{ _id: string }> }>(
      `query($page: Int, $size: String, $start: String, $end: String, $sku: String) { files(page: $page, size: $size, start: $start, end: $end, sku: $sku) { _id } }`,
    );
    const p1 = await t.gql(LIST, {}, root.token);
    expect(p1.data!.files).toHaveLength(32);
    expect(p1.headers['x-total']).toBe('40');
    expect(p1.data!.files[0]._id).toBe(rows[39].id);
    expect((await t.gql(LIST, { page: 2 }, root.token)).data!.files).toHaveLength(8);
    expect((await t.gql(LIST, {}, root.token, { 'per-page': '5' })).data!.files).toHaveLength(5);
    expect((await t.gql(LIST, { size: '1030-' }, root.token)).headers['x-total']).toBe('10');
    expect((await t.gql(LIST, { size: '-1004' }, root.token)).headers['x-total']).toBe('5');
    expect((await t.gql(LIST, { start: '2025-01-01', end: '2025-01-03' }, root.token)).headers['x-total']).toBe('3');
    expect((await t.gql(LIST, { sku: 'SKU-ODD' }, root.token)).headers['x-total']).toBe('20');
    for (const bad of [{ size: 'big' }, { start: 'yesterday' }, { end: '2025-13-45' }]) {
      expect(codeOf(await t.gql(LIST, bad, root.token))).toBe('BAD_USER_INPUT');
    }
  });

  it('fileBlob answers the bytes of our files and refuses foreign URLs and internal addresses', async () => {
    const bytes = await png(64, 64);
    const { _id } = await upload('design', bytes);
    const f = (await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token)).data!.updatePreSignedFile;
    const ok = await t.gql(BLOB, { url: f.url }, root.token);
    expect(ok.data!.fileBlob).toMatchObject({ mimetype: 'image/png', size: bytes.length });
    expect(Buffer.from(ok.data!.fileBlob.base64, 'base64').equals(bytes)).toBe(true);
    const thumb = await t.gql(BLOB, { url: f.image_sizes[0].url }, root.token);
    expect(thumb.data!.fileBlob.mimetype).toBe('image/webp');
    const port = new URL(t.url).port;
    for (const url of [
      'https://example.com/cat.png',
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://127.0.0.1:6379/',
      `http://localhost:${port}/_storage/files/${_id}/original.png`,
      `http://127.0.0.1:${Number(port) + 1}/_storage/files/${_id}/original.png`,
      `http://[::1]:${port}/_storage/files/${_id}/original.png`,
      `http://user:pw@127.0.0.1:${port}/_storage/files/${_id}/original.png`,
      `${t.url}/_storage/../jwt.secret`,
      `${t.url}/_storage/files/${_id}/../../jwt.secret`,
      `${t.url}/_storage/jwt.secret`,
      `${t.url}/health`,
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_INFO',
      'not a url',
    ]) {
      const res = await t.gql(BLOB, { url }, root.token);
      expect({ url, code: codeOf(res) }).toEqual({ url, code: 'BAD_USER_INPUT' });
    }
    // A pending upload is not readable either.
    const pending = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'p.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!.signedUpload;
    await put(pending.url, bytes, { 'content-type': 'image/png', 'content-length': String(bytes.length) });
    expect(codeOf(await t.gql(BLOB, { url: pending.url }, root.token))).toBe('BAD_USER_INPUT');
  });

  it('uploads left pending for more than a day are removed with their objects', async () => {
    const bytes = await png(10, 10);
    const old = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'old.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!.signedUpload;
    const fresh = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'new.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!.signedUpload;
    await put(old.url, bytes, { 'content-type': 'image/png', 'content-length': String(bytes.length) });
    await t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(files.id, old._id));
    const removed = await t.app.get(FilesJobs).cleanupPending();
    expect(removed.removed).toBeGreaterThanOrEqual(1);
    expect(await t.db.$count(files, eq(files.id, old._id))).toBe(0);
    expect(await storage.head(`files/${old._id}/original.png`)).toBeNull();
    expect(await t.db.$count(files, eq(files.id, fresh._id))).toBe(1);
  });

  it('every operation is denied to anonymous callers and to roles without the files or designs module, then allowed', async () => {
    const bytes = await png(16, 16);
    const { _id } = await upload('design', bytes);
    const { url } = (await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token)).data!.updatePreSignedFile;
    const ops: Array<[string, Record<string, unknown>]> = [
      [SIGN_UPLOAD, { type: 'design', filename: 'a.png', mimetype: 'image/png', size: 10 }],
      [CONFIRM_UPLOAD, { id: _id }],
      [`{ files { _id } }`, {}],
      [FILE, { id: _id }],
      [`query { fileTags { name } }`, {}],
      [`mutation($id: ID!) { saveFile(_id: $id, tags: ["x"]) { _id } }`, { id: _id }],
      [`query($url: String!) { fileBlob(url: $url) { size } }`, { url }],
      [`mutation($id: ID!) { removeFile(_id: $id) }`, { id: _id }],
    ];
    for (const [q, v] of ops) {
      expect(codeOf(await t.gql(q, v, null))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(q, v, accountant.token))).toBe('FORBIDDEN');
    }
    for (const [q, v] of ops) {
      const res = await t.gql(q, v, root.token);
      expect({ q, errors: res.errors }).toEqual({ q, errors: undefined });
    }
  });

  it('a seller making designs uploads, lists and reads only their own design, mockup and print pictures', async () => {
    const bytes = await png(16, 16);
    const signed = await t.gql(SIGN_UPLOAD, { type: 'mockup', filename: 'tee.png', mimetype: 'image/png', size: bytes.length }, seller.token);
    expect(signed.errors).toBeUndefined();
    const { _id, url } = signed.data!.signedUpload;
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/png' } })).status).toBe(200);
    expect((await t.gql(CONFIRM_UPLOAD, { id: _id }, seller.token)).errors).toBeUndefined();
    expect((await t.gql(FILE, { id: _id }, seller.token)).data!.file.created_by).toMatchObject({ _id: seller.id });
    const mine = await t.gql(`{ files(type: "mockup") { _id created_by { _id } } }`, {}, seller.token);
    expect(mine.errors).toBeUndefined();
    const listed = (mine.data as { files: Array<{ _id: string; created_by: { _id: string } }> }).files;
    expect(listed.map((f) => f._id)).toContain(_id);
    expect(listed.every((f) => f.created_by._id === seller.id)).toBe(true);

    const others = await upload('design', bytes);
    expect(codeOf(await t.gql(FILE, { id: others._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(`{ files { _id } }`, {}, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(`{ files(type: "clipart") { _id } }`, {}, seller.token))).toBe('FORBIDDEN');
    const document = await t.gql(SIGN_UPLOAD, { type: 'document', filename: 'a.pdf', mimetype: 'application/pdf', size: 10 }, seller.token);
    expect(codeOf(document)).toBe('FORBIDDEN');
  });

  it('only the uploader confirms an upload', async () => {
    // A fulfiller granted files view and add personally: may upload, may not confirm another's upload.
    const other = await t.userWithToken({
      role: 'fulfiller',
      permission: [{ module: 'files', title: 'modules.files', access: { view: true, add: true, update: false, delete: false } }],
    });
    const bytes = await png(16, 16);
    const { _id } = await upload('design', bytes);
    // Another's upload is as good as absent.
    expect(codeOf(await t.gql(CONFIRM_UPLOAD, { id: _id }, other.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(REMOVE, { id: _id }, other.token))).toBe('FORBIDDEN');
    const own = await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'mine.png', mimetype: 'image/png', size: bytes.length }, other.token);
    expect(own.errors).toBeUndefined();
  });

  it('browsers on another origin may PUT and GET signed URLs (CORS, no credentials)', async () => {
    const pre = await t
      .http()
      .options('/_storage/files/x/original.png')
      .set('origin', 'https://app.example.com')
      .set('access-control-request-method', 'PUT')
      .set('access-control-request-headers', 'content-type');
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-methods']).toContain('PUT');
    expect(pre.headers['access-control-allow-headers']).toMatch(/content-type/i);
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('health reports the storage driver', async () => {
    const res = await t.http().get('/health');
    expect(res.body.storage).toBe('up');
  });
});
