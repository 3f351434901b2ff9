import { isSeller, type Member } from '@pod/shared';
import { NotFound } from '../common/errors';
import type { DbOrTx } from '../db/database';

/** Whoever asks: a request's AuthContext, or a user row (an export job runs for a user known by id). */
export interface Caller {
  user: Member & { id: string };
}

/**
 * Who is staff, for "whose rows": everyone who is not a seller. Spec section 6 defines sellers
 * ("users with role sale and not root"; `isSeller` also counts super_root out) and only sellers;
 * every other role works on all sellers' business (fulfillers, order QC, accounting, root…).
 * Which operations a role may call at all is `@Access`'s question (permissions); this answers only
 * whether a caller who got in is limited to their own rows. A module permission granted to a
 * seller (a group's `items: view`) opens an operation to them, never other sellers' rows.
 */
export function isStaff(auth: Caller): boolean {
  return !isSeller(auth.user);
}

/** The seller a caller's lists are limited to: their own id, or undefined for staff (every seller's rows). */
export function sellerScope(auth: Caller): string | undefined {
  return isStaff(auth) ? undefined : auth.user.id;
}

/**
 * One kind of seller-owned rows, as its owning module's repository answers for it: which of `ids`
 * are rows `sellerId` may use, in one SQL statement for the whole set (ids that are no row are
 * simply missing from the answer). Inside a transaction the check reads through it (`tx`).
 */
export interface OwnedKind {
  /** What NOT_FOUND names ("Order not found."). */
  readonly entity: string;
  ownedBy(sellerId: string, ids: readonly string[], tx?: DbOrTx): Promise<ReadonlySet<string>>;
}

/** The subset of `ids` the caller may use: all for staff (existence is the caller's own check), else the seller's own. */
export async function allowedIds(auth: Caller, kind: OwnedKind, ids: readonly string[], tx?: DbOrTx): Promise<ReadonlySet<string>> {
  const unique = [...new Set(ids)];
  if (isStaff(auth)) return new Set(unique);
  return unique.length ? kind.ownedBy(auth.user.id, unique, tx) : new Set();
}

/**
 * The ownership rule (modelled on Immich's `requireAccess`): NOT_FOUND, as if it did not exist, when
 * any of `ids` is not the caller's to use. Staff pass without a query.
 */
export async function requireAccess(auth: Caller, kind: OwnedKind, ids: readonly string[], tx?: DbOrTx): Promise<void> {
  if (isStaff(auth)) return;
  const allowed = await allowedIds(auth, kind, ids, tx);
  if (ids.some((id) => !allowed.has(id))) throw NotFound(kind.entity);
}

/** For a row already read: may this caller see it? (A by-id read that has the row in hand needs no second query.) */
export function owns(auth: Caller, ownerId: string | null | undefined): boolean {
  return isStaff(auth) || ownerId === auth.user.id;
}
