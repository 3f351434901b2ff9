import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  centsToDecimal,
  DEFAULT_DOCUMENT,
  DEFAULT_PRINT_AREAS,
  defaultSide,
  LISTING_QUEUE_STATUSES,
  mockupDocumentInput,
  PRINT_DPI,
  toCents,
  type EditorSide,
  type ListingStatus,
  type MockupDocument,
} from '@pod/shared';
import { newId } from '../platform/common/ids';
import { drawMockup, drawPrintFile, mockupPayload, printFilePayload } from '../producers/render/render.service';
import { RenderStore } from '../producers/render/render.store';
import { files, listings, listingStores, mockupPresets, productPresets, productVariants, stores, users, type ListingPrintFile } from '../platform/db/schema';
import { blankSvg, type Shape } from './catalogue';
import type { DemoUsers, SeedContext } from './context';
import { designItems } from './design-files';
import { seedImages } from './media';

const DAY = 86_400_000;
const SHAPES: readonly Shape[] = ['tee', 'hoodie', 'mug', 'poster', 'canvas', 'cap', 'tote', 'pillow', 'case', 'mask', 'necklace'];
/** The preset's blank by its name (the catalogue seed draws its presets from these shapes). */
const SHAPE_WORDS: Array<[RegExp, Shape]> = [
  [/hood|sweat/i, 'hoodie'],
  [/mug|tumbler/i, 'mug'],
  [/poster|print/i, 'poster'],
  [/canvas/i, 'canvas'],
  [/cap|hat/i, 'cap'],
  [/tote|bag/i, 'tote'],
  [/pillow|cushion/i, 'pillow'],
  [/case|phone/i, 'case'],
  [/mask/i, 'mask'],
  [/necklace|pendant/i, 'necklace'],
];
const shapeOf = (name: string): Shape => SHAPE_WORDS.find(([re]) => re.test(name))?.[1] ?? 'tee';
const blankName = (shape: Shape, side: 'front' | 'back') => `Blank ${shape} ${side}`;
/** Listings made from this many distinct (product, design) pairs: their renders are reused by hash. */
const PAIRS = 10;
const LISTINGS = 30;

/** Stored files of a type by name (the seeded blanks and designs). */
function filesNamed({ db }: SeedContext, type: 'mockup' | 'design', names: string[]) {
  return db
    .select({ id: files.id, name: files.name, path: files.path, width: files.width, height: files.height })
    .from(files)
    .where(and(eq(files.type, type), inArray(files.name, names)));
}

/**
 * A picture for each template that has none (the ones seeded above): its first side drawn as the
 * workers draw a mockup, with no design on it, so the preset's mockup list shows the blank. The
 * templates of one blank share the render (same payload, same hash).
 */
async function pictureTemplates({ db, storage }: SeedContext): Promise<void> {
  const bare = await db
    .select({ id: mockupPresets.id, sides: mockupPresets.sides })
    .from(mockupPresets)
    .where(and(isNull(mockupPresets.ownerId), isNull(mockupPresets.srcKey)));
  const imageIds = [...new Set(bare.flatMap((t) => (t.sides[0]?.image._id ? [t.sides[0].image._id] : [])))];
  if (!imageIds.length) return;
  const paths = new Map((await db.select({ id: files.id, path: files.path }).from(files).where(inArray(files.id, imageIds))).map((f) => [f.id, f.path]));
  for (const template of bare) {
    const image = paths.get(template.sides[0]?.image._id ?? '');
    if (!image) continue;
    const doc: MockupDocument = mockupDocumentInput.parse({ sides: template.sides, print_areas: DEFAULT_PRINT_AREAS.map((a) => ({ ...a })) });
    const mockup = mockupPayload(doc, doc.sides[0], null, { image, files: {}, fonts: {} });
    if (!(await storage.head(RenderStore.key(mockup.hash, 'render.json')))) await drawMockup(storage, mockup);
    await db
      .update(mockupPresets)
      .set({ srcKey: RenderStore.key(mockup.hash, 'mockup.webp') })
      .where(eq(mockupPresets.id, template.id));
  }
}

