import { eq } from 'drizzle-orm';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { files, storageSettings } from '../src/platform/db/schema';
import { FontsService } from '../src/modules/fonts/fonts.service';
import { RenderService } from '../src/producers/render/render.service';
import { S3StorageDriver } from '../src/platform/storage/s3.driver';
import { BOOT_STORAGE, STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { SETTINGS_TTL_MS, StorageRouter } from '../src/platform/storage/storage-router';
import { StorageSettingsRepository } from '../src/platform/storage/storage-settings.repository';
import { blankPng, importRoboto, mockupDocument } from './factories';
import { codeOf, doc, type FileView, type SignedInUser, TestApp, waitFor } from './harness';
// s3rver speaks the S3 protocol on loopback (see storage-s3.spec.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver: new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> } = require('s3rver');

const BUCKET = 'pod-files';
const S3_SECRET = 's3-secret-routing-9f8e7d6c5b4a';
const SAVE_SETTINGS = doc<{ saveStorageSettings: { driver: string } }>(
  `mutation($input: StorageSettingsInput!) { saveStorageSettings(input: $input) { driver } }`,
);
const FILE = doc<{ file: FileView }>(`query($id: ID!) { file(_id: $id) { _id url image_sizes { name url } } }`);
const BLOB = doc<{ fileBlob: { size: number; base64: string } }>(`query($url: String!) { fileBlob(url: $url) { size base64 } }`);
const REMOVE = doc<{ removeFile: boolean }>(`mutation($id: ID!) { removeFile(_id: $id) }`);

const picture = (r: number) =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: { r, g: 40, b: 90 } } })
    .png()
    .toBuffer();

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

