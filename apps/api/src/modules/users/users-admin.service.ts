import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  toCents,
  checkRoles,
  SUPER_LEVEL_ROLES,
  defaultPermissionsFor,
  emptyPermissions,
  hasPermission,
  isOneOf,
  makeUserInput,
  membership,
  newGrantsBeyond as grantsBeyond,
  ROLES,
  setUsersStatusInput,
  USER_STATUSES,
  userIdInput,
  usersFilterInput,
  type Action,
  type ModulePermission,
  type Role,
} from '@pod/shared';
import { DB, type Db } from '../../platform/db/database';
import { BadField, ConflictField, Forbidden, NotFound } from '../../platform/common/errors';
import { isId, newId } from '../../platform/common/ids';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/common/sql';
import { parseInput } from '../../platform/common/validation';
import type { AuthContext } from '../../platform/auth/auth-context';
import { hashPassword } from '../../platform/auth/passwords';
import { SessionsService } from '../../platform/auth/sessions.service';
import type { Paging } from '../../platform/common/paging';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { UserGroupsService } from '../user-groups/user-groups.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UserEventsService } from '../../platform/realtime/user-events.service';
import { transitionTo, userStatusMachine } from './user-status.machine';
import type { UsersFilterArgs } from './user-admin.inputs';
import { toUserModel } from './user.mapper';
import type { UserModel } from './users.models';
import { userValues } from './user-values';
import { SORT_COLUMNS, UsersAdminRepository, type UserListFilter, type UserSort } from './users-admin.repository';
import { UsersRepository, type NewUserRow, type UserRow } from './users.repository';

function describe(excess: Array<{ module: string; action: Action }>): string {
  return excess.map((e) => `${e.module}:${e.action}`).join(', ');
}

/** Grants in `wanted` the caller does not hold, ignoring ones `existing` already had (keeping is not granting). */
export function newGrantsBeyond(auth: AuthContext, wanted: readonly ModulePermission[], existing: readonly ModulePermission[] = []) {
  return grantsBeyond(auth.permissions, wanted, existing);
}

export function parseSort(sort: string | null | undefined): UserSort {
  if (!sort) return { column: 'created_at', direction: 'desc' };
  const [column, dir = 'asc'] = sort.split(':').map((s) => s.trim());
  if (!(column in SORT_COLUMNS) || !['asc', 'desc'].includes(dir.toLowerCase())) {
    throw BadField(
      'sort',
      'unknown_value',
      'Unknown sort.',
      `Cannot sort by "${sort.slice(0, 50)}". Use one of ${Object.keys(SORT_COLUMNS).join(', ')} with :asc or :desc.`,
    );
  }
  return { column: column as UserSort['column'], direction: dir.toLowerCase() as 'asc' | 'desc' };
}

