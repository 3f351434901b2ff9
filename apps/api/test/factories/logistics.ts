import { newId } from '../../src/platform/common/ids';
import type { Db } from '../../src/platform/db/database';
import { manufactures, manufactureWorkers, shippingMethods } from '../../src/platform/db/schema';

/** A manufacture with these stations and workers (defaults: every station, no workers). */
export async function insertManufacture(
  db: Db,
  options: { name?: string; stations?: Partial<Record<'cutting' | 'printing' | 'sewing' | 'packing', boolean>>; workerIds?: string[] } = {},
): Promise<{ id: string; name: string }> {
  const id = newId();
  const name = options.name ?? `Factory ${id.slice(-6)}`;
  await db.insert(manufactures).values({ id, name, ...(options.stations && { stations: options.stations }) });
  for (const userId of options.workerIds ?? []) await db.insert(manufactureWorkers).values({ manufactureId: id, userId });
  return { id, name };
}

/** A live shipping method open to `audience` (everyone unless told). */
export async function insertShippingMethod(
  db: Db,
  options: { name?: string; audience?: 'everyone' | 'merchant_group' | 'sellers'; merchantGroupId?: string; sellerIds?: string[]; active?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const id = newId();
  const name = options.name ?? `Method ${id.slice(-6)}`;
  await db.insert(shippingMethods).values({
    id,
    name,
    audience: options.audience ?? 'everyone',
    merchantGroupId: options.merchantGroupId ?? null,
    sellerIds: options.sellerIds ?? [],
    active: options.active ?? true,
  });
  return { id, name };
}
