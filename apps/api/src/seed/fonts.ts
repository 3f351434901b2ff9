import { FontsRepository } from '../modules/fonts/fonts.repository';
import { fontsourcePackages, fontsourceSlug, readFontsourcePackage } from '../modules/fonts/google-import';
import { newId } from '../platform/common/ids';
import type { SeedContext } from './context';

/**
 * The Google families shipped by the installed @fontsource packages (two dozen), through the same
 * reader as the importGoogleFonts job; families already stored are skipped.
 */
export async function seedFonts({ db, storage, env }: SeedContext): Promise<number> {
  const repo = new FontsRepository(db);
  const stored = await repo.googleSlugs();
  let added = 0;
  for (const pkg of fontsourcePackages(env)) {
    if (stored.has(fontsourceSlug(pkg))) continue;
    const values = await readFontsourcePackage(pkg, storage);
    if (!values) continue;
    await repo.upsertGoogle(values, newId());
    added += 1;
  }
  return added;
}
