import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { checkRoles } from '@pod/shared';
import { DB, type Db } from '../db/database';
import { manufactures, manufactureWorkers } from '../db/schema';
import type { ManufactureModel } from './manufacture.model';

@Injectable()
export class ManufacturesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Every active manufacture for root and super_root, otherwise those the user works at. */
  listForUser(user: { id: string; role: string; groups: string[] }): Promise<ManufactureModel[]> {
    return checkRoles(user, ['root']) ? this.listAll() : this.listForWorker(user.id);
  }

  async listAll(): Promise<ManufactureModel[]> {
    const rows = await this.db.select().from(manufactures).where(eq(manufactures.status, 'Active')).orderBy(asc(manufactures.name));
    return rows.map(toModel);
  }

  async listForWorker(userId: string): Promise<ManufactureModel[]> {
    const rows = await this.db
      .select({ m: manufactures })
      .from(manufactureWorkers)
      .innerJoin(manufactures, eq(manufactures.id, manufactureWorkers.manufactureId))
      .where(and(eq(manufactureWorkers.userId, userId), eq(manufactures.status, 'Active')))
      .orderBy(asc(manufactures.name));
    return rows.map((r) => toModel(r.m));
  }
}

function toModel(row: typeof manufactures.$inferSelect): ManufactureModel {
  return { _id: row.id, name: row.name, address: row.address ?? undefined, status: row.status, created_at: row.createdAt };
}
