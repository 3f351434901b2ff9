import { ENV, type Env } from '../../platform/config/env';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GoogleFontValues, StoredFontFile } from './fonts.repository';
import type { JobContext } from '../../platform/jobs/job-handler.decorator';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import { variantName } from './font-parse';
import { FontsService, renderFontPreview } from './fonts.service';

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  defSubset?: string;
  category?: string;
}

/** Where @fontsource packages are installed: FONTSOURCE_DIR, or beside this package's dependencies. */
export function fontsourceDirs(env: Pick<Env, 'FONTSOURCE_DIR'>): string[] {
  if (env.FONTSOURCE_DIR) return [env.FONTSOURCE_DIR];
  const dirs: string[] = [];
  for (const base of [join(__dirname, '..', '..', '..', 'node_modules', '@fontsource'), join(process.cwd(), 'node_modules', '@fontsource')]) {
    if (existsSync(base) && !dirs.includes(base)) dirs.push(base);
  }
  try {
    const one = dirname(dirname(require.resolve('@fontsource/roboto/package.json')));
    if (!dirs.includes(one)) dirs.push(one);
  } catch {
    // no package found this way
  }
  return dirs;
}

/** The installed @fontsource package folders (each with a metadata.json). */
export function fontsourcePackages(env: Pick<Env, 'FONTSOURCE_DIR'>): string[] {
  const packages: string[] = [];
  for (const dir of fontsourceDirs(env)) for (const name of readdirSync(dir)) if (existsSync(join(dir, name, 'metadata.json'))) packages.push(join(dir, name));
  return packages;
}

/**
 * One @fontsource package as a google family: its WOFF2 files of the default subset and a preview
 * picture are written to storage; answers the row values, or null when it ships no usable file.
 */
export async function readFontsourcePackage(pkg: string, storage: StorageDriver): Promise<GoogleFontValues | null> {
  const meta = JSON.parse(readFileSync(join(pkg, 'metadata.json'), 'utf8')) as FontsourceMetadata;
  const subset = meta.defSubset ?? meta.subsets[0] ?? 'latin';
  const files: StoredFontFile[] = [];
  let regular: Buffer | null = null;
  let first: Buffer | null = null;
  for (const weight of meta.weights) {
    for (const style of meta.styles) {
      const source = join(pkg, 'files', `${meta.id}-${subset}-${weight}-${style}.woff2`);
      if (!existsSync(source)) continue;
      const bytes = readFileSync(source);
      const variant = variantName(weight, style);
      const path = `fonts/google/${meta.id}/${variant}.woff2`;
      await storage.write(path, bytes, 'font/woff2');
      files.push({ variant, path, style, weight, size: bytes.length, mimetype: 'font/woff2', subset, status: 'ready' });
      if (variant === 'regular') regular = bytes;
      first ??= bytes;
    }
  }
  if (!files.length) return null;
  const woff = join(pkg, 'files', `${meta.id}-${subset}-400-normal.woff`);
  const picture = existsSync(woff)
    ? await renderFontPreview(readFileSync(woff), 'woff', meta.family)
    : await renderFontPreview((regular ?? first)!, 'woff2', meta.family);
  const preview = picture ? `fonts/google/${meta.id}/preview.png` : null;
  if (picture && preview) await storage.write(preview, picture, 'image/png');
  return {
    family: meta.family,
    slug: meta.id,
    category: meta.category ?? null,
    variants: files.map((f) => f.variant),
    subsets: meta.subsets,
    files,
    preview,
    status: 'ready',
  };
}

/** The slug of a package without reading its files (to skip families already stored). */
export function fontsourceSlug(pkg: string): string {
  return (JSON.parse(readFileSync(join(pkg, 'metadata.json'), 'utf8')) as FontsourceMetadata).id;
}

/**
 * The Google Fonts catalogue, offline: every installed @fontsource package becomes a google font
 * with its variants, subsets, files and a preview. Re-running updates families in place.
 */
@Injectable()
export class GoogleFontsImporter {
  private readonly logger = new Logger('GoogleFonts');

  constructor(
    private readonly fonts: FontsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Imports every installed @fontsource family (the `fonts_import_google` job, fonts.jobs.ts). */
  async run(job: JobContext) {
    const packages = fontsourcePackages(this.env);
    let imported = 0;
    for (const [i, pkg] of packages.entries()) {
      const values = await readFontsourcePackage(pkg, this.storage);
      if (values) {
        await this.fonts.upsertGoogle(values);
        imported += 1;
      }
      await job.progress(((i + 1) / packages.length) * 100);
    }
    this.logger.log(`imported ${imported} google font families`);
    return { imported };
  }
}
