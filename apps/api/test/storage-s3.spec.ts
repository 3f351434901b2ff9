import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
// s3rver speaks the S3 protocol on loopback; it does not check signatures (the local driver's tests do).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver: new (options: Record<string, unknown>) => S3rverServer = require('s3rver');
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
import { files } from '../src/platform/db/schema';
import { S3StorageDriver } from '../src/platform/storage/s3.driver';
import { BOOT_STORAGE } from '../src/platform/storage/storage.driver';
import { codeOf, CONFIRM_UPLOAD, doc, png, SIGN_UPLOAD, TestApp } from './harness';

const BLOB = doc<{ fileBlob: { mimetype: string; size: number; base64: string } }>(`query($url: String!) { fileBlob(url: $url) { mimetype size base64 } }`);
const REMOVE = doc<{ removeFile: boolean }>(`mutation($id: ID!) { removeFile(_id: $id) }`);
const SAVE_LOCAL = doc<{ saveStorageSettings: { driver: string } }>(`mutation { saveStorageSettings(input: { driver: "local" }) { driver } }`);
const FILE_URL = doc<{ file: { url: string } }>(`query($id: ID!) { file(_id: $id) { url } }`);
const BUCKET = 'pod-test';

describe('files on the s3 driver (s3rver)', () => {
  let s3: S3rverServer;
  let t: TestApp;
  let root: { token: string };
  let storage: S3StorageDriver;
  let endpoint: string;

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'pod-s3rver-')),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await TestApp.start({
      RUN_WORKERS: 'true',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    root = await t.userWithToken({ role: 'root' });
    storage = t.app.get(BOOT_STORAGE);
  });
  afterAll(async () => {
    await t?.stop();
    await s3?.close();
  });

  it('uses the s3 driver and reports its health', async () => {
    expect(storage).toBeInstanceOf(S3StorageDriver);
    expect((await t.http().get('/health')).body.storage).toBe('up');
  });

  it('full signed upload: presigned PUT bound to type and length, confirm, sizes, blob, remove', async () => {
    const bytes = await sharp({ create: { width: 1200, height: 900, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } } })
      .png()
      .toBuffer();
    const signed = await t.gql(SIGN_UPLOAD, { type: 'mockup', filename: 'shirt.png', mimetype: 'image/png', size: bytes.length }, root.token);
    expect(signed.errors).toBeUndefined();
    const { _id, url } = signed.data!.signedUpload;
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${endpoint}/${BUCKET}/files/${_id}/original.png`);
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(u.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    const putRes = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/png' } });
    expect(putRes.status).toBe(200);
    const done = await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token);
    expect(done.errors).toBeUndefined();
    const f = done.data!.updatePreSignedFile;
    expect(f).toMatchObject({ status: 'ready', width: 1200, height: 900 });
    expect(f.image_sizes.map((s) => [s.name, s.width, s.height])).toEqual([
      ['thumbnail', 150, 113],
      ['small', 300, 225],
      ['medium', 768, 576],
    ]);
    const got = await fetch(f.image_sizes[2].url);
    expect(got.status).toBe(200);
    const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 768, 576]);
    expect((await fetch(f.mask!)).status).toBe(200);

    const blob = await t.gql(BLOB, { url: f.url }, root.token);
    expect(Buffer.from(blob.data!.fileBlob.base64, 'base64').equals(bytes)).toBe(true);
    for (const foreign of [
      `http://127.0.0.1:1/${BUCKET}/files/${_id}/original.png`,
      `${endpoint}/other-bucket/files/${_id}/original.png`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      expect(codeOf(await t.gql(BLOB, { url: foreign }, root.token))).toBe('BAD_USER_INPUT');
    }

    const [row] = await t.db.select().from(files).where(eq(files.id, _id));
    const keys = [row.path, row.mask!, ...row.imageSizes.flatMap((s) => [s.path, s.mask!])];
    for (const k of keys) expect(await storage.head(k)).not.toBeNull();
    expect((await t.gql(REMOVE, { id: _id }, root.token)).data?.removeFile).toBe(true);
    for (const k of keys) expect(await storage.head(k)).toBeNull();
  });

  it('refuses an object of another size than announced, and an unknown mimetype', async () => {
    const bytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { _id } = (await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'a.png', mimetype: 'image/png', size: bytes.length + 100 }, root.token)).data!
      .signedUpload;
    // s3rver does not enforce the signed length; real S3 would refuse the PUT. The API checks anyway.
    await storage.write(`files/${_id}/original.png`, bytes, 'image/png');
    const res = await t.gql(CONFIRM_UPLOAD, { id: _id }, root.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(await storage.head(`files/${_id}/original.png`)).toBeNull();
    const before = await t.db.$count(files);
    expect(codeOf(await t.gql(SIGN_UPLOAD, { type: 'design', filename: 'a.exe', mimetype: 'application/x-msdownload', size: 10 }, root.token))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await t.db.$count(files)).toBe(before);
  });

  it('booted on s3, the local setting puts new files on the local endpoint; the s3 ones stay served', async () => {
    const onS3 = await t.upload(root.token, { type: 'design', bytes: await png(40, 30) });
    const sr = await t.userWithToken({ role: 'super_root' });
    const saved = await t.gql(SAVE_LOCAL, {}, sr.token);
    expect(saved.errors).toBeUndefined();
    const local = await t.upload(root.token, { type: 'design', bytes: await png(40, 30) });
    expect(new URL(local.url).pathname).toBe(`/_storage/files/${local._id}/original.png`);
    expect((await fetch(local.url)).status).toBe(200);
    expect(await storage.head(`files/${local._id}/original.png`)).toBeNull();
    const { file } = (await t.gql(FILE_URL, { id: onS3._id }, root.token)).data!;
    expect(new URL(file.url).origin).toBe(endpoint);
    expect((await fetch(file.url)).status).toBe(200);
  });
});
