import { and, eq } from 'drizzle-orm';
import type { Weekday } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { manufactures, manufactureWorkers } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';
import { FACTORY_ROLES } from './users';

const FACTORIES = [
  {
    name: 'Lisbon Factory',
    address: 'Rua da Fábrica 12, 1100-001 Lisboa, PT',
    stations: { cutting: true, printing: true, sewing: true, packing: true },
    workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as Weekday[],
    timeZone: 'Europe/Lisbon',
    productTypes: ['T-shirt', 'Hoodie', 'Tote bag', 'All-over print dress'],
  },
  {
    name: 'Berlin Print Hub',
    address: 'Druckerstraße 5, 10115 Berlin, DE',
    // A print hub that packs its own prints: no cutting or sewing, so its route is Printing → Quality check → Packing.
    stations: { cutting: false, printing: true, sewing: false, packing: true },
    workingDays: ['mon', 'tue', 'wed', 'thu', 'fri'] as Weekday[],
    timeZone: 'Europe/Berlin',
    productTypes: ['Poster', 'Canvas', 'Mug'],
  },
];

/** Two factories with their stations, working days, time zones and products, every factory worker at both. */
export async function seedManufactures({ db }: SeedContext, people: DemoUsers): Promise<void> {
  for (const f of FACTORIES) {
    const [existing] = await db.select({ id: manufactures.id }).from(manufactures).where(eq(manufactures.name, f.name)).limit(1);
    const id = existing?.id ?? newId();
    if (!existing) await db.insert(manufactures).values({ id, ...f, status: 'Active' });
    for (const role of FACTORY_ROLES) {
      const userId = people.get(role)!;
      const [member] = await db
        .select()
        .from(manufactureWorkers)
        .where(and(eq(manufactureWorkers.manufactureId, id), eq(manufactureWorkers.userId, userId)))
        .limit(1);
      if (!member) await db.insert(manufactureWorkers).values({ manufactureId: id, userId });
    }
  }
}