@Injectable()
export class UsersAdminService implements OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly repo: UsersAdminRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly events: UserEventsService,
    private readonly manufactures: ManufacturesService,
    private readonly groups: UserGroupsService,
    private readonly timeline: TimelineService,
  ) {}

  onModuleInit(): void {
    // Users are read whole by whoever holds users: view: the user must exist.
    this.timeline.restrict('user', async (_auth, id) => !!(await this.users.findById(id)));
  }

  // ---------- reading ----------

  /** The list's filter from its arguments (the shared users filter schema); `ignoreStatus` for the status tab counts. */
  filterOf(args: UsersFilterArgs, opts: { ignoreStatus?: boolean } = {}): UserListFilter {
    return parseInput(usersFilterInput, opts.ignoreStatus ? { ...args, status: undefined } : args);
  }

  async list(args: UsersFilterArgs, sort: string | null | undefined, paging: Paging): Promise<{ items: UserModel[]; total: number }> {
    const filter = this.filterOf(args);
    const order = parseSort(sort);
    const [rows, total] = await Promise.all([this.repo.page(filter, order, paging.perPage, paging.offset), this.repo.count(filter)]);
    return { items: await this.toModels(rows), total };
  }

  /** The navbar's quick search: the newest users (of a role, when named) whose email, name or identity holds `term`; no total. */
  async quickSearch(term: string, limit: number, role?: Role): Promise<Array<{ id: string; email: string; name: string }>> {
    const rows = await this.repo.page(this.filterOf({ search: term, group: role }), { column: 'created_at', direction: 'desc' }, limit, 0);
    return rows.map((r) => ({ id: r.id, email: r.email, name: r.name }));
  }

  async statusCounts(args: UsersFilterArgs): Promise<Array<{ status: string; count: number }>> {
    const counts = await this.repo.countByStatus(this.filterOf(args, { ignoreStatus: true }));
    const all = [...counts.values()].reduce((a, b) => a + b, 0);
    return [{ status: 'Opened', count: all }, ...USER_STATUSES.map((s) => ({ status: s, count: counts.get(s) ?? 0 }))];
  }

  async noneGroup(search: string | null | undefined, groupId: string | null | undefined, paging: Paging): Promise<{ users: UserModel[]; count: number }> {
    if (groupId) {
      if (!isId(groupId)) throw BadField('group_id', 'invalid_id', 'Invalid group id.');
      if (!(await this.groups.findById(groupId))) throw NotFound('User group');
    }
    const filter = { ...this.filterOf({ search: search ?? undefined }), noGroup: true };
    const [rows, total] = await Promise.all([
      this.repo.page(filter, { column: 'created_at', direction: 'desc' }, paging.perPage, paging.offset),
      this.repo.count(filter),
    ]);
    return { users: await this.toModels(rows), count: total };
  }

  /** One query for the page's groups and one for shipping users: no N+1. */
  async toModels(rows: UserRow[]): Promise<UserModel[]> {
    const groupIds = [...new Set(rows.map((r) => r.groupId).filter((g): g is string => !!g))];
    const shippingIds = [...new Set(rows.map((r) => r.shippingUserId).filter((g): g is string => !!g))];
    const [groups, shipping] = await Promise.all([this.groups.refs(groupIds), this.repo.shippingRefs(shippingIds)]);
    return rows.map((r) =>
      toUserModel(r, {
        group: r.groupId ? (groups.get(r.groupId) ?? null) : null,
        shipping_user: r.shippingUserId ? (shipping.get(r.shippingUserId) ?? null) : null,
      }),
    );
  }

  async getOne(id: string): Promise<UserModel> {
    if (!isId(id)) throw BadField('_id', 'invalid_id', 'Invalid user id.');
    const row = await this.users.findById(id);
    if (!row) throw NotFound('User');
    return this.fullModel(row);
  }

  private async fullModel(row: UserRow): Promise<UserModel> {
    const [[model], hubs] = await Promise.all([this.toModels([row]), this.manufactures.hubsOf(row.id)]);
    return { ...model, hubs };
  }

  // ---------- writing ----------

  async makeUser(auth: AuthContext, id: string | null | undefined, params: unknown): Promise<UserModel> {
    const isCreate = !id;
    if (!hasPermission(auth.permissions, 'users', isCreate ? 'add' : 'update')) throw Forbidden();
    const callerIsSuper = membership(auth.user).has('super_root');
    let before: UserRow | null = null;
    if (!isCreate) {
      if (!isId(id)) throw BadField('id', 'invalid_id', 'Invalid user id.');
      before = await this.users.findById(id);
      if (!before) throw NotFound('User');
      if (membership(before).has('super_root') && !callerIsSuper) throw Forbidden('Only a super_root can edit a super_root.');
    }
    const p = parseInput(makeUserInput(isCreate), params ?? {});
    if (before && before.id === auth.user.id && p.status === 'Disabled') throw BadField('status', 'disable_self', 'You cannot disable your own account.');
    // Credit moves only through billing's ledger; sending back the stored amount (a whole record echoed) is no change.
    if (p.total_credit != null && toCents(p.total_credit) !== toCents(before?.totalCredit ?? '0'))
      throw BadField('total_credit', 'credit_via_billing', 'Credit is changed in Billing (adjustCredit), which records it in the ledger.');
    const values = userValues(p, before);
    const permission = values.permission;
    const hubs = p.hubs ?? [];
    const passwordChanged = !!p.new_password;

    // Nobody can grant what they do not hold.
    const newMember = { role: values.role ?? before?.role, groups: values.groups ?? before?.groups };
    if (!callerIsSuper && membership(newMember).has('super_root')) throw Forbidden('Only a super_root can give the super_root role.');
    if (values.role !== undefined || values.groups !== undefined) {
      // Super-level roles (root, accounting) can only be given by someone who has them (or a super_root).
      const had = before ? membership(before) : new Set<string>();
      for (const r of SUPER_LEVEL_ROLES) {
        if (membership(newMember).has(r) && !had.has(r) && !checkRoles(auth.user, [r]))
          throw Forbidden(`You cannot give the ${r} role, which you do not hold.`);
      }
    }
    if (permission) {
      const excess = newGrantsBeyond(auth, permission, before?.permission ?? []);
      if (excess.length) throw Forbidden(`You cannot grant permissions you do not hold: ${describe(excess)}.`);
    }
    if (values.groupId && values.groupId !== before?.groupId) {
      const group = await this.groups.findById(values.groupId);
      if (!group) throw BadField('group_id', 'not_exist', 'That user group does not exist.');
      const excess = newGrantsBeyond(auth, group.permission);
      if (excess.length) throw Forbidden(`You cannot put a user into a group that grants what you do not hold: ${describe(excess)}.`);
    }
    if (hubs.some((h) => h.action === 'Create') && !hasPermission(auth.permissions, 'manufactures', 'add')) throw Forbidden('You cannot create manufactures.');
    if (hubs.some((h) => h.action === 'Edit') && !hasPermission(auth.permissions, 'manufactures', 'update')) throw Forbidden('You cannot rename manufactures.');

    // References must exist.
    if (values.shippingUserId && !(await this.repo.exists(values.shippingUserId)))
      throw BadField('shipping_user_id', 'not_exist', 'That shipping user does not exist.');
    for (const h of hubs) {
      if (h.action !== 'Create' && !(await this.manufactures.exists(h._id!)))
        throw BadField('hubs', 'not_exist', `Manufacture ${h._id} does not exist.`, 'That manufacture does not exist.');
    }
    if (values.email && values.email !== before?.email) {
      const other = await this.users.findByEmail(values.email);
      if (other && other.id !== before?.id) throw ConflictField('email', 'email_taken', 'This email is already in use.');
    }
    if (passwordChanged) values.passwordHash = await hashPassword(p.new_password!);

    const userId = before?.id ?? newId();
    const disabled = values.status === 'Disabled' && before?.status !== 'Disabled';
    let after: UserRow;
    try {
      after = await this.db.transaction(async (tx) => {
        let row: UserRow;
        if (before) {
          row = Object.keys(values).length ? (await this.users.update(userId, values, tx))! : before;
        } else {
          row = await this.repo.insert({ ...(values as NewUserRow), id: userId }, tx);
        }
        for (const h of hubs) {
          if (h.action === 'Create') await this.manufactures.createWithWorker(newId(), h.name!, userId, tx);
          else if (h.action === 'Assigned') await this.manufactures.addWorker(h._id!, userId, tx);
          else if (h.action === 'Unset') await this.manufactures.removeWorker(h._id!, userId, tx);
          else if (h.action === 'Edit') await this.manufactures.rename(h._id!, h.name!, tx);
        }
        if (before && (disabled || passwordChanged)) {
          // A disabled account or a new password ends sessions at once (the caller's own stays when editing themselves).
          await this.sessions.revokeAllForUser(userId, before.id === auth.user.id && !disabled ? auth.sessionId : null, tx);
        }
        if (before && row.status !== before.status) {
          await userStatusMachine.fire(tx, { entityId: userId, from: before.status, transition: transitionTo(row.status), actor: auth });
        }
        // The events commit with the change, so none is lost between commit and publish.
        await this.events.publishIfChanged(before, row, tx);
        return row;
      });
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw ConflictField('email', 'email_taken', 'This email is already in use.');
      }
      throw e;
    }
    return this.fullModel(after);
  }

  /**
   * One status for many users (the list's bulk change), all or nothing: an unknown id, the caller's
   * own account being disabled, or a super_root touched by someone who is not one refuses the whole
   * batch. Disabled users lose their sessions at once. Answers how many users changed.
   */
  async setUsersStatus(auth: AuthContext, ids: readonly string[], status: string): Promise<number> {
    const { ids: unique, status: wanted } = parseInput(setUsersStatusInput, { ids, status });
    if (wanted === 'Disabled' && (unique.includes(auth.user.id) || unique.includes(auth.actorId))) {
      throw BadField('status', 'disable_self', 'You cannot disable your own account.');
    }
    const callerIsSuper = membership(auth.user).has('super_root');
    const after = await this.db.transaction(async (tx) => {
      const rows = await this.repo.lockByIds(unique, tx);
      if (rows.length !== unique.length) throw NotFound('User');
      if (!callerIsSuper && rows.some((r) => membership(r).has('super_root'))) throw Forbidden('Only a super_root can change the status of a super_root.');
      const changing = rows.filter((r) => r.status !== wanted);
      // Each change is a transition of the user's status machine: refused ones (CONFLICT) change nobody.
      await userStatusMachine.fireMany(
        tx,
        changing.map((r) => ({ entityId: r.id, from: r.status, transition: transitionTo(wanted), actor: auth })),
      );
      const changingIds = changing.map((r) => r.id);
      const updated = await this.repo.setStatus(changingIds, wanted, tx);
      if (wanted === 'Disabled') await this.sessions.revokeAllForUsers(changingIds, tx);
      const before = new Map(rows.map((r) => [r.id, r]));
      // The events commit with the change, so none is lost between commit and publish.
      await this.events.publishChanges(
        updated.map((row) => ({ before: before.get(row.id) ?? null, after: row })),
        tx,
      );
      return updated;
    });
    return after.length;
  }

  async deleteUser(auth: AuthContext, userId: string): Promise<boolean> {
    const { _id: id } = parseInput(userIdInput, { _id: userId });
    if (id === auth.user.id || id === auth.actorId) throw BadField('_id', 'delete_self', 'You cannot delete your own account.');
    const target = await this.users.findById(id);
    if (!target) throw NotFound('User');
    if (membership(target).has('super_root') && !membership(auth.user).has('super_root')) throw Forbidden('Only a super_root can delete a super_root.');
    try {
      return await this.db.transaction(async (tx) => {
        await this.sessions.revokeAllForUser(id, null, tx);
        await this.repo.clearShippingUser(id, tx);
        return this.repo.delete(id, tx);
      });
    } catch (e) {
      // A table that keeps a user's history (restrict on delete) stops the delete: nothing was changed.
      if (isForeignKeyViolation(e))
        throw ConflictField(
          '_id',
          'owns_records',
          'This user still owns records.',
          'This user still owns records that must be kept. Disable the user instead.',
        );
      throw e;
    }
  }

  defaultPermissions(role: string | null | undefined): ModulePermission[] {
    if (!role) return emptyPermissions();
    if (!isOneOf(ROLES, role)) throw BadField('role', 'unknown_value', 'Unknown role.', `Unknown role "${role.slice(0, 50)}".`);
    return defaultPermissionsFor({ role, groups: [role] });
  }
}
