import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { newId } from '../platform/common/ids';
import { renderImageSizes, storeImageSizes } from '../producers/media/image-sizes';
import { fileTagLinks, fileTags, files } from '../platform/db/schema';
import type { SeedContext } from './context';

/** A picture the seed draws: SVG markup rendered to PNG by sharp. */
export interface DrawnImage {
  name: string;
  filename: string;
  svg: string;
  tags: string[];
}

/**
 * Stores drawn pictures as ready files of `type` (original PNG, image sizes, tags) through the
 * storage driver, like a confirmed upload. Pictures whose name is already stored for the type are
 * skipped, so running the seed again adds only what is missing. Answers how many were added.
 */
export async function seedImages(
  { db, storage }: SeedContext,
  type: 'clipart' | 'design' | 'mockup' | 'attachment',
  images: readonly DrawnImage[],
  createdBy: string,
): Promise<number> {
  const existing = await db
    .select({ name: files.name })
    .from(files)
    .where(
      and(
        eq(files.type, type),
        inArray(
          files.name,
          images.map((i) => i.name),
        ),
      ),
    );
  const have = new Set(existing.map((r) => r.name));
  const missing = images.filter((i) => !have.has(i.name));
  // A few at a time: sharp works on the libuv pool, and the seed must not hog a small machine.
  for (let i = 0; i < missing.length; i += 4) {
    await Promise.all(missing.slice(i, i + 4).map((image) => storeImage({ db, storage }, type, image, createdBy)));
  }
  return missing.length;
}

async function storeImage({ db, storage }: Pick<SeedContext, 'db' | 'storage'>, type: string, image: DrawnImage, createdBy: string): Promise<void> {
  const png = await sharp(Buffer.from(image.svg)).png().toBuffer();
  const id = newId();
  const path = `files/${id}/original.png`;
  await storage.write(path, png, 'image/png');
  const rendered = await renderImageSizes(png, { mask: false });
  const { imageSizes, mask } = await storeImageSizes(storage, path, rendered);
  await db.transaction(async (tx) => {
    await tx.insert(files).values({
      id,
      type,
      status: 'ready',
      path,
      filename: image.filename,
      name: image.name,
      mimetype: 'image/png',
      size: png.length,
      width: rendered.width,
      height: rendered.height,
      imageSizes,
      mask,
      createdBy,
    });
    if (!image.tags.length) return;
    await tx
      .insert(fileTags)
      .values(image.tags.map((name) => ({ id: newId(), name })))
      .onConflictDoNothing();
    const tagRows = await tx
      .select({ id: fileTags.id })
      .from(fileTags)
      .where(
        inArray(
          sql`lower(${fileTags.name})`,
          image.tags.map((t) => t.toLowerCase()),
        ),
      );
    await tx.insert(fileTagLinks).values(tagRows.map((t) => ({ fileId: id, tagId: t.id })));
  });
}
