import { and, eq } from 'drizzle-orm';
import { newId } from '../../common/ids';
import { manufactures, manufactureWorkers } from '../schema';
import type { DemoUsers, SeedContext } from './context';
import { FACTORY_ROLES } from './users';

const FACTORIES = [
  { name: 'Lisbon Factory', address: 'Rua da Fábrica 12, 1100-001 Lisboa, PT' },
  { name: 'Berlin Print Hub', address: 'Druckerstraße 5, 10115 Berlin, DE' },
];

/** Two factories, every factory worker at both. */
export async function seedManufactures({ db }: SeedContext, people: DemoUsers): Promise<void> {
  for (const f of FACTORIES) {
    const [existing] = await db.select({ id: manufactures.id }).from(manufactures).where(eq(manufactures.name, f.name)).limit(1);
    const id = existing?.id ?? newId();
    if (!existing) await db.insert(manufactures).values({ id, name: f.name, address: f.address, status: 'Active' });
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