/**
 * Mockup presets and listings: every demo product preset gets a published template (front and
 * back sides on the seeded blanks, the spec's default document and print areas), and the three
 * demo sellers get 30 listings with their product mockups, a rendered mockup picture and the
 * print file, drawn by the render workers' own functions (same payloads, same hashes, so a later
 * save or preview reuses them). Adds only what is missing.
 */
export async function seedMockups(ctx: SeedContext, people: DemoUsers): Promise<void> {
  const { db, storage } = ctx;
  const rootId = people.get('root') ?? null;
  const saleId = people.get('sale');
  if (!saleId) return;
  await seedImages(
    ctx,
    'mockup',
    SHAPES.flatMap((shape) =>
      (['front', 'back'] as const).map((side) => ({
        name: blankName(shape, side),
        filename: `blank-${shape}-${side}.png`,
        svg: blankSvg(shape, side === 'front' ? '#ffffff' : '#f4f4f5'),
        tags: ['blank', shape, side],
      })),
    ),
    rootId ?? saleId,
  );
  const blanks = await filesNamed(
    ctx,
    'mockup',
    SHAPES.flatMap((s) => [blankName(s, 'front'), blankName(s, 'back')]),
  );
  const blankOf = (shape: Shape, side: 'front' | 'back') => blanks.find((b) => b.name === blankName(shape, side))!;

  // Templates: one per product preset that has none.
  const presets = await db.select().from(productPresets).orderBy(productPresets.createdAt, productPresets.id);
  const templated = new Set(
    (await db.select({ productId: mockupPresets.productId }).from(mockupPresets).where(isNull(mockupPresets.ownerId))).map((r) => r.productId),
  );
  const sidesOf = (shape: Shape): EditorSide[] =>
    (['front', 'back'] as const).map((id) => {
      const blank = blankOf(shape, id);
      const side = defaultSide(id, id === 'front' ? '3D Front' : 'Back', id);
      return { ...side, image: { _id: blank.id, width: blank.width ?? 600, height: blank.height ?? 600 } };
    });
  const missing = presets.filter((p) => !templated.has(p.id));
  if (missing.length)
    await db.insert(mockupPresets).values(
      missing.map((p) => ({
        id: newId(),
        code: `${p.sku}-2D`,
        sku: p.sku,
        productId: p.id,
        provider: p.provider,
        name: `${p.name} – front and back`,
        mockupType: '2D',
        printAreas: DEFAULT_PRINT_AREAS.map((a) => ({ ...a, image: null })),
        sides: sidesOf(shapeOf(p.name)),
        status: 'Publish',
        createdBy: rootId,
      })),
    );
  await pictureTemplates(ctx);

  if ((await db.$count(listings)) > 0) return;
  const sellerIds = [saleId, people.get('fulfiller'), (await db.select({ id: users.id }).from(users).where(eq(users.email, 'mara@demo.pod')))[0]?.id].filter(
    (id): id is string => Boolean(id),
  );
  const arts = designItems();
  const artFiles = await filesNamed(
    ctx,
    'design',
    arts.map((a) => a.name),
  );
  const apparel = presets.filter((p) => ['tee', 'hoodie'].includes(shapeOf(p.name))).slice(0, PAIRS);
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.presetId,
        apparel.map((p) => p.id),
      ),
    )
    .orderBy(productVariants.position);
  const storesBySeller = await db
    .select({ id: stores.id, sellerId: stores.sellerId, platform: stores.platform })
    .from(stores)
    .where(inArray(stores.sellerId, sellerIds));
  if (!apparel.length || !artFiles.length) return;

  for (let i = 0; i < LISTINGS; i++) {
    const sellerId = sellerIds[i % sellerIds.length];
    const pair = i % PAIRS;
    const preset = apparel[pair % apparel.length];
    const art = { ...artFiles[pair % artFiles.length], name: artFiles[pair % artFiles.length].name ?? 'Design' };
    const sides = sidesOf(shapeOf(preset.name));
    const area = sides[0].print_area;
    const size = Math.round(Math.min(area.width, area.height) * 0.8);
    sides[0].layers = [
      {
        id: 'art',
        name: 'Image 1',
        type: 'image',
        settings: Object.entries({ file: { _id: art.id }, x: area.x + (area.width - size) / 2, y: area.y + 80, width: size, height: size }).map(
          ([name, value]) => ({ name, value }),
        ),
      },
    ];
    const doc: MockupDocument = mockupDocumentInput.parse({ sides, print_areas: DEFAULT_PRINT_AREAS.map((a) => ({ ...a })) });
    const front = doc.sides[0];
    const assets = { image: blankOf(shapeOf(preset.name), 'front').path, files: { art: art.path }, fonts: {} };
    const mockup = mockupPayload(doc, front, null, assets);
    const print = printFilePayload(doc, front, { ...assets, image: null });
    if (!(await storage.head(RenderStore.key(mockup.hash, 'render.json')))) await drawMockup(storage, mockup);
    if (!(await storage.head(RenderStore.key(print.hash, 'render.json')))) await drawPrintFile(storage, print);
    const mockupPath = RenderStore.key(mockup.hash, 'mockup.webp');

    const createdAt = new Date(Date.now() - (LISTINGS - i) * DAY);
    const mockupId = newId();
    const own = variants.filter((v) => v.presetId === preset.id).slice(0, 6);
    const printFiles: ListingPrintFile[] = [{ side: front.id, position: print.print.position, dpi: PRINT_DPI, hash: print.hash }];
    const status: ListingStatus = i % 7 === 3 ? 'Draft' : i % 11 === 10 ? 'Trash' : 'Publish';
    const listingId = newId();
    await db.transaction(async (tx) => {
      await tx.insert(mockupPresets).values({
        id: mockupId,
        code: `${preset.sku}-${mockupId.slice(-6)}`.toUpperCase(),
        sku: preset.sku,
        productId: preset.id,
        provider: preset.provider,
        name: `${art.name} on ${preset.name}`,
        mockupType: '2D',
        printAreas: DEFAULT_PRINT_AREAS.map((a) => ({ ...a, image: null })),
        sides: doc.sides.map((s, k) => (k === 0 ? { ...s, mockup: { url: mockupPath, width: DEFAULT_DOCUMENT.width, height: DEFAULT_DOCUMENT.height } } : s)),
        srcKey: mockupPath,
        status: 'Publish',
        ownerId: sellerId,
        createdBy: sellerId,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(listings).values({
        id: listingId,
        sellerId,
        name: `${art.name} ${preset.name}`,
        description: `${art.name}, printed on the ${preset.name}.`,
        price: centsToDecimal(toCents(own[0]?.basePrice ?? '10.00') + 1200n),
        imageKeys: [mockupPath],
        frontKey: art.path,
        productId: preset.id,
        tags: [art.name.split(' ')[0].toLowerCase(), shapeOf(preset.name)],
        collections: [i % 2 ? 'Summer' : 'Bestsellers'],
        prettyAttributes: preset.prettyAttributes,
        attributeSpecificsModify: own.map((v) => ({
          sku: v.sku,
          sale_price: centsToDecimal(toCents(v.basePrice) + 1000n),
          base_price: v.basePrice,
          name_value: v.nameValue.map((n) => ({ name: n.name, value: n.value })),
        })),
        sizeChart: preset.sizeChart,
        includeSizeChart: Boolean(preset.sizeChart),
        weight: own[0]?.weight ?? null,
        mockupId,
        printFiles,
        status,
        createdAt,
        updatedAt: createdAt,
      });
      const store = storesBySeller.find((s) => s.sellerId === sellerId);
      if (store && status === 'Publish') {
        const queueStatus = LISTING_QUEUE_STATUSES[i % LISTING_QUEUE_STATUSES.length];
        await tx.insert(listingStores).values({
          id: newId(),
          listingId,
          storeId: store.id,
          platform: store.platform,
          platformId: queueStatus === 'published' ? `${9_000_000 + i}` : null,
          importedAt: queueStatus === 'published' ? createdAt : null,
          queueStatus,
          queueMessenger: queueStatus === 'failed' ? 'The store refused the listing: the access token has expired.' : null,
        });
      }
    });
  }
}
