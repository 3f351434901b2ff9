import { Injectable } from '@nestjs/common';
import { checkRoles, FACTORY_WORKER_ROLES, isOneOf, type MakeManufactureInput } from '@pod/shared';
import { FieldErrors, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { byKeys, loadersOf } from '../../platform/common/loaders';
import type { DbOrTx } from '../../platform/db/database';
import type { UserRefModel } from '../users/users.models';
import { UserRefLoader } from '../users/user-ref.loader';
import { UsersService } from '../users/users.service';
import { toManufactureModel, type ManufactureModel } from './manufactures.models';
import { ManufacturesRepository, type ManufactureRow } from './manufactures.repository';

export type { ManufactureRow };

/** Factory workers: the manufacturing roles and quality control; staff (root) members are hubs, not workers. */
const isWorkerRole = (role: string) => isOneOf(FACTORY_WORKER_ROLES, role);

/** Manufactures (factories, hubs) and who works at them. Other modules (users' hubs, search, the menu) call this. */
@Injectable()
export class ManufacturesService {
  constructor(
    private readonly repo: ManufacturesRepository,
    private readonly users: UsersService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** Every active manufacture for root and super_root, otherwise those the user works at. */
  async listForUser(user: { id: string; role: string; groups: string[] }): Promise<ManufactureModel[]> {
    const rows = checkRoles(user, ['root']) ? await this.repo.listActive() : await this.repo.listActiveForWorker(user.id);
    return rows.map(toManufactureModel);
  }

  /** The admin list: every manufacture of a status, or all. */
  async list(status?: string): Promise<ManufactureModel[]> {
    return (await this.repo.list(status)).map(toManufactureModel);
  }

  /** The workers (factory roles, quality control included) of a manufacture, through one query per request for a whole list. */
  async workersOf(ctx: object, manufactureId: string): Promise<UserRefModel[]> {
    const ids = await loadersOf(ctx)
      .get<string, string[]>('manufactures.members', async (keys) => {
        const members = await this.repo.memberIds(keys);
        return byKeys(keys, [...members.entries()], ([k]) => k).map((entry) => entry?.[1] ?? []);
      })
      .load(manufactureId);
    const refs = await this.userRefs.loadMany(ctx, ids);
    return refs.filter((u): u is UserRefModel => !!u && isWorkerRole(u.role)).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Who may be chosen as a worker: active users with a factory role (at most 500). */
  candidateWorkers(): Promise<UserRefModel[]> {
    return this.users.findRefsByRoles(FACTORY_WORKER_ROLES, 500);
  }

  /** Creates (no _id) or updates a manufacture; its manufacturing workers are replaced whole, staff hubs kept. */
  async make(input: MakeManufactureInput): Promise<ManufactureModel> {
    if (input._id && !(await this.repo.exists(input._id))) throw NotFound('Manufacture');
    const workers = input.worker_ids ? await this.checkWorkers(input.worker_ids) : undefined;
    const values = {
      ...(input.name != null && { name: input.name }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.status != null && { status: input.status }),
      ...(input.stations != null && { stations: input.stations }),
      ...(input.working_days != null && { workingDays: input.working_days }),
      ...(input.time_zone != null && { timeZone: input.time_zone }),
      ...(input.product_types != null && { productTypes: input.product_types }),
    };
    const id = await this.repo.transaction(async (tx) => {
      const id = input._id ?? newId();
      if (input._id) await this.repo.update(id, values, tx);
      else await this.repo.insert({ id, name: input.name!, ...values }, tx);
      if (workers) await this.replaceWorkers(id, workers, tx);
      return id;
    });
    return toManufactureModel((await this.repo.findById(id))!);
  }

  /** Every id must be an existing user with a factory role. */
  private async checkWorkers(ids: string[]): Promise<string[]> {
    const found = new Map((await this.users.findByIds(ids)).map((u) => [u.id, u]));
    const errors = new FieldErrors();
    const missing = ids.find((id) => !found.has(id));
    const notWorker = ids.map((id) => found.get(id)).find((u) => u && !isWorkerRole(u.role));
    if (missing) errors.add('worker_ids', 'not_exist', 'A chosen worker does not exist.');
    else if (notWorker)
      errors.add('worker_ids', 'not_worker', `${notWorker.email} has no factory role (cutting, printer, sewer, quality control or packager).`);
    errors.throwIfAny();
    return ids;
  }

  private async replaceWorkers(manufactureId: string, workerIds: string[], tx: DbOrTx): Promise<void> {
    const current = (await this.repo.memberIds([manufactureId], tx)).get(manufactureId) ?? [];
    const currentWorkers = (await this.users.findByIds(current, tx)).filter((u) => isWorkerRole(u.role)).map((u) => u.id);
    const keep = new Set(workerIds);
    for (const id of currentWorkers) if (!keep.has(id)) await this.repo.removeWorker(manufactureId, id, tx);
    for (const id of workerIds) await this.repo.addWorker(manufactureId, id, tx);
  }

  /** The hubs of a user: `{ _id, name }`, by name. */
  async hubsOf(userId: string, tx?: DbOrTx): Promise<Array<{ _id: string; name: string }>> {
    return (await this.repo.hubsOf(userId, tx)).map((h) => ({ _id: h.id, name: h.name }));
  }

  /** Whether the user works at the manufacture (manufacture_workers). */
  async isWorker(manufactureId: string, userId: string): Promise<boolean> {
    return ((await this.repo.memberIds([manufactureId])).get(manufactureId) ?? []).includes(userId);
  }

  /** Manufactures by id (stations, working days), for the productions made there. */
  byIds(ids: readonly string[], tx?: DbOrTx): Promise<ManufactureRow[]> {
    return this.repo.byIds(ids, tx);
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
