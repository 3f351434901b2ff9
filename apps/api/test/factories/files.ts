import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { UploadType } from '@pod/shared';
import { newId } from '../../src/platform/common/ids';
import type { Db } from '../../src/platform/db/database';
import { fileTagLinks, fileTags, files } from '../../src/platform/db/schema';
import type { StorageDriver } from '../../src/platform/storage/storage.driver';
import { doc } from './doc';

/** A PNG of the given size in one colour: half transparent (it has an alpha channel to mask), or opaque RGB. */
export function png(width: number, height: number, alpha = true): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 30, b: 90, alpha: 0.6 } } })
    .png()
    .toBuffer();
}

/**
 * A ready file as a confirmed upload leaves it (bytes in storage, dimensions known), without the
 * upload round trip or the image_sizes job: for tests about lists, tags and access.
 */
export async function insertFile(
  db: Db,
  storage: StorageDriver,
  options: { type?: UploadType; name?: string; tags?: string[]; createdBy?: string; width?: number; height?: number } = {},
): Promise<{ id: string; path: string; name: string }> {
  const id = newId();
  const [width, height] = [options.width ?? 40, options.height ?? 30];
  const bytes = await png(width, height);
  const path = `files/${id}/original.png`;
  await storage.write(path, bytes, 'image/png');
  const name = options.name ?? `file-${id.slice(-8)}`;
  await db.insert(files).values({
    id,
    type: options.type ?? 'design',
    status: 'ready',
    path,
    filename: `${name}.png`,
    name,
    mimetype: 'image/png',
    size: bytes.length,
    width,
    height,
    createdBy: options.createdBy ?? null,
  });
  for (const tag of options.tags ?? []) {
    const tagId = newId();
    await db.insert(fileTags).values({ id: tagId, name: tag }).onConflictDoNothing();
    const [row] = await db
      .select({ id: fileTags.id })
      .from(fileTags)
      .where(eq(sql`lower(${fileTags.name})`, tag.toLowerCase()));
    await db.insert(fileTagLinks).values({ fileId: id, tagId: row.id });
  }
  return { id, path, name };
}

/** What the files module answers, as the tests read it (each document selects a part). */
export interface ImageSizeView {
  name: string;
  url: string;
  width: number;
  height: number;
  mask: string | null;
}
export interface FileView {
  _id: string;
  type: string;
  url: string;
  status: string;
  name: string;
  filename: string;
  size: number;
  mimetype: string;
  width: number | null;
  height: number | null;
  mask: string | null;
  tags: Array<{ _id: string; name: string }>;
  created_by: { _id: string; email: string } | null;
  image_sizes: ImageSizeView[];
}

/** Step 1 of an upload. */
export const SIGN_UPLOAD = doc<{ signedUpload: { _id: string; url: string } }>(
  `mutation($type: String!, $filename: String!, $mimetype: String!, $size: Int!) { signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) { _id url } }`,
);
/** Step 3, after the PUT: the confirmed file with its sizes. */
export const CONFIRM_UPLOAD = doc<{ updatePreSignedFile: FileView }>(
  `mutation($id: ID!) { updatePreSignedFile(_id: $id) { _id type url status name filename size mimetype width height mask image_sizes { name url width height mask } } }`,
);
