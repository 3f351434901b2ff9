import { Inject, Injectable } from '@nestjs/common';
import { hasPermission, MAX_PAGE_SIZE, newGrantsBeyond, type MakeUserGroupInput, type ModulePermission } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { ConflictField, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { UserEventsService } from '../../platform/realtime/user-events.service';
import { UsersService } from '../users/users.service';
import { toUserGroupModel, type UserGroupModel } from './user-groups.models';
import { UserGroupsRepository, type UserGroupFilter, type UserGroupRow, type UserGroupValues } from './user-groups.repository';

/** Cap for get_all: the group picker lists every group, but never an unbounded number. */
const GET_ALL_CAP = 1000;

@Injectable()
export class UserGroupsService {
  constructor(
    private readonly repo: UserGroupsRepository,
    private readonly users: UsersService,
    private readonly events: UserEventsService,
    @Inject(DB) private readonly db: Db,
  ) {}

  /** Members re-read their permissions when the group's matrix, status or existence changes (the event commits with the change). */
  private async tellMembers(groupIds: readonly string[], tx: DbOrTx): Promise<void> {
    await this.events.publishPermissionsChanged(await this.users.idsInGroups(groupIds, tx), tx);
  }

  /** A page of groups, or every group (up to 1000) for pickers when `paging` is null. */
  async list(filter: UserGroupFilter, paging: Paging | null): Promise<{ items: UserGroupModel[]; total: number }> {
    const [rows, total] = await Promise.all([
      paging ? this.repo.page(filter, Math.min(paging.perPage, MAX_PAGE_SIZE), paging.offset) : this.repo.page(filter, GET_ALL_CAP),
      this.repo.count(filter),
    ]);
    return { items: rows.map(toUserGroupModel), total };
  }

  /** For other modules (users): a group by id, or null. */
  findById(id: string): Promise<UserGroupRow | null> {
    return this.repo.findById(id);
  }

  /** For other modules (users): `{ _id, name }` of each listed group that exists. */
  async refs(ids: readonly string[]): Promise<Map<string, { _id: string; name: string }>> {
    const rows = await this.repo.findByIds(ids);
    return new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name }]));
  }

  /** Creates (no id) or updates a group; nobody grants what they do not hold. */
  async make(auth: AuthContext, input: MakeUserGroupInput): Promise<UserGroupModel> {
    const before = input.id ? await this.repo.findById(input.id) : null;
    if (input.id && !before) throw NotFound('User group');
    const values: UserGroupValues = {};
    if (input.name) values.name = input.name;
    if (input.status) values.status = input.status;
    if (input.role) values.role = input.role;
    if (input.permission) values.permission = input.permission;

    // Re-activating a group grants its whole matrix again.
    const wanted: ModulePermission[] = input.permission ?? before?.permission ?? [];
    const reactivating = before?.status !== 'Active' && (values.status ?? before?.status ?? 'Active') === 'Active';
    const existing = before && !reactivating ? before.permission : [];
    const excess = newGrantsBeyond(auth.permissions, wanted, existing);
    if (excess.length) throw Forbidden(`You cannot grant permissions you do not hold: ${excess.map((e) => `${e.module}:${e.action}`).join(', ')}.`);

    if (values.name && values.name.toLowerCase() !== before?.name.toLowerCase()) {
      const holder = await this.repo.idOfName(values.name);
      if (holder && holder !== before?.id) throw ConflictField('name', 'name_taken', 'A user group with this name already exists.');
    }
    if (before) {
      if (Object.keys(values).length === 0) return toUserGroupModel(before);
      return this.db.transaction(async (tx) => {
        const row = await this.repo.update(before.id, values, tx);
        if (!row) throw NotFound('User group');
        if (row.status !== before.status || JSON.stringify(row.permission) !== JSON.stringify(before.permission)) await this.tellMembers([row.id], tx);
        return toUserGroupModel(row);
      });
    }
    const row = await this.repo.insert({ ...values, id: newId(), name: values.name!, status: values.status ?? 'Active', permission: values.permission ?? [] });
    return toUserGroupModel(row);
  }

  /** Deletes groups; their members simply leave the group. Answers how many were deleted. */
  async trash(ids: readonly string[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      // Read the members first: the delete sets their group to null.
      const members = await this.users.idsInGroups(ids, tx);
      const deleted = await this.repo.deleteMany(ids, tx);
      await this.events.publishPermissionsChanged(members, tx);
      return deleted.length;
    });
  }

  /** May the caller create (no id) or update this group? */
  static mayMake(auth: AuthContext, id: string | null | undefined): boolean {
    return hasPermission(auth.permissions, 'user_groups', id ? 'update' : 'add');
  }
}
