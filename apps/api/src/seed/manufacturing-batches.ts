import { BATCH_STATUSES } from '@pod/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { mrpBatches, productions } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

/** Productions per demo batch. */
const BATCH_SIZE = 4;
/** Demo batches per factory. */
const PER_FACTORY = 10;

/**
 * Batches of a week in every factory, over every status (Producting the most), each of productions
 * sharing a print method and product type, so the Batch Items screen and its actions have data.
 */
export async function seedBatches({ db }: SeedContext, people: DemoUsers): Promise<void> {
  if ((await db.$count(mrpBatches)) > 0) return;
  const free = await db
    .select({
      id: productions.id,
      manufactureId: productions.manufactureId,
      printMethod: productions.printMethod,
      productType: productions.productTypeId,
      colour: productions.colour,
    })
    .from(productions)
    .where(isNull(productions.batchId))
    .orderBy(asc(productions.createdAt), asc(productions.id));
  const groups = new Map<string, typeof free>();
  for (const p of free) {
    const key = `${p.manufactureId} ${p.printMethod ?? ''} ${p.productType ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const made = new Map<string, number>();
  let serial = 0;
  const statuses = ['Producting', 'Producting', 'Producting', ...BATCH_STATUSES];
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const members of groups.values()) {
      for (let i = 0; i + BATCH_SIZE <= members.length; i += BATCH_SIZE) {
        const chunk = members.slice(i, i + BATCH_SIZE);
        const factory = chunk[0].manufactureId;
        const n = made.get(factory) ?? 0;
        if (n >= PER_FACTORY) break;
        made.set(factory, n + 1);
        const id = newId();
        await tx.insert(mrpBatches).values({
          id,
          code: `B${(serial++).toString(36).toUpperCase().padStart(6, '0')}`,
          manufactureId: factory,
          status: statuses[n % statuses.length],
          printMethod: chunk[0].printMethod,
          productType: chunk[0].productType,
          // Demo batches are made as by hand (blanks of several colours together): a colour only when they share it.
          colour: chunk.every((p) => p.colour === chunk[0].colour) ? chunk[0].colour : null,
          auto: n % 2 === 0,
          productCount: chunk.length,
          createdBy: n % 2 === 0 ? null : (people.get('root') ?? null),
          createdAt: new Date(now - n * 6 * 3600 * 1000),
        });
        await tx
          .update(productions)
          .set({ batchId: id })
          .where(
            and(
              inArray(
                productions.id,
                chunk.map((p) => p.id),
              ),
              eq(productions.manufactureId, factory),
            ),
          );
      }
    }
  });
}
