import { checkRoles, membership, type Member, type RoleRule } from './roles';

export const ACTIONS = ['view', 'add', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
export type Access = Record<Action, boolean>;

export interface ModulePermission {
  module: string;
  title: string;
  access: Access;
}

export interface ModuleDefinition<K extends string = string> {
  module: K;
  /** i18n key of the module title. */
  title: string;
  /** Roles that hold every action on this module by default (the spec's menu rules). */
  roles: RoleRule;
  /** When set, only these roles among `roles` also add, update and delete; the others view. */
  writers?: RoleRule;
}

/**
 * Every module of the product. Group permission matrices list these; an operation
 * that needs a module action names one of them. Default roles follow spec sections 2 and 6.
 */
const MODULE_LIST = [
  { module: 'dashboard', title: 'modules.dashboard', roles: ['root', 'order_qc', 'sale', 'fulfiller'] },
  { module: 'daily_report', title: 'modules.daily_report', roles: ['root', 'super_root'] },
  // Root manages affiliates; a seller (sale) reads their own affiliate page (issue 33, item 5).
  { module: 'affiliates', title: 'modules.affiliates', roles: ['root', 'sale'], writers: ['root'] },
  { module: 'manufacturing', title: 'modules.manufacturing', roles: ['cutting', 'printer', 'sewer', 'packager', 'order_qc', 'root', 'super_root'] },
  { module: 'mrp_provider', title: 'modules.mrp_provider', roles: ['root', 'super_root'] },
  { module: 'production_report', title: 'modules.production_report', roles: ['root', 'super_root'] },
  { module: 'return_replacement', title: 'modules.return_replacement', roles: ['root', 'super_root'] },
  { module: 'orders', title: 'modules.orders', roles: ['root', 'order_qc', 'sale', 'fulfiller'] },
  { module: 'shipments', title: 'modules.shipments', roles: ['root', 'sale', 'fulfiller'] },
  { module: 'inventory', title: 'modules.inventory', roles: ['root', 'order_qc', 'fulfiller'] },
  { module: 'catalog', title: 'modules.catalog', roles: ['sale', 'fulfiller'] },
  { module: 'designs', title: 'modules.designs', roles: ['root', 'sale', 'fulfiller'] },
  { module: 'partner_catalog', title: 'modules.partner_catalog', roles: ['partner'] },
  { module: 'items', title: 'modules.items', roles: ['root'] },
  // Every role sees the tags (spec section 2); only root changes them (super_root holds everything).
  { module: 'product_labels', title: 'modules.product_labels', roles: [], writers: ['root'] },
  { module: 'billing', title: 'modules.billing', roles: ['root', 'sale', 'fulfiller', 'accounting'] },
  /** Approving or refusing top-ups and other pending entries: root and the accounting group. */
  { module: 'billing_approval', title: 'modules.billing_approval', roles: ['root', 'accounting'] },
  { module: 'production_billing', title: 'modules.production_billing', roles: ['root'] },
  { module: 'manufactures', title: 'modules.manufactures', roles: ['root'] },
  { module: 'logistics', title: 'modules.logistics', roles: ['root', 'sale'] },
  { module: 'locations', title: 'modules.locations', roles: ['root'] },
  { module: 'fulfillments', title: 'modules.fulfillments', roles: ['root'] },
  { module: 'files', title: 'modules.files', roles: ['root'] },
  { module: 'fonts', title: 'modules.fonts', roles: ['root'] },
  { module: 'settings', title: 'modules.settings', roles: ['super_root'] },
  { module: 'integrations', title: 'modules.integrations', roles: ['super_root'] },
  { module: 'system_notifications', title: 'modules.system_notifications', roles: ['super_root'] },
  { module: 'users', title: 'modules.users', roles: ['super_root'] },
  { module: 'user_groups', title: 'modules.user_groups', roles: ['super_root'] },
  { module: 'merchant_groups', title: 'modules.merchant_groups', roles: ['super_root'] },
  { module: 'extensions', title: 'modules.extensions', roles: ['super_root'] },
  { module: 'api_logs', title: 'modules.api_logs', roles: ['super_root', 'root'] },
  { module: 'blocked_logs', title: 'modules.blocked_logs', roles: ['super_root', 'root'] },
  { module: 'tickets', title: 'modules.tickets', roles: ['root', 'super_root'] },
  /** Design requests (issue 32): staff designers (root) take and deliver them; sellers view their own (and ask, approve). */
  { module: 'design_requests', title: 'modules.design_requests', roles: ['root', 'super_root', 'sale'], writers: ['root', 'super_root'] },
] as const satisfies readonly ModuleDefinition[];

/** A module's key: `Can('ordres', 'view')` does not compile. */
export type ModuleKey = (typeof MODULE_LIST)[number]['module'];

export const MODULES: readonly ModuleDefinition<ModuleKey>[] = MODULE_LIST;

export const MODULE_KEYS: ReadonlySet<string> = new Set<string>(MODULES.map((m) => m.module));

/** Narrows a stored or client-sent module name to a known key. */
export function isModuleKey(value: unknown): value is ModuleKey {
  return typeof value === 'string' && MODULE_KEYS.has(value);
}

const NONE: Access = { view: false, add: false, update: false, delete: false };
const ALL: Access = { view: true, add: true, update: true, delete: true };

/** The matrix a new group starts from: every module, nothing granted. */
export function emptyPermissions(): ModulePermission[] {
  return MODULES.map((m) => ({ module: m.module, title: m.title, access: { ...NONE } }));
}

/** What a user's roles grant before any group or personal override. */
export function defaultPermissionsFor(member: Member): ModulePermission[] {
  const groups = membership(member);
  return MODULES.map((m) => ({
    module: m.module,
    title: m.title,
    access: !checkRoles(groups, m.roles) ? { ...NONE } : m.writers && !checkRoles(groups, m.writers) ? { ...NONE, view: true } : { ...ALL },
  }));
}

/**
 * Effective permissions: role defaults, then the user group's matrix, then the user's own entries.
 * Later layers replace an earlier module entry whole, so a group can both grant and withdraw.
 * super_root holds everything whatever the layers say.
 */
export function effectivePermissions(member: Member, ...layers: ReadonlyArray<readonly ModulePermission[] | null | undefined>): ModulePermission[] {
  const byModule = new Map(defaultPermissionsFor(member).map((p) => [p.module, p]));
  for (const layer of layers) {
    for (const entry of layer ?? []) {
      if (!MODULE_KEYS.has(entry.module)) continue;
      const base = byModule.get(entry.module)!;
      byModule.set(entry.module, { ...base, access: normalizeAccess(entry.access) });
    }
  }
  if (membership(member).has('super_root')) {
    for (const [key, p] of byModule) byModule.set(key, { ...p, access: { ...ALL } });
  }
  return [...byModule.values()];
}

export function normalizeAccess(access: Partial<Record<string, unknown>> | null | undefined): Access {
  return {
    view: access?.view === true,
    add: access?.add === true,
    update: access?.update === true,
    delete: access?.delete === true,
  };
}

export function hasPermission(permissions: readonly ModulePermission[], module: string, action: Action): boolean {
  return permissions.some((p) => p.module === module && p.access[action] === true);
}

/** Modules whose `action` the user holds although their roles alone would not grant it (a group or personal grant). */
export function grantedBeyondRoles(member: Member, permissions: readonly ModulePermission[], action: Action = 'view'): Set<string> {
  const defaults = defaultPermissionsFor(member);
  return new Set(permissions.filter((p) => p.access[action] && !hasPermission(defaults, p.module, action)).map((p) => p.module));
}

/** Grants in `wanted` beyond `held`, ignoring ones `existing` already had (keeping a grant is not granting it). */
export function newGrantsBeyond(
  held: readonly ModulePermission[],
  wanted: readonly ModulePermission[],
  existing: readonly ModulePermission[] = [],
): Array<{ module: string; action: Action }> {
  return permissionsBeyond(held, wanted).filter((e) => !hasPermission(existing, e.module, e.action));
}

/** Entries in `wanted` that grant something `held` does not: nobody can grant what they do not hold. */
export function permissionsBeyond(held: readonly ModulePermission[], wanted: readonly ModulePermission[]): Array<{ module: string; action: Action }> {
  const excess: Array<{ module: string; action: Action }> = [];
  for (const entry of wanted) {
    for (const action of ACTIONS) {
      if (entry.access?.[action] === true && !hasPermission(held, entry.module, action)) {
        excess.push({ module: entry.module, action });
      }
    }
  }
  return excess;
}

/** How far up a role reaches: switching user never lands on a higher rank (a user ranks as their highest role or group). */
export const ROLE_RANK: Readonly<Record<string, number>> = { super_root: 3, root: 2, accounting: 1 };

export function roleRank(member: Member | null | undefined): number {
  let rank = 0;
  for (const g of membership(member)) rank = Math.max(rank, ROLE_RANK[g] ?? 0);
  return rank;
}

/**
 * Whether `actor` may act as `target` (switch user): the target's rights must lie within the actor's,
 * both the role rank and every module action. Answers what the target holds beyond the actor, empty when allowed.
 */
export function rightsBeyond(
  actor: { member: Member; permissions: readonly ModulePermission[] },
  target: { member: Member; permissions: readonly ModulePermission[] },
): string[] {
  const excess: string[] = [];
  if (roleRank(target.member) > roleRank(actor.member)) excess.push('role');
  for (const e of permissionsBeyond(actor.permissions, target.permissions)) excess.push(`${e.module}:${e.action}`);
  return excess;
}
