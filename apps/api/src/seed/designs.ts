import { and, eq, inArray } from 'drizzle-orm';
import { DESIGN_DEFAULT_SIZE, mockupDocumentInput, type DesignImage, type DesignStatus } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { previewDocument } from '../modules/designs/design-preview';
import { drawMockup, mockupPayload } from '../producers/render/render.service';
import { RenderStore } from '../producers/render/render.store';
import { files, mockupDesigns, mockupDesignTagLinks, mockupDesignTags } from '../platform/db/schema';
import { blankSvg, type Shape } from './catalogue';
import type { DemoUsers, SeedContext } from './context';
import { designItems } from './design-files';
import { seedImages } from './media';

const DAY = 86_400_000;

/** Mockup photos the designs are placed on (600×600 drawings), with the chest print area on the design's 1100 canvas. */
const PHOTOS: Array<{ name: string; shape: Shape; fill: string; area: Pick<DesignImage, 'print_x' | 'print_y' | 'print_width' | 'print_height'> }> = [
  { name: 'White tee', shape: 'tee', fill: '#ffffff', area: { print_x: 400, print_y: 380, print_width: 300, print_height: 380 } },
  { name: 'Black tee', shape: 'tee', fill: '#222222', area: { print_x: 400, print_y: 380, print_width: 300, print_height: 380 } },
  { name: 'Heather hoodie', shape: 'hoodie', fill: '#9aa5b1', area: { print_x: 420, print_y: 420, print_width: 260, print_height: 260 } },
  { name: 'Canvas tote', shape: 'tote', fill: '#e9dcc3', area: { print_x: 360, print_y: 450, print_width: 380, print_height: 420 } },
  { name: 'Poster', shape: 'poster', fill: '#fafafa', area: { print_x: 360, print_y: 210, print_width: 380, print_height: 550 } },
];

/** 30 designs: published most, some drafts, a few in the trash. */
const statusOf = (i: number): DesignStatus => (i % 6 === 5 ? 'trashed' : i % 3 === 1 ? 'draft' : 'published');

/**
 * The demo seller's mockup design catalogue: 30 designs made from the sample design files on the
 * mockup photos above, across statuses, tagged with their artwork's tags, each with real previews
 * drawn as the render workers draw them (same payload, same hash, so a later save reuses them).
 */
export async function seedMockupDesigns(ctx: SeedContext, people: DemoUsers): Promise<void> {
  const { db, storage } = ctx;
  const sellerId = people.get('sale');
  if (!sellerId || (await db.$count(mockupDesigns, eq(mockupDesigns.ownerId, sellerId))) > 0) return;

  await seedImages(
    ctx,
    'mockup',
    PHOTOS.map((p) => ({
      name: p.name,
      filename: `${p.name.toLowerCase().replace(/\s+/g, '-')}.png`,
      svg: blankSvg(p.shape, p.fill),
      tags: ['mockup', p.shape],
    })),
    sellerId,
  );
  const arts = designItems();
  const stored = await db
    .select({ id: files.id, name: files.name, type: files.type, path: files.path, width: files.width, height: files.height })
    .from(files)
    .where(and(inArray(files.type, ['design', 'mockup']), inArray(files.name, [...arts.map((a) => a.name), ...PHOTOS.map((p) => p.name)])));
  const fileOf = (type: string, name: string) => stored.find((f) => f.type === type && f.name === name);

  const tagNames = [...new Set(arts.flatMap((a) => a.tags))];
  await db
    .insert(mockupDesignTags)
    .values(tagNames.map((name) => ({ id: newId(), ownerId: sellerId, name })))
    .onConflictDoNothing();
  const tags = await db.select().from(mockupDesignTags).where(eq(mockupDesignTags.ownerId, sellerId));

  for (let i = 0; i < 30; i++) {
    const art = arts[i % arts.length];
    const artwork = fileOf('design', art.name);
    if (!artwork?.width || !artwork.height) continue;
    const photos = [PHOTOS[i % PHOTOS.length], ...(i % 2 ? [PHOTOS[(i + 2) % PHOTOS.length]] : [])];
    const images: DesignImage[] = photos.map((p) => ({ type: p.shape, name: p.name, image: fileOf('mockup', p.name)!.id, print_fit: 'contain', ...p.area }));
    const previewRenders: string[] = [];
    for (const [k, item] of images.entries()) {
      const doc = mockupDocumentInput.parse(
        previewDocument(
          { width: DESIGN_DEFAULT_SIZE, height: DESIGN_DEFAULT_SIZE, artworkId: artwork.id, artwork: { width: artwork.width, height: artwork.height } },
          item as DesignImage & { image: string },
        ),
      );
      const payload = mockupPayload(doc, doc.sides[0], null, { image: fileOf('mockup', photos[k].name)!.path, files: { artwork: artwork.path }, fonts: {} });
      if (!(await storage.head(RenderStore.key(payload.hash, 'render.json')))) await drawMockup(storage, payload);
      previewRenders.push(payload.hash);
    }
    const createdAt = new Date(Date.now() - (30 - i) * 2 * DAY);
    const id = newId();
    await db.transaction(async (tx) => {
      await tx.insert(mockupDesigns).values({
        id,
        ownerId: sellerId,
        name: i < arts.length ? art.name : `${art.name} ${i < 2 * arts.length ? 'II' : 'III'}`,
        status: statusOf(i),
        width: DESIGN_DEFAULT_SIZE.toFixed(2),
        height: DESIGN_DEFAULT_SIZE.toFixed(2),
        imageFileId: artwork.id,
        images,
        prints: [{ name: 'Front print', prints: [{ type: 'dtg', image: artwork.id }] }],
        previewRenders,
        createdBy: sellerId,
        createdAt,
        updatedAt: createdAt,
      });
      const mine = tags.filter((t) => art.tags.slice(0, 3).includes(t.name));
      if (mine.length) await tx.insert(mockupDesignTagLinks).values(mine.map((t) => ({ designId: id, tagId: t.id, status: statusOf(i), createdAt })));
    });
  }
}
