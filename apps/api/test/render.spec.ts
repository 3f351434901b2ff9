import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { applyMatrix, mockupDocumentInput, printAreaTransform } from '@pod/shared';
import { jobs } from '../src/platform/db/schema';
import { RenderService } from '../src/producers/render/render.service';
import type { StorageDriver } from '../src/platform/storage/storage.driver';
import { blankPng, insertImageFile, mockupDocument, mockupInputs } from './factories';
import { codeOf, doc as gqlDoc, TestApp } from './harness';
import type { Caller } from '../src/platform/auth/ownership';
import { startOutboxWorker, stopProcess } from './outbox-workers';

/**
 * Renders through the real queue: the API enqueues on Redis (it runs no workers itself) and
 * worker processes (the real WorkerModule) render. One is killed in the middle of a render.
 */
describe('render workers', () => {
  let t: TestApp;
  let render: RenderService;
  let storage: StorageDriver;
  const children: ChildProcess[] = [];
  let blank: { id: string; path: string };
  let art: { id: string; path: string };
  let fontId: string;
  /** Staff: the renders draw any file of the library (the file-id walk tries sellers). */
  let staff: Caller;

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'false' });
    render = t.app.get(RenderService);
    staff = { user: { id: (await t.createUser({ role: 'root' })).id, role: 'root' } };
    ({ storage, blank, art, fontId } = await mockupInputs(t.app, t.db, { blank: [1060, 1260], artSide: 300, colour: '#e11d48' }));
  }, 120_000);
  afterAll(async () => {
    for (const child of children) await stopProcess(child);
    await t.stop();
  });

  /** The worker processes share this app's database, Redis, storage and secrets; a dead one's job is taken over after 3 to 6 s, not 30 to 60. */
  const workerEnv = () => ({
    NODE_ENV: 'test',
    JOB_LOCK_MS: '3000',
    ...Object.fromEntries((['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'JWT_SECRET', 'STORAGE_SECRET'] as const).map((k) => [k, String(t.env[k])])),
  });
  const doc = (text?: string) => mockupDocument({ imageId: blank.id, width: 530, height: 630, artId: art.id, fontId, text });
  const renderDirs = () => {
    try {
      return readdirSync(join(t.env.DATA_DIR, 'storage', 'renders'));
    } catch {
      return [];
    }
  };
  const renderJobs = async () => t.db.select().from(jobs).where(eq(jobs.queue, 'mockup'));

  it('a render survives a worker killed mid-job and completes once, on another worker', async () => {
    // A big blank, so the render takes long enough to be killed inside it.
    const big = await insertImageFile(t.db, storage, await blankPng(4200, 5000), 'mockup');
    const a = await startOutboxWorker(workerEnv());
    children.push(a);
    const first = await render.renderSide(mockupDocument({ imageId: big.id, width: 530, height: 630, artId: art.id, fontId }), 'front', '#0f766e', {
      caller: staff,
      waitMs: 0,
    });
    expect(first.job_id).toBeDefined();
    const jobId = first.job_id!;
    const row = async () => (await t.db.select().from(jobs).where(eq(jobs.id, jobId)))[0];
    await t.waitFor(
      async () => {
        const r = await row();
        if (r.status === 'completed') throw new Error('the job was not caught running: it completed');
        return r.status === 'running' && r.progress >= 20;
      },
      { timeout: 30_000, interval: 20, what: 'the render job running past 20 %' },
    );
    await stopProcess(a, 'SIGKILL');
    expect((await row()).status).toBe('running');
    const b = await startOutboxWorker(workerEnv());
    children.push(b);
    // BullMQ hands a job whose worker died (its lock lapsed) to another worker.
    const done = await t.waitFor(
      async () => {
        const r = await row();
        return r.status === 'completed' && r;
      },
      { timeout: 120_000, interval: 250, what: 'the render job completed by the second worker' },
    );
    expect(done.error).toBeNull();
    expect(String(done.result?.worker)).toContain(`:${b.pid}`);
    expect(done.result).toMatchObject({ reused: false });
    // One set of files for the document, and asking again answers them without a new job.
    const again = await render.renderSide(mockupDocument({ imageId: big.id, width: 530, height: 630, artId: art.id, fontId }), 'front', '#0f766e', {
      caller: staff,
    });
    expect(again).toMatchObject({ reused: true, width: 4200, height: 5000 });
    expect(renderDirs()).toHaveLength(1);
    expect(readdirSync(join(t.env.DATA_DIR, 'storage', 'renders', renderDirs()[0])).sort()).toEqual([
      'large.webp',
      'medium.webp',
      'mockup.webp',
      'render.json',
      'small.webp',
      'thumbnail.webp',
    ]);
    expect(await renderJobs()).toHaveLength(1);
  }, 180_000);

  it('renders the same document once: the second request answers the stored file', async () => {
    const before = renderDirs().length;
    const jobsBefore = (await renderJobs()).length;
    const one = await render.renderSide(doc(), 'front', null, { caller: staff });
    expect(one).toMatchObject({ reused: false, width: 1060, height: 1260 });
    expect(one.image_sizes.map((s) => s.name)).toEqual(['thumbnail', 'small', 'medium']);
    // A layer without a type is dropped (spec section 5): the same document, the same render.
    const withTypeless = doc();
    withTypeless.sides[0].layers!.push({ id: 'x', name: 'no type', settings: [{ name: 'x', value: 1 }] });
    const two = await render.renderSide(withTypeless, 'front', null, { caller: staff });
    expect(two).toMatchObject({ reused: true, url: one.url, width: 1060 });
    expect(renderDirs()).toHaveLength(before + 1);
    expect(await renderJobs()).toHaveLength(jobsBefore + 1);
    // Another text is another render.
    const three = await render.renderSide(doc('Bye'), 'front', null, { caller: staff });
    expect(three.reused).toBe(false);
    expect(three.url).not.toEqual(one.url);
    // The picture: the document's navy where there is no print, the print inside the print area.
    const picture = await sharp(await storage.read(new URL(one.url!).pathname.replace('/_storage/', '')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...picture.data.subarray((y * 1060 + x) * 4, (y * 1060 + x) * 4 + 3)];
    const navyish = at(200, 1100);
    expect(navyish[2]).toBeGreaterThan(navyish[0] + 40);
    // The art's centre, placed by the shared geometry (declared image 530 × 630, stored at twice that).
    const side = mockupDocumentInput.parse(doc()).sides[0];
    const [cx, cy] = applyMatrix(printAreaTransform(side, { position: 'front', width: 1668, height: 1820 }).layerToImage(side.layers[0]), 250, 250);
    const red = at(Math.round(cx * 2), Math.round(cy * 2));
    expect(red[0]).toBeGreaterThan(150);
    expect(red[1]).toBeLessThan(80);
  }, 60_000);

  it('renders a document asked for twice at once with one job', async () => {
    const [dirs, rows] = [renderDirs().length, (await renderJobs()).length];
    const [a, b] = await Promise.all([
      render.renderSide(doc('Twice at once'), 'front', '#be123c', { caller: staff }),
      render.renderSide(doc('Twice at once'), 'front', '#be123c', { caller: staff }),
    ]);
    expect(a.url).toBeDefined();
    expect(b.url).toEqual(a.url);
    expect(renderDirs()).toHaveLength(dirs + 1);
    expect(await renderJobs()).toHaveLength(rows + 1);
  }, 60_000);

  it('makes a full-size print file per print area, PNG with its DPI, once', async () => {
    const [print] = await render.renderPrintFiles(doc(), { caller: staff });
    expect(print).toMatchObject({ side: 'front', position: 'front', width: 1668, height: 1820, dpi: 150, reused: false });
    const png = await storage.read(new URL(print.url!).pathname.replace('/_storage/', ''));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.density, meta.hasAlpha]).toEqual(['png', 1668, 1820, 150, true]);
    const [again] = await render.renderPrintFiles(doc(), { caller: staff });
    expect(again).toMatchObject({ reused: true, url: print.url });
  }, 60_000);

  describe('bad input answers a clear error and renders nothing', () => {
    type Front = ReturnType<typeof doc>['sides'][0];
    /** [case, what to change on the front side, refused field, reason, side asked for, colour]. */
    const refused: Array<[string, (front: Front) => void, string, string, string?, string?]> = [
      ['an unknown side', () => undefined, 'side', 'not_exist', 'sleeve'],
      ['a print area outside the document', (f) => void (f.print_area = { ...f.print_area, x: 1500 }), 'sides.0.print_area', 'range'],
      [
        'a foreign file URL',
        (f) => void (f.layers![0].settings![0] = { name: 'file', value: { url: 'https://evil.example/files/x.png' } }),
        'sides.0.layers.0.file',
        'url',
      ],
      [
        'a path out of our storage',
        (f) => void (f.layers![0].settings![0] = { name: 'file', value: { url: `${t.url}/_storage/files/../../etc/passwd` } }),
        'sides.0.layers.0.file',
        'url',
      ],
      ['a file that does not exist', (f) => void (f.image = { ...f.image, _id: '00000000-0000-4000-8000-000000000000' }), 'sides.0.image', 'not_exist'],
      [
        'a text layer without a font (never a substitute)',
        (f) => void (f.layers![1].settings = f.layers![1].settings!.filter((s) => s.name !== 'font_id')),
        'sides.0.layers.1.font_id',
        'required',
      ],
      [
        'a style the font does not have',
        (f) => void f.layers![1].settings!.push({ name: 'font_variant', value: '850italic' }),
        'sides.0.layers.1.font_id',
        'not_exist',
      ],
      ['a colour that is not one', () => undefined, 'input', 'invalid', 'front', 'navy; drop table'],
    ];
    it.each(refused)('%s', async (_name, change, field, reason, side = 'front', color) => {
      const [dirs, rows] = [renderDirs().length, (await renderJobs()).length];
      const document = doc();
      change(document.sides[0]);
      await expect(render.renderSide(document, side, color, { caller: staff, ctx: { origin: t.url } })).rejects.toMatchObject({
        // A missing library file is NOT_FOUND on its field (as another seller's is: file-ownership.spec).
        code: reason === 'not_exist' && field.endsWith('image') ? 'NOT_FOUND' : 'BAD_USER_INPUT',
        reasons: { [field]: reason },
      });
      expect(renderDirs()).toHaveLength(dirs);
      expect(await renderJobs()).toHaveLength(rows);
    });
  });

  describe('GraphQL: renderMockupSide and renderPrintFiles (root, items module; sellers, catalog module)', () => {
    const RENDER = gqlDoc<{
      renderMockupSide: { url: string | null; width: number | null; image_sizes: Array<{ name: string; url: string }>; job_id: string | null; reused: boolean };
    }>(
      `mutation($document: JSON!, $side: String!, $color: String) { renderMockupSide(document: $document, side: $side, color: $color) { url width image_sizes { name url } job_id reused } }`,
    );
    const PRINTS = gqlDoc<{
      renderPrintFiles: Array<{ side: string; position: string; url: string | null; width: number | null; dpi: number; reused: boolean }>;
    }>(`mutation($document: JSON!) { renderPrintFiles(document: $document) { side position url width dpi reused } }`);

    it('is denied to the signed-out and partners, then allowed to root and to sellers designing from the catalogue', async () => {
      const variables = { document: doc('GraphQL'), side: 'front', color: '#7c3aed' };
      const { seller, partner } = await t.cast();
      const root = await t.newUser({ role: 'root' });
      const rows = (await renderJobs()).length;
      expect(codeOf(await t.gql(RENDER, variables))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(RENDER, variables, partner.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(PRINTS, { document: variables.document }, partner.token))).toBe('FORBIDDEN');
      expect(await renderJobs()).toHaveLength(rows);
      const res = await t.gql(RENDER, variables, root.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.renderMockupSide).toMatchObject({ width: 1060, reused: false, job_id: null });
      // Signed for the caller's origin, served by our storage endpoint.
      const picture = await fetch(res.data!.renderMockupSide.url!);
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);
      const prints = await t.gql(PRINTS, { document: variables.document }, root.token);
      expect(prints.data!.renderPrintFiles).toEqual([expect.objectContaining({ side: 'front', position: 'front', width: 1668, dpi: 150 })]);
      // A seller's same document answers the stored renders.
      const again = await t.gql(RENDER, variables, seller.token);
      expect(again.errors).toBeUndefined();
      expect(again.data!.renderMockupSide).toMatchObject({ width: 1060, reused: true });
      expect((await t.gql(PRINTS, { document: variables.document }, seller.token)).data!.renderPrintFiles).toEqual([expect.objectContaining({ reused: true })]);
    }, 60_000);

    it('answers bad input with field reasons and renders nothing', async () => {
      const root = await t.newUser({ role: 'root' });
      const [dirs, rows] = [renderDirs().length, (await renderJobs()).length];
      const outside = doc();
      outside.sides[0].print_area = { ...outside.sides[0].print_area, y: 1900 };
      const res = await t.gql(RENDER, { document: outside, side: 'front' }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions).toMatchObject({ reasons: { 'sides.0.print_area': 'range' } });
      const foreign = await t.gql(RENDER, { document: doc(), side: 'back' }, root.token);
      expect(foreign.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reasons: { side: 'not_exist' } });
      expect(renderDirs()).toHaveLength(dirs);
      expect(await renderJobs()).toHaveLength(rows);
    });
  });

  it('records each render as a tracked job of the mockup queue, with its progress', async () => {
    const rows = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'mockup'), eq(jobs.status, 'completed')));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.progress === 100 && ['render_mockup', 'render_print_file'].includes(r.name))).toBe(true);
  });
});
