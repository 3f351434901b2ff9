import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@pod/shared';
import { fonts, files, ledgerEntries, listings, listingStores, mockupPresets, orders, productPresets, users } from '../src/platform/db/schema';
import { seedMockups } from '../src/seed/mockups';
import { seedDemo, DEMO_PASSWORD, demoEmail } from '../src/seed/seed';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { TestApp } from './harness';

const CLIPARTS = `query { cliparts(perPage: 1) { _id name tags { name } file { type width height image_sizes { name url } } } }`;
const FILES = `query($type: String, $by: ID) { files(type: $type, created_by: $by, perPage: 50) { _id name type width height image_sizes { name } } }`;
const FONTS = `query($provider: String) { fonts(provider: $provider, perPage: 1) { _id family preview files { url } } }`;

/** The demo seed gives a new user a working library: fonts, clipart and design files, stored like real uploads. */
describe('demo seed: media', () => {
  let t: TestApp;
  const counts = async () => {
    const byType = await t.db.select({ type: files.type, n: count() }).from(files).groupBy(files.type);
    const [googleFonts] = await t.db.select({ n: count() }).from(fonts).where(eq(fonts.provider, 'google'));
    const of = (type: string) => byType.find((r) => r.type === type)?.n ?? 0;
    return { clipart: of('clipart'), design: of('design'), fonts: googleFonts.n };
  };

  beforeAll(async () => {
    t = await TestApp.start();
  }, 120_000);
  afterAll(() => t.stop());

  it('seeds two dozen font families, about fifty clipart items and a dozen designs; a second run adds nothing', async () => {
    const storage = t.app.get<StorageDriver>(STORAGE);
    const first = Date.now();
    await seedDemo(t.db, storage, t.env);
    const firstMs = Date.now() - first;
    const after = await counts();
    expect(after.clipart).toBeGreaterThanOrEqual(50);
    // a dozen sellers' designs, and the studio's 3 print files delivered for design requests
    expect(after.design).toBe(15);
    expect(after.fonts).toBeGreaterThanOrEqual(24);

    const again = Date.now();
    await seedDemo(t.db, storage, t.env);
    const againMs = Date.now() - again;
    expect(await counts()).toEqual(after);
    console.log(`demo seed: first run ${firstMs} ms, second run ${againMs} ms, ${JSON.stringify(after)}`);

    // What a signed-in seller sees: real, served pictures with their sizes, and previewed fonts.
    const { token } = await t.login(demoEmail('sale'), DEMO_PASSWORD);
    const clip = await t.gql<{ cliparts: Array<{ name: string; tags: Array<{ name: string }>; file: { image_sizes: Array<{ url: string }> } }> }>(
      CLIPARTS,
      {},
      token,
    );
    expect(Number(clip.headers['x-total'])).toBe(after.clipart);
    expect(clip.data!.cliparts[0].tags.length).toBeGreaterThan(0);
    const thumbnail = await fetch(clip.data!.cliparts[0].file.image_sizes[0].url);
    expect([thumbnail.status, thumbnail.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const root = await t.login(demoEmail('root'), DEMO_PASSWORD);
    // the seller's designs (the studio's print files for design requests are another size)
    const [seller] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('sale')));
    const designs = await t.gql<{ files: Array<{ name: string; width: number; image_sizes: unknown[] }> }>(
      FILES,
      { type: 'design', by: seller.id },
      root.token,
    );
    expect(designs.data!.files.map((f) => f.name)).toEqual(expect.arrayContaining(['Sunset Mountains', 'Retro Badge', 'Good Vibes Only']));
    expect(designs.data!.files.every((f) => f.width === 1200 && f.image_sizes.length >= 3)).toBe(true);

    const font = await t.gql<{ fonts: Array<{ preview: string | null; files: Array<{ url: string }> }> }>(FONTS, { provider: 'google' }, token);
    expect(Number(font.headers['x-total'])).toBe(after.fonts);
    expect(font.data!.fonts[0].files.length).toBeGreaterThan(0);
  }, 120_000);

  it('seeds orders in every status over 4 stores and 3 sellers, and a ledger that pays for them and equals each credit', async () => {
    const byStatus = await t.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
    expect(byStatus.map((r) => r.status).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(byStatus.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(2000);
    const sellers = await t.db.selectDistinct({ id: orders.sellerId }).from(orders);
    expect(sellers).toHaveLength(3);
    for (const { id } of sellers) {
      const [{ credit }] = await t.db.select({ credit: users.totalCredit }).from(users).where(eq(users.id, id));
      const [{ sum }] = await t.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(14,2)::text` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, id), eq(ledgerEntries.status, 'paid')));
      expect(credit).toBe(sum);
      expect(Number(credit)).toBeGreaterThanOrEqual(0);
      // one payment per paid order (free replacement orders of returns are paid by nobody)
      const [{ paid }] = await t.db
        .select({ paid: count() })
        .from(orders)
        .where(and(eq(orders.sellerId, id), sql`${orders.paidAt} is not null and ${orders.total} > 0`));
      expect(await t.db.$count(ledgerEntries, and(eq(ledgerEntries.userId, id), eq(ledgerEntries.type, 'payment')))).toBe(paid);
    }
    const { token } = await t.login(demoEmail('order_qc'), DEMO_PASSWORD);
    const tab = await t.gql<{ orders: Array<{ status: string }> }>(`query { orders(status: "Processing") { status } }`, {}, token);
    expect(Number(tab.headers['x-total'])).toBe(byStatus.find((r) => r.status === 'Processing')!.n);
  });
  it('seeds a mockup template per product preset and 30 listings of 3 sellers with rendered mockups and print files', async () => {
    const storage = t.app.get<StorageDriver>(STORAGE);
    const [presets, templates] = [await t.db.$count(productPresets), await t.db.$count(mockupPresets, isNull(mockupPresets.ownerId))];
    expect(templates).toBe(presets);
    // Each template has its picture for the preset mockup list: its blank drawn once per blank (same render by hash).
    const pictures = (await t.db.select({ srcKey: mockupPresets.srcKey }).from(mockupPresets).where(isNull(mockupPresets.ownerId))).map((r) => r.srcKey);
    expect(pictures.every(Boolean)).toBe(true);
    for (const key of new Set(pictures)) expect(await storage.head(key!)).toBeTruthy();
    expect(new Set(pictures).size).toBeLessThan(templates);
    // Measured cold: the seller mockups and listings again, with no render kept.
    await t.db.delete(listings);
    await t.db.delete(mockupPresets).where(sql`${mockupPresets.ownerId} is not null`);
    rmSync(join(t.env.DATA_DIR, 'storage', 'renders'), { recursive: true, force: true });
    const people = new Map(
      (
        await t.db
          .select({ role: users.role, id: users.id })
          .from(users)
          // each role's own demo account (other demo users share roles: the third seller, the studio's designer)
          .where(sql`${users.email} = ${users.role} || '@demo.pod'`)
      ).map((u) => [u.role, u.id] as const),
    );
    const started = Date.now();
    await seedMockups({ db: t.db, storage, env: t.env }, people as never);
    console.log(`mockups seed (cold, 10 mockups and 10 print files rendered for 30 listings): ${Date.now() - started} ms`);
    const rows = await t.db.select().from(listings);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.sellerId)).size).toBe(3);
    expect(await t.db.$count(listingStores)).toBeGreaterThan(0);
    const { token } = await t.login(demoEmail('sale'), DEMO_PASSWORD);
    const mine = await t.gql<{ itemsInfo: Array<{ images: Array<{ src: string }>; print_files: Array<{ url: string | null; width: number }> }> }>(
      `query { itemsInfo(perPage: 50) { images { src } print_files { url width } } }`,
      {},
      token,
    );
    expect(mine.data!.itemsInfo.length).toBe(10);
    for (const l of mine.data!.itemsInfo) {
      expect(l.print_files).toEqual([expect.objectContaining({ width: 1668, url: expect.any(String) })]);
      expect((await fetch(l.images[0].src)).status).toBe(200);
    }
  }, 120_000);
});