describe('new files follow the storage setting; every file stays readable where it was written', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let s3: { close(): Promise<void> };
  let endpoint: string;
  let bucket: S3StorageDriver;
  // Another process's router (a worker, another API instance): its own Redis connections.
  let elsewhere: StorageRouter;
  let elsewherePubSub: RedisPubSub;

  /** Another process follows a save through the pub/sub, well before its cache would expire. */
  const followedElsewhere = (driver: 'local' | 's3') =>
    waitFor(async () => (await elsewhere.forNewFiles()).name === driver, {
      timeout: SETTINGS_TTL_MS / 2,
      interval: 20,
      what: `the other process writing new files to ${driver}`,
    });

  const saveDriver = async (driver: 'local' | 's3') => {
    const input = { driver, s3_endpoint: endpoint, s3_bucket: BUCKET, s3_access_key_id: 'S3RVER', s3_secret_access_key: S3_SECRET };
    const res = await t.gql(SAVE_SETTINGS, { input }, sr.token);
    expect(res.data?.saveStorageSettings.driver).toBe(driver);
  };
  const storageOf = async (id: string) => (await t.db.select({ storage: files.storage }).from(files).where(eq(files.id, id)))[0].storage;
  const served = async (id: string) => {
    const res = await t.gql(FILE, { id }, sr.token);
    expect(JSON.stringify(res)).not.toContain(S3_SECRET);
    return res.data!.file;
  };

  beforeAll(async () => {
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'pod-s3rver-')),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    s3 = server;
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    ({ sr } = await t.cast());
    // The bucket read directly, as another client of the store would.
    elsewherePubSub = new RedisPubSub({ publisher: new Redis(t.env.REDIS_URL!), subscriber: new Redis(t.env.REDIS_URL!) });
    elsewhere = new StorageRouter(t.app.get(BOOT_STORAGE), t.app.get(StorageSettingsRepository), t.env, elsewherePubSub);
    await elsewhere.onModuleInit();
    bucket = new S3StorageDriver({ ...t.env, S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: S3_SECRET });
  });
  afterAll(async () => {
    await elsewhere?.onModuleDestroy();
    await elsewherePubSub?.close();
    await t?.stop();
    await s3?.close();
  });

  it('local → s3 → local: uploads land on the chosen driver, sizes beside them, and all three stay served', async () => {
    const localBytes = await picture(10);
    const before: FileView = await t.upload(sr.token, { type: 'mockup', bytes: localBytes });
    expect(await storageOf(before._id)).toBe('local');
    expect(new URL(before.url).pathname).toMatch(/^\/_storage\/files\//);

    expect((await elsewhere.forNewFiles()).name).toBe('local');
    await saveDriver('s3');
    await followedElsewhere('s3');
    const s3Bytes = await picture(200);
    const onS3 = await t.upload(sr.token, { type: 'mockup', bytes: s3Bytes });
    expect(await storageOf(onS3._id)).toBe('s3');
    expect(new URL(onS3.url).origin).toBe(endpoint);
    const [row] = await t.db.select().from(files).where(eq(files.id, onS3._id));
    expect((await bucket.read(row.path)).equals(s3Bytes)).toBe(true);
    expect(row.imageSizes.map((s) => s.name)).toEqual(['thumbnail', 'small', 'medium']);
    for (const s of row.imageSizes) expect(await bucket.head(s.path)).not.toBeNull();
    const medium = onS3.image_sizes.find((s) => s.name === 'medium')!;
    expect(new URL(medium.url).origin).toBe(endpoint);
    expect((await sharp(await fetchBytes(medium.url)).metadata()).width).toBe(768);
    // The file from before the switch is still served by the local driver.
    const old = await served(before._id);
    expect(new URL(old.url).pathname).toMatch(/^\/_storage\/files\//);
    expect((await fetchBytes(old.url)).equals(localBytes)).toBe(true);
    expect(await bucket.head(`files/${before._id}/original.png`)).toBeNull();

    await saveDriver('local');
    await followedElsewhere('local');
    // The S3 settings cannot be removed while files live there; nothing is written.
    const removing = await t.gql(SAVE_SETTINGS, { input: { driver: 'local' } }, sr.token);
    expect(codeOf(removing)).toBe('CONFLICT');
    expect(removing.errors![0].extensions?.reasons).toEqual({ s3_bucket: 'files_stored' });
    expect((await t.db.select().from(storageSettings))[0]).toMatchObject({ driver: 'local', s3Bucket: BUCKET });
    const after = await t.upload(sr.token, { type: 'mockup', bytes: await picture(90) });
    expect(await storageOf(after._id)).toBe('local');
    expect(await bucket.head(`files/${after._id}/original.png`)).toBeNull();
    const stillS3 = await served(onS3._id);
    expect(new URL(stillS3.url).origin).toBe(endpoint);
    expect((await fetchBytes(stillS3.url)).equals(s3Bytes)).toBe(true);
    for (const s of stillS3.image_sizes) await fetchBytes(s.url);
    const blob = await t.gql(BLOB, { url: stillS3.url }, sr.token);
    expect(Buffer.from(blob.data!.fileBlob.base64, 'base64').equals(s3Bytes)).toBe(true);

    // Modules that keep a file's keys (renders, listings, imports) reach it through STORAGE, routed by the row.
    const storage = t.app.get<StorageDriver>(STORAGE);
    expect((await storage.read(row.path)).equals(s3Bytes)).toBe(true);
    expect(new URL(await storage.getUrl(row.path)).origin).toBe(endpoint);
    expect(storage.keyOfUrl(new URL(stillS3.url))).toBe(row.path);

    // Removing it removes its objects from the bucket they are in.
    expect((await t.gql(REMOVE, { id: onS3._id }, sr.token)).data?.removeFile).toBe(true);
    for (const key of [row.path, ...row.imageSizes.map((s) => s.path)]) expect(await bucket.head(key)).toBeNull();
  });

  it('a mockup renders from a blank and artwork stored on S3 (the render reads them through STORAGE)', async () => {
    await saveDriver('s3');
    const blank = await t.upload(sr.token, { type: 'mockup', bytes: await blankPng(530, 630) });
    const art = await t.upload(sr.token, { type: 'design', bytes: await picture(230) });
    expect([await storageOf(blank._id), await storageOf(art._id)]).toEqual(['s3', 's3']);
    const fontId = await importRoboto(t.app.get(FontsService), t.app.get(STORAGE));
    const rendered = await t.app
      .get(RenderService)
      .renderSide(mockupDocument({ imageId: blank._id, width: 530, height: 630, artId: art._id, fontId }), 'front', null, {
        caller: { user: { id: sr.id, role: 'super_root' } },
      });
    expect(rendered).toMatchObject({ reused: false, width: 530, height: 630 });
    // The render itself is a system object, on the boot driver.
    const boot = t.app.get<StorageDriver>(BOOT_STORAGE);
    const key = boot.keyOfUrl(new URL(rendered.url!));
    expect(key).toMatch(/^renders\//);
    expect((await sharp(await boot.read(key!)).metadata()).width).toBe(530);
    await saveDriver('local');
  });
});
