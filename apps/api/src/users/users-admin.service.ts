import { Inject, Injectable } from '@nestjs/common';
import {
  ACTIVE_STATUSES,
  checkRoles,
  SUPER_LEVEL_ROLES,
  defaultPermissionsFor,
  dmyRangeToIso,
  emptyPermissions,
  HUB_ACTIONS,
  hasPermission,
  MANUFACTURING_ROLES,
  membership,
  MODULES,
  MODULE_KEYS,
  normalizeAccess,
  normalizeActiveTrackingDay,
  normalizeCustomizer,
  normalizeUserStatusFilter,
  permissionsBeyond,
  ROLES,
  TEXT_LIMITS,
  toBool,
  toIntOrZero,
  toMoneyString,
  toNumberOrZero,
  USER_STATUSES,
  type Action,
  type ModulePermission,
} from '@pod/shared';
import { DB, type Db } from '../db/database';
import type { NewUserRow, UserRow } from '../db/schema';
import { BadField, ConflictField, FieldErrors, Forbidden, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import type { AuthContext } from '../auth/auth-context';
import { hashPassword, normalizeEmail, passwordProblem } from '../auth/passwords';
import { SessionsRepository } from '../auth/sessions.repository';
import type { Paging } from '../common/paging';
import { UserEventsService } from '../realtime/user-events.service';
import type { HubInput, MakeUserParams, ModulePermissionInput, UsersFilterArgs } from './user-admin.inputs';
import { toUserModel } from './user.mapper';
import type { UserModel } from './user.model';
import { SORT_COLUMNS, UsersAdminRepository, type UserListFilter, type UserSort } from './users-admin.repository';
import { UsersRepository } from './users.repository';
import { optionalText } from './user-input';

const ORDER_FULFILLMENT_ROLES = ['fulfiller', 'order_qc'];
const FINANCE_ROLES = ['accounting'];
const MAX_SEARCH = 200;
/** Most users one bulk status change may touch (a few list pages). */
const MAX_BULK = 500;

const TEXT_FIELDS = [
  ['identity', 'identity'],
  ['identity_label', 'identityLabel'],
  ['target', 'target'],
  ['referent', 'referent'],
  ['h', 'h'],
  ['phone_number', 'phoneNumber'],
  ['sale_plan', 'salePlan'],
  ['facebook', 'facebook'],
  ['skype', 'skype'],
  ['payment_type', 'paymentType'],
  ['when_tracking_update', 'whenTrackingUpdate'],
  ['default_carrier', 'defaultCarrier'],
  ['current_affiliate_id', 'currentAffiliateId'],
  ['default_shipping_id', 'defaultShippingId'],
] as const;

const BOOL_FIELDS = [
  ['ship_by_seller', 'shipBySeller'],
  ['ship_by_onos', 'shipByOnos'],
  ['is_international', 'isInternational'],
  ['enable_non_ship', 'enableNonShip'],
  ['active_production_invoice', 'activeProductionInvoice'],
  ['process_without_design', 'processWithoutDesign'],
  ['hold_off', 'holdOff'],
  ['disable_design_production', 'disableDesignProduction'],
  ['require_inc_active_service', 'requireIncActiveService'],
  ['enable_check_dimension', 'enableCheckDimension'],
] as const;

const CUSTOMIZER_TEXT = ['theme', 'navbarColor', 'navbarType', 'footerType', 'menuTheme'] as const;

function given(v: unknown): boolean {
  return v !== undefined && v !== null;
}

/** The PostgreSQL error code, also when the driver error is wrapped by drizzle. */
function pgCode(e: unknown): string | undefined {
  return (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
}

function describe(excess: Array<{ module: string; action: Action }>): string {
  return excess.map((e) => `${e.module}:${e.action}`).join(', ');
}

/** Validates a permission matrix from a client: known modules only, titles from MODULES, strict booleans. */
export function parsePermissionInput(
  list: readonly ModulePermissionInput[] | null | undefined,
  errs: FieldErrors,
  key = 'permission',
): ModulePermission[] | undefined {
  if (!list) return undefined;
  if (list.length > MODULES.length * 2) {
    errs.add(key, 'too_many', `At most ${MODULES.length * 2} permission entries.`);
    return undefined;
  }
  const byModule = new Map<string, ModulePermission>();
  for (const entry of list) {
    const def = MODULES.find((m) => m.module === entry.module);
    if (!MODULE_KEYS.has(entry.module) || !def) {
      errs.add(key, 'unknown_value', `Unknown module "${String(entry.module).slice(0, 50)}".`);
      return undefined;
    }
    byModule.set(def.module, { module: def.module, title: def.title, access: normalizeAccess(entry.access as Record<string, unknown>) });
  }
  return [...byModule.values()];
}

/** Grants in `wanted` the caller does not hold, ignoring ones `existing` already had (keeping is not granting). */
export function newGrantsBeyond(auth: AuthContext, wanted: readonly ModulePermission[], existing: readonly ModulePermission[] = []) {
  return permissionsBeyond(auth.permissions, wanted).filter((e) => !hasPermission(existing, e.module, e.action));
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
export class UsersAdminService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly repo: UsersAdminRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly events: UserEventsService,
  ) {}

  // ---------- reading ----------

  filterOf(args: UsersFilterArgs, opts: { ignoreStatus?: boolean } = {}): UserListFilter {
    const errs = new FieldErrors();
    const f: UserListFilter = {};
    const text = (key: 'identity' | 'email' | 'search', max: number) => {
      const v = args[key]?.trim();
      if (!v) return undefined;
      if (v.length > max) errs.add(key, 'too_long', `Must be at most ${max} characters.`);
      return v;
    };
    f.identity = text('identity', TEXT_LIMITS.short);
    f.email = text('email', TEXT_LIMITS.email);
    f.search = text('search', MAX_SEARCH);
    if (!opts.ignoreStatus) {
      const status = normalizeUserStatusFilter(args.status);
      if (status && !(USER_STATUSES as readonly string[]).includes(status))
        errs.add('status', 'unknown_value', `Unknown status "${status.slice(0, 50)}". Use Opened, Active, Pending or Disabled.`);
      else f.status = status;
    }
    const group = args.group?.trim();
    if (group && group !== 'All') {
      if (isId(group)) f.groupId = group;
      else if ((ROLES as readonly string[]).includes(group)) f.membership = group;
      else errs.add('group', 'unknown_value', 'Group must be a user group id or a role name.');
    }
    for (const key of ['start', 'end'] as const) {
      const v = args[key]?.trim();
      if (!v) continue;
      try {
        const iso = key === 'start' ? dmyRangeToIso(v, null).start : dmyRangeToIso(null, v).end;
        if (key === 'start') f.createdFrom = iso;
        else f.createdTo = iso;
      } catch {
        errs.add(key, 'date', `Please enter the ${key} date as DD-MM-YYYY.`);
      }
    }
    const roles: string[] = [];
    if (args.withProduction) roles.push(...MANUFACTURING_ROLES);
    if (args.withOrderFulfillment) roles.push(...ORDER_FULFILLMENT_ROLES);
    if (args.withFinance) roles.push(...FINANCE_ROLES);
    if (roles.length) f.roles = roles;
    errs.throwIfAny();
    return f;
  }

  async list(args: UsersFilterArgs, sort: string | null | undefined, paging: Paging): Promise<{ items: UserModel[]; total: number }> {
    const filter = this.filterOf(args);
    const order = parseSort(sort);
    const [rows, total] = await Promise.all([this.repo.page(filter, order, paging.perPage, paging.offset), this.repo.count(filter)]);
    return { items: await this.toModels(rows), total };
  }

  async statusCounts(args: UsersFilterArgs): Promise<Array<{ status: string; count: number }>> {
    const counts = await this.repo.countByStatus(this.filterOf(args, { ignoreStatus: true }));
    const all = [...counts.values()].reduce((a, b) => a + b, 0);
    return [{ status: 'Opened', count: all }, ...USER_STATUSES.map((s) => ({ status: s, count: counts.get(s) ?? 0 }))];
  }

  async noneGroup(search: string | null | undefined, groupId: string | null | undefined, paging: Paging): Promise<{ users: UserModel[]; count: number }> {
    if (groupId) {
      if (!isId(groupId)) throw BadField('group_id', 'invalid_id', 'Invalid group id.');
      if (!(await this.repo.groupById(groupId))) throw NotFound('User group');
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
    const [groups, shipping] = await Promise.all([this.users.groupRefs(groupIds), this.repo.shippingRefs(shippingIds)]);
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
    const [[model], hubs] = await Promise.all([this.toModels([row]), this.repo.hubsOf(row.id)]);
    return { ...model, hubs };
  }

  // ---------- writing ----------

  async makeUser(auth: AuthContext, id: string | null | undefined, params: MakeUserParams): Promise<UserModel> {
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
    const p = params ?? {};
    const errs = new FieldErrors();
    const values: Partial<NewUserRow> = {};

    // Identity and sign-in.
    if (given(p.email) || isCreate) {
      const email = normalizeEmail(p.email);
      if (!email) errs.add('email', 'email_invalid', 'Please enter a valid email address.');
      else values.email = email;
    }
    if (given(p.name) || isCreate) {
      const name = (p.name ?? '').trim();
      if (!name) errs.add('name', 'required', 'Please enter the name.');
      else if (name.length > TEXT_LIMITS.name) errs.add('name', 'too_long', `Name must be at most ${TEXT_LIMITS.name} characters.`);
      else values.name = name;
    }
    if (given(p.status)) {
      if (!(USER_STATUSES as readonly string[]).includes(p.status!))
        errs.add('status', 'unknown_value', `Unknown status "${p.status!.slice(0, 50)}". Use Active, Pending or Disabled.`);
      else if (before && before.id === auth.user.id && p.status === 'Disabled') errs.add('status', 'disable_self', 'You cannot disable your own account.');
      else values.status = p.status!;
    }
    let role = before?.role;
    if (given(p.role)) {
      if (!(ROLES as readonly string[]).includes(p.role!)) errs.add('role', 'unknown_value', `Unknown role "${p.role!.slice(0, 50)}".`);
      else role = values.role = p.role!;
    }
    let groups: string[] | undefined;
    if (given(p.groups)) {
      if (p.groups!.length > ROLES.length) errs.add('groups', 'too_many', `At most ${ROLES.length} groups.`);
      const unknown = p.groups!.find((g) => !(ROLES as readonly string[]).includes(g));
      if (unknown !== undefined) errs.add('groups', 'unknown_value', `Unknown group "${unknown.slice(0, 50)}".`);
      else groups = [...new Set(p.groups!)];
    }
    if (isCreate && !role) {
      if (groups?.length) role = values.role = groups[0];
      else if (!errs.has('role')) errs.add('role', 'role_required', 'Please choose a role.');
    }
    if (role && (groups || values.role)) {
      // Membership is groups plus role: a changed role replaces the old one in the list.
      const base = groups ?? (before ? before.groups.filter((g) => g !== before!.role) : []);
      values.groups = [...new Set([role, ...base])];
    }
    if (p.group_id !== undefined) {
      if (p.group_id === null || p.group_id === '') values.groupId = null;
      else if (!isId(p.group_id)) errs.add('group_id', 'invalid_id', 'Invalid user group id.');
      else values.groupId = p.group_id;
    }
    let passwordChanged = false;
    if (p.new_password || p.confirm_password || isCreate) {
      if (!p.new_password) errs.add('new_password', 'password_required', 'Please enter a password.');
      else {
        const weak = passwordProblem(p.new_password);
        if (weak) errs.add('new_password', 'password_weak', weak);
        else if (p.new_password !== p.confirm_password) errs.add('confirm_password', 'password_mismatch', 'The passwords do not match.');
        else passwordChanged = true;
      }
    }

    // Free text.
    for (const [key, column] of TEXT_FIELDS) {
      const r = optionalText(p[key], TEXT_LIMITS.short);
      if (r.error) errs.add(key, r.reason!, r.error.replace('Must', `${key} must`));
      else if (r.value !== undefined) (values as Record<string, unknown>)[column] = r.value;
    }
    if (p.phone_number && !/^[+\d][\d\s().-]{3,30}$/.test(p.phone_number.trim()) && !errs.has('phone_number'))
      errs.add('phone_number', 'phone_invalid', 'Please enter a valid phone number.');

    // Customizer: the whole object and/or its flattened fields.
    const custom: Record<string, unknown> = {};
    if (given(p.customizer)) {
      if (typeof p.customizer !== 'object' || Array.isArray(p.customizer)) errs.add('customizer', 'invalid', 'Customizer must be an object.');
      else if (JSON.stringify(p.customizer).length > 2000) errs.add('customizer', 'too_long', 'Customizer is too large.');
      else Object.assign(custom, p.customizer);
    }
    for (const key of CUSTOMIZER_TEXT) if (given(p[key])) custom[key] = p[key];
    if (given(p.sidebarCollapsed)) custom.sidebarCollapsed = toBool(p.sidebarCollapsed);
    if (given(p.hideScrollToTop)) custom.hideScrollToTop = toBool(p.hideScrollToTop);
    if (Object.keys(custom).length) {
      const merged = normalizeCustomizer({ ...(before?.customizer ?? {}), ...custom });
      for (const key of CUSTOMIZER_TEXT) {
        if (custom[key] !== undefined && merged[key] !== custom[key]) errs.add(key, 'unknown_value', `Unknown ${key} "${String(custom[key]).slice(0, 50)}".`);
      }
      values.customizer = merged;
    }

    // Billing standing (spec section 5: integers default 0; money exact).
    if (given(p.total_credit) && p.total_credit !== '') {
      const money = toMoneyString(p.total_credit);
      if (money === null) errs.add('total_credit', 'number', 'Total credit must be a number.');
      else values.totalCredit = money;
    }
    for (const [key, column] of [
      ['vip', 'vip'],
      ['wholesale_level', 'wholesaleLevel'],
    ] as const) {
      if (!given(p[key])) continue;
      const n = toIntOrZero(p[key]);
      if (n < 0 || n > 1_000_000) errs.add(key, 'range', `${key} must be between 0 and 1000000.`);
      else values[column] = n;
    }

    // Shipping and tracking.
    for (const [key, column] of BOOL_FIELDS) if (given(p[key])) values[column] = toBool(p[key]);
    if (p.active_tracking_day !== undefined) values.activeTrackingDay = normalizeActiveTrackingDay(p.active_tracking_day) ?? null;
    if (p.day_update_tracking !== undefined) {
      if (p.day_update_tracking === null || p.day_update_tracking === '') values.dayUpdateTracking = null;
      else {
        const n = toIntOrZero(p.day_update_tracking);
        if (n < 0 || n > 365) errs.add('day_update_tracking', 'range', 'day_update_tracking must be between 0 and 365.');
        else values.dayUpdateTracking = n;
      }
    }
    for (const [key, column] of [
      ['addition_shipping_service_price', 'additionShippingServicePrice'],
      ['addition_base_cost', 'additionBaseCost'],
    ] as const) {
      if (!given(p[key])) continue;
      const money = toMoneyString(toNumberOrZero(p[key]));
      if (money === null) errs.add(key, 'range', `${key} is too large.`);
      else values[column] = money;
    }
    if (p.shipping_user_id !== undefined) {
      if (p.shipping_user_id === null || p.shipping_user_id === '') values.shippingUserId = null;
      else if (!isId(p.shipping_user_id)) errs.add('shipping_user_id', 'invalid_id', 'Invalid shipping user id.');
      else values.shippingUserId = p.shipping_user_id;
    }
    if (p.default_shipping_method !== undefined) {
      const m = p.default_shipping_method;
      if (m === null) values.defaultShippingMethod = null;
      else {
        const mid = optionalText(m._id, 100);
        const mname = optionalText(m.name, TEXT_LIMITS.name);
        if (mid.error || mname.error) errs.add('default_shipping_method', 'too_long', 'Shipping method id or name is too long.');
        else values.defaultShippingMethod = { _id: mid.value ?? '', name: mname.value ?? '' };
      }
    }
    if (given(p.active_status)) {
      if (!(ACTIVE_STATUSES as readonly string[]).includes(p.active_status!))
        errs.add('active_status', 'unknown_value', `Unknown active status "${p.active_status!.slice(0, 50)}". Use ${ACTIVE_STATUSES.join(', ')}.`);
      else values.activeStatus = p.active_status!;
    }
    const permission = parsePermissionInput(p.permission, errs);
    if (permission) values.permission = permission;
    const hubs = this.parseHubs(p.hubs, errs);
    errs.throwIfAny();

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
      const group = await this.repo.groupById(values.groupId);
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
      if (h.action !== 'Create' && !(await this.repo.manufactureExists(h._id!)))
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
          if (h.action === 'Create') {
            const mid = newId();
            await this.repo.createManufacture(mid, h.name!, tx);
            await this.repo.addWorker(mid, userId, tx);
          } else if (h.action === 'Assigned') await this.repo.addWorker(h._id!, userId, tx);
          else if (h.action === 'Unset') await this.repo.removeWorker(h._id!, userId, tx);
          else if (h.action === 'Edit') await this.repo.renameManufacture(h._id!, h.name!, tx);
        }
        if (before && (disabled || passwordChanged)) {
          // A disabled account or a new password ends sessions at once (the caller's own stays when editing themselves).
          await this.sessions.revokeAllForUser(userId, before.id === auth.user.id && !disabled ? auth.sessionId : null, tx);
        }
        return row;
      });
    } catch (e) {
      if (pgCode(e) === '23505') {
        throw ConflictField('email', 'email_taken', 'This email is already in use.');
      }
      throw e;
    }
    await this.events.publishIfChanged(before, after);
    return this.fullModel(after);
  }

  private parseHubs(list: HubInput[] | null | undefined, errs: FieldErrors): HubInput[] {
    if (!list) return [];
    if (list.length > 50) {
      errs.add('hubs', 'too_many', 'At most 50 hub changes at once.');
      return [];
    }
    const out: HubInput[] = [];
    for (const h of list) {
      if (!(HUB_ACTIONS as readonly string[]).includes(h.action)) {
        errs.add('hubs', 'unknown_value', `Unknown hub action "${String(h.action).slice(0, 50)}". Use ${HUB_ACTIONS.join(', ')}.`);
        return [];
      }
      const name = h.name?.trim();
      if (h.action === 'Create' || h.action === 'Edit') {
        if (!name) {
          errs.add('hubs', 'required', 'Please enter the hub name.');
          return [];
        }
        if (name.length > TEXT_LIMITS.name) {
          errs.add('hubs', 'too_long', `Hub name must be at most ${TEXT_LIMITS.name} characters.`);
          return [];
        }
      }
      if (h.action !== 'Create' && !isId(h._id)) {
        errs.add('hubs', 'invalid_id', 'Invalid hub id.');
        return [];
      }
      out.push({ action: h.action, _id: h._id, name });
    }
    return out;
  }

  /**
   * One status for many users (the list's bulk change), all or nothing: an unknown id, the caller's
   * own account being disabled, or a super_root touched by someone who is not one refuses the whole
   * batch. Disabled users lose their sessions at once. Answers how many users changed.
   */
  async setUsersStatus(auth: AuthContext, ids: readonly string[], status: string): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.length > MAX_BULK)
      throw BadField('ids', unique.length ? 'too_many' : 'required', `Choose between 1 and ${MAX_BULK} users.`);
    if (!unique.every(isId)) throw BadField('ids', 'invalid_id', 'Invalid user id.');
    if (!(USER_STATUSES as readonly string[]).includes(status))
      throw BadField('status', 'unknown_value', 'Unknown status.', `Unknown status "${status.slice(0, 50)}". Use Active, Pending or Disabled.`);
    if (status === 'Disabled' && (unique.includes(auth.user.id) || unique.includes(auth.actorId))) {
      throw BadField('status', 'disable_self', 'You cannot disable your own account.');
    }
    const callerIsSuper = membership(auth.user).has('super_root');
    const { before, after } = await this.db.transaction(async (tx) => {
      const rows = await this.repo.lockByIds(unique, tx);
      if (rows.length !== unique.length) throw NotFound('User');
      if (!callerIsSuper && rows.some((r) => membership(r).has('super_root'))) throw Forbidden('Only a super_root can change the status of a super_root.');
      const changing = rows.filter((r) => r.status !== status).map((r) => r.id);
      const updated = await this.repo.setStatus(changing, status, tx);
      if (status === 'Disabled') await this.sessions.revokeAllForUsers(changing, tx);
      return { before: new Map(rows.map((r) => [r.id, r])), after: updated };
    });
    await Promise.all(after.map((row) => this.events.publishIfChanged(before.get(row.id) ?? null, row)));
    return after.length;
  }

  async deleteUser(auth: AuthContext, id: string): Promise<boolean> {
    if (!isId(id)) throw BadField('_id', 'invalid_id', 'Invalid user id.');
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
      if (pgCode(e) === '23503')
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
    if (!(ROLES as readonly string[]).includes(role)) throw BadField('role', 'unknown_value', 'Unknown role.', `Unknown role "${role.slice(0, 50)}".`);
    return defaultPermissionsFor({ role, groups: [role] });
  }
}
