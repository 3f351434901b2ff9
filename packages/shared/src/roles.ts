/** Every role of spec section 6. Manufacturing roles are the factory stations. */
export const ROLES = ['root', 'super_root', 'sale', 'fulfiller', 'order_qc', 'accounting', 'partner', 'cutting', 'printer', 'sewer', 'packager'] as const;
export type Role = (typeof ROLES)[number];

export const MANUFACTURING_ROLES: readonly Role[] = ['cutting', 'printer', 'sewer', 'packager'];

/** Who works at a factory's stations: the manufacturing roles and quality control (order_qc scans at Quality check). */
export const FACTORY_WORKER_ROLES: readonly Role[] = [...MANUFACTURING_ROLES, 'order_qc'];

/** Super-level users get a second, separate "super token" at login (spec section 4). */
export const SUPER_LEVEL_ROLES: readonly Role[] = ['super_root', 'root', 'accounting'];

/** A rule is a list of group names; `!name` excludes that group. An empty rule admits everyone. */
export type RoleRule = readonly string[];

export interface Member {
  role?: string | null;
  groups?: readonly string[] | null;
}

/** Membership is the user's group list plus their role (spec section 6). */
export function membership(user: Member | null | undefined): Set<string> {
  const set = new Set<string>();
  if (!user) return set;
  for (const g of user.groups ?? []) if (g) set.add(g);
  if (user.role) set.add(user.role);
  return set;
}

/**
 * The one access rule of the product.
 * - a negated entry (`!name`) that matches hides/denies, even for super_root;
 * - a rule without positive entries admits everyone not excluded;
 * - super_root passes every positive check;
 * - otherwise any positive entry must be in the membership.
 */
export function checkRoles(member: Member | Set<string> | null | undefined, rule: RoleRule | undefined | null): boolean {
  const groups = member instanceof Set ? member : membership(member);
  const entries = rule ?? [];
  const positives: string[] = [];
  for (const entry of entries) {
    if (entry.startsWith('!')) {
      if (groups.has(entry.slice(1))) return false;
    } else {
      positives.push(entry);
    }
  }
  if (positives.length === 0) return true;
  if (groups.has('super_root')) return true;
  return positives.some((p) => groups.has(p));
}

export function isSuperLevel(member: Member | null | undefined): boolean {
  const groups = membership(member);
  return SUPER_LEVEL_ROLES.some((r) => groups.has(r));
}

/** Sellers are users with role sale and not root (spec section 6). */
export function isSeller(member: Member | null | undefined): boolean {
  const groups = membership(member);
  return groups.has('sale') && !groups.has('root') && !groups.has('super_root');
}

/** The roles billed through a wallet: their credit shows in the navbar and they ask for top-ups (spec section 2). */
export const WALLET_ROLES: readonly Role[] = ['sale', 'fulfiller'];

export function hasWallet(member: Member | null | undefined): boolean {
  const groups = membership(member);
  return WALLET_ROLES.some((r) => groups.has(r));
}

/** Who sees and may flip their own 'Hide design in production' switch: every user who is not a seller (spec section 6). */
export function choosesDesignProduction(member: Member | null | undefined): boolean {
  return !isSeller(member);
}
