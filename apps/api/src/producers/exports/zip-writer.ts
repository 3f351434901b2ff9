import type archiverType from 'archiver';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { lazyRequire } from '../../platform/common/lazy-require';

const archiver = lazyRequire<typeof archiverType>('archiver');

export interface ZipEntry {
  /** Path inside the zip ("print-files/P3K9Z0ABQ-front.png"). */
  name: string;
  body: Buffer | Readable;
}

/** Already compressed: stored as they are, deflating them again costs CPU and saves nothing. */
const COMPRESSED = /\.(png|jpe?g|webp|gif|zip|xlsx|pdf)$/i;

/**
 * Writes a zip to disk entry by entry as they come: the next entry is asked for only once the
 * previous one is in the file, so a batch of large print files never sits in memory together.
 * Answers the number of entries and the zip's size in bytes.
 */
export async function writeZip(path: string, entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Promise<{ entries: number; size: number }> {
  const zip = archiver()('zip', { zlib: { level: 6 } });
  const out = createWriteStream(path);
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    out.on('error', reject);
  });
  zip.pipe(out);
  let count = 0;
  for await (const entry of entries) {
    const written = once(zip, 'entry');
    zip.append(entry.body, { name: entry.name, store: COMPRESSED.test(entry.name) });
    await Promise.race([written, failed]);
    count++;
  }
  const closed = once(out, 'close');
  await Promise.race([zip.finalize(), failed]);
  await Promise.race([closed, failed]);
  return { entries: count, size: zip.pointer() };
}
