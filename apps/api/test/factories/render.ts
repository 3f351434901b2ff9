import { join } from 'node:path';
import sharp from 'sharp';
import type { MockupDocumentInput } from '@pod/shared';
import { newId } from '../../src/platform/common/ids';
import type { Db } from '../../src/platform/db/database';
import { files } from '../../src/platform/db/schema';
import { FontsService } from '../../src/modules/fonts/fonts.service';
import { readFontsourcePackage } from '../../src/modules/fonts/google-import';
import { STORAGE, type StorageDriver } from '../../src/platform/storage/storage.driver';
import { insertUser } from './users';

/** A blank as the seeds and uploads store them: a light garment on a transparent ground, with a darker fold. */
export async function blankPng(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4);
  const cx = width / 2;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const garment = Math.abs(x - cx) < width * 0.42 && y > height * 0.04;
      const fold = 235 - 40 * Math.max(0, Math.cos(((x + y) / width) * 18));
      data[p] = data[p + 1] = data[p + 2] = fold;
      data[p + 3] = garment ? 255 : 0;
    }
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A ready file of the library holding `bytes` (a PNG). */
export async function insertImageFile(
  db: Db,
  storage: StorageDriver,
  bytes: Buffer,
  type: 'mockup' | 'design' | 'clipart' = 'design',
  createdBy: string | null = null,
): Promise<{ id: string; path: string }> {
  const id = newId();
  const path = `files/${id}/original.png`;
  const meta = await sharp(bytes).metadata();
  await storage.write(path, bytes, 'image/png');
  await db.insert(files).values({
    id,
    type,
    status: 'ready',
    path,
    filename: 'art.png',
    name: 'art',
    mimetype: 'image/png',
    size: bytes.length,
    width: meta.width,
    height: meta.height,
    createdBy,
  });
  return { id, path };
}

/** A picture file of the library: a `width`×`height` PNG of one `colour`, as the mockups' art. */
export async function insertPicture(
  db: Db,
  storage: StorageDriver,
  width: number,
  height: number,
  colour: string,
  owner: { type?: 'design' | 'clipart'; createdBy?: string | null } = {},
): Promise<{ id: string; path: string }> {
  const bytes = await sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
  return insertImageFile(db, storage, bytes, owner.type, owner.createdBy);
}

/**
 * What a mockup spec draws with, stored in the app `app` runs on: a blank (a mockup file of
 * `blank` size, the catalogue's: uploaded by staff), a square clipart of `colour` and Roboto, all
 * of them files every seller may use.
 */
export async function mockupInputs(
  app: { get<T>(token: unknown): T },
  db: Db,
  o: { blank: [number, number]; artSide: number; colour: string },
): Promise<{ storage: StorageDriver; blank: { id: string; path: string }; art: { id: string; path: string }; fontId: string }> {
  const storage = app.get<StorageDriver>(STORAGE);
  const staff = await insertUser(db, { role: 'root' });
  const blank = await insertImageFile(db, storage, await blankPng(...o.blank), 'mockup', staff.id);
  const art = await insertPicture(db, storage, o.artSide, o.artSide, o.colour, { type: 'clipart', createdBy: staff.id });
  const fontId = await importRoboto(app.get<FontsService>(FontsService), storage);
  return { storage, blank, art, fontId };
}

/** Roboto, imported from its @fontsource package as the Google Fonts import does; answers its font id. */
export async function importRoboto(fontsService: FontsService, storage: StorageDriver): Promise<string> {
  const values = await readFontsourcePackage(join(__dirname, '..', '..', 'node_modules', '@fontsource', 'roboto'), storage);
  if (!values) throw new Error('roboto package not readable');
  await fontsService.upsertGoogle(values);
  const { items } = await fontsService.list({ id: 'roboto' }, { page: 1, perPage: 1, offset: 0 }, {});
  return items[0]._id;
}

/** A one-side mockup document: the blank `imageId` (w × h) in a 2000 × 2000 document, an image layer and a text layer. */
export function mockupDocument(o: { imageId: string; width: number; height: number; artId: string; fontId: string; text?: string }): MockupDocumentInput {
  const setting = (values: Record<string, string | number | boolean | { _id: string }>) => Object.entries(values).map(([name, value]) => ({ name, value }));
  return {
    sides: [
      {
        id: 'front',
        name: '3D Front',
        image: { _id: o.imageId, width: o.width, height: o.height },
        document: { width: 2000, height: 2000, settings: setting({ color: '#1e3a8a' }) },
        print_area: { position: 'front', x: 600, y: 500, width: 800, height: 880, scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 },
        layers: [
          {
            id: 'art',
            name: 'Image 1',
            type: 'image',
            settings: setting({ file: { _id: o.artId }, x: 650, y: 550, width: 500, height: 500, rotation: 12, scaleX: 1.1, scaleY: 1.1 }),
          },
          {
            id: 'title',
            name: 'Text 1',
            type: 'text',
            settings: setting({ text: o.text ?? 'Hello', font_id: o.fontId, fontSize: 120, x: 620, y: 1150, width: 760, fill: '#ffffff', align: 'center' }),
          },
        ],
      },
    ],
  };
}
