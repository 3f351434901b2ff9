import { Injectable } from '@nestjs/common';
import { checkRoles } from '@pod/shared';
import type { DbOrTx } from '../db/database';
import { toManufactureModel, type ManufactureModel } from './manufacture.model';
import { ManufacturesRepository } from './manufactures.repository';

/** Manufactures (factories, hubs) and who works at them. Other modules (users' hubs, search, the menu) call this. */
@Injectable()
export class ManufacturesService {
  constructor(private readonly repo: ManufacturesRepository) {}

  /** Every active manufacture for root and super_root, otherwise those the user works at. */
  async listForUser(user: { id: string; role: string; groups: string[] }): Promise<ManufactureModel[]> {
    const rows = checkRoles(user, ['root']) ? await this.repo.listActive() : await this.repo.listActiveForWorker(user.id);
    return rows.map(toManufactureModel);
  }

  /** The hubs of a user: `{ _id, name }`, by name. */
  async hubsOf(userId: string, tx?: DbOrTx): Promise<Array<{ _id: string; name: string }>> {
    return (await this.repo.hubsOf(userId, tx)).map((h) => ({ _id: h.id, name: h.name }));
  }

  exists(id: string, tx?: DbOrTx): Promise<boolean> {
    return this.repo.exists(id, tx);
  }

  /** A new hub with its first worker, in the caller's transaction. */
  async createWithWorker(id: string, name: string, userId: string, tx: DbOrTx): Promise<void> {
    await this.repo.insert({ id, name }, tx);
    await this.repo.addWorker(id, userId, tx);
  }

  rename(id: string, name: string, tx: DbOrTx): Promise<void> {
    return this.repo.rename(id, name, tx);
  }

  addWorker(manufactureId: string, userId: string, tx: DbOrTx): Promise<void> {
    return this.repo.addWorker(manufactureId, userId, tx);
  }

  removeWorker(manufactureId: string, userId: string, tx: DbOrTx): Promise<void> {
    return this.repo.removeWorker(manufactureId, userId, tx);
  }
}
