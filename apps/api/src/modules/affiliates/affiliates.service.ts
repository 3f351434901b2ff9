import { Inject, Injectable } from '@nestjs/common';
import {
  AFFILIATE_REVERSING_ORDER_STATUSES,
  affiliateCommissionOf,
  serverText,
  subtractMoney,
  toCents,
  type AffiliateCommissionFilterInput,
  type AffiliateFilterInput,
  type MakeAffiliateInput,
  type SetUserAffiliateInput,
  type UpdateAffiliateInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns, sellerScope } from '../../platform/auth/ownership';
import { BillingService } from '../billing/billing.service';
import { PresetsService } from '../catalogue/presets.service';
import { BadField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { constraintOf, isUniqueViolation } from '../../platform/common/sql';
import { DB, type Db, type Tx } from '../../platform/db/database';
import type { EventPayloads } from '../../platform/events/registry';
import { OrdersService } from '../orders/orders.service';
import { UsersService, type UserRow } from '../users/users.service';
import { AffiliatesRepository, type AffiliateCommissionRow, type AffiliateFilter, type AffiliateRow, type CommissionFilter } from './affiliates.repository';

export type { AffiliateCommissionRow, AffiliateRow };

const codeTaken = () => BadField('code', 'code_taken', 'Another affiliate already has this code.');
const alreadyAffiliate = (field = 'user_id') => BadField(field, 'already_affiliate', 'This user is an affiliate already.');

/**
 * Affiliates and their commissions. A referred seller's order paid (it reaches Processing) credits
 * the affiliate units × commission per unit through billing, once per order; the order cancelled
 * or refunded after takes it back once. Both happen in the event's delivery transaction, under a
 * per-order lock, with the `affiliate_commissions` row that the history lists.
 */
@Injectable()
export class AffiliatesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly repo: AffiliatesRepository,
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly presets: PresetsService,
    private readonly billing: BillingService,
  ) {}

  // ------------------------------------------------------------ reads

  /** A seller's list holds their own affiliate record at most. */
  filterFor(auth: AuthContext, input: AffiliateFilterInput): AffiliateFilter {
    return { userId: sellerScope(auth), search: input.search, active: input.active ?? undefined };
  }

  page(filter: AffiliateFilter, paging: Paging): Promise<AffiliateRow[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  count(filter: AffiliateFilter): Promise<number> {
    return this.repo.count(filter);
  }

  async findVisible(auth: AuthContext, id: string): Promise<AffiliateRow> {
    const row = await this.repo.findById(id);
    if (!row || !owns(auth, row.userId)) throw NotFound('Affiliate');
    return row;
  }

  /** The caller's own affiliate record, or null when they are none. */
  mine(auth: AuthContext): Promise<AffiliateRow | null> {
    return this.repo.findById(auth.user.id);
  }

  referredCounts(affiliateIds: readonly string[]): Promise<Map<string, number>> {
    return this.users.referredCounts(affiliateIds);
  }

  /** The sellers an affiliate referred (a seller: their own affiliate page only), and how many. */
  async sellers(auth: AuthContext, affiliateId: string, paging: Paging): Promise<{ rows: UserRow[]; total: number }> {
    const affiliate = await this.findVisible(auth, affiliateId);
    const [rows, counts] = await Promise.all([
      this.users.referredBy(affiliate.userId, paging.perPage, paging.offset),
      this.users.referredCounts([affiliate.userId]),
    ]);
    return { rows, total: counts.get(affiliate.userId) ?? 0 };
  }

  /** A seller's commissions are always their own; staff see one affiliate's or all. */
  async commissionFilter(auth: AuthContext, input: AffiliateCommissionFilterInput): Promise<CommissionFilter> {
    const own = sellerScope(auth);
    const affiliateId = own ?? input.affiliate_id;
    if (input.affiliate_id && !own && !(await this.repo.findById(input.affiliate_id))) throw NotFound('Affiliate');
    return { affiliateId, status: input.status === 'all' ? undefined : input.status };
  }

  commissions(filter: CommissionFilter, paging: Paging): Promise<AffiliateCommissionRow[]> {
    return this.repo.commissionsPage(filter, paging.perPage, paging.offset);
  }

  /** Counts and money per tab, from the affiliates' kept totals. */
  async commissionTotals(filter: Pick<CommissionFilter, 'affiliateId'>) {
    const t = await this.repo.totals(filter.affiliateId);
    return {
      all: { count: t.postedCount, amount: t.postedTotal },
      posted: { count: t.postedCount - t.reversedCount, amount: subtractMoney(t.postedTotal, t.reversedTotal) },
      reversed: { count: t.reversedCount, amount: t.reversedTotal },
    };
  }

  // ------------------------------------------------------------ writes

  /** The user an input names by id or email; a field reason on the one given when there is none. */
  private async userOf(input: { user_id?: string; email?: string }, tx: Tx): Promise<UserRow> {
    const user = input.user_id ? await this.users.findById(input.user_id, tx) : await this.users.findByEmail(input.email!, tx);
    if (!user) throw BadField(input.user_id ? 'user_id' : 'email', 'not_exist', 'This user does not exist.');
    return user;
  }

  async make(input: MakeAffiliateInput): Promise<AffiliateRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.userOf(input, tx);
      if (await this.repo.findById(user.id, tx)) throw alreadyAffiliate(input.user_id ? 'user_id' : 'email');
      if (await this.repo.findByCode(input.code, tx)) throw codeTaken();
      return this.uniqueOrRefused(() =>
        this.repo.insert({ userId: user.id, code: input.code, commission: input.commission, active: input.active ?? true }, tx),
      );
    });
  }

  async update(input: UpdateAffiliateInput): Promise<AffiliateRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.repo.findById(input._id, tx, true);
      if (!row) throw NotFound('Affiliate');
      if (input.code) {
        const holder = await this.repo.findByCode(input.code, tx);
        if (holder && holder.userId !== row.userId) throw codeTaken();
      }
      const values = {
        ...(input.code ? { code: input.code } : {}),
        ...(input.commission != null ? { commission: input.commission } : {}),
        ...(input.active != null ? { active: input.active } : {}),
      };
      return this.uniqueOrRefused(() => this.repo.update(row.userId, values, tx));
    });
  }

  /** Two callers making the same code at once: the unique index refuses the second, as a field reason. */
  private async uniqueOrRefused<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw constraintOf(e) === 'affiliates_code_key' ? codeTaken() : alreadyAffiliate();
      throw e;
    }
  }

  /** The affiliate who referred a user (null: none); the next paid orders earn for them. */
  async setUserAffiliate(input: SetUserAffiliateInput): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.userOf(input, tx);
      const affiliateId = input.affiliate_id ?? null;
      if (affiliateId === user.id) throw BadField('affiliate_id', 'self_referral', 'A user cannot be their own affiliate.');
      if (affiliateId && !(await this.repo.findById(affiliateId, tx))) throw BadField('affiliate_id', 'not_exist', 'This affiliate does not exist.');
      return (await this.users.setAffiliate(user.id, affiliateId, tx))!;
    });
  }

  // ------------------------------------------------------------ commissions (order events)

  async followOrder(change: EventPayloads['order.status_changed'], tx: Tx): Promise<void> {
    if (change.to === 'Processing') await this.post(change.orderId, tx);
    else if (AFFILIATE_REVERSING_ORDER_STATUSES.includes(change.to)) await this.reverse(change.orderId, tx);
  }

  /**
   * The order's commission, unless it has one (a replay, a resumed order, a concurrent delivery:
   * the per-order lock makes the second see the first), the order holds no payment (a free
   * replacement, one cancelled since), its seller has no active affiliate, or no unit counts (every
   * product marked skip_affiliate). Answers the commission made, or null.
   */
  async post(orderId: string, tx: Tx): Promise<AffiliateCommissionRow | null> {
    await this.repo.lockOrder(orderId, tx);
    if (await this.repo.commissionOfOrder(orderId, tx)) return null;
    const order = await this.orders.findById(orderId, tx);
    if (!order?.paidAt || toCents(order.paid) <= 0n || AFFILIATE_REVERSING_ORDER_STATUSES.includes(order.status)) return null;
    const seller = await this.users.findById(order.sellerId, tx);
    const affiliateId = seller?.currentAffiliateId;
    if (!affiliateId || affiliateId === order.sellerId) return null;
    const affiliate = await this.repo.findById(affiliateId, tx);
    if (!affiliate?.active || toCents(affiliate.commission) <= 0n) return null;
    const items = await this.orders.itemsOf([orderId], tx);
    const skipped = new Set((await this.presets.byIds([...new Set(items.map((i) => i.presetId))], tx)).filter((p) => p.skipAffiliate).map((p) => p.id));
    const units = items.filter((i) => !skipped.has(i.presetId)).reduce((sum, i) => sum + i.quantity, 0);
    if (units <= 0) return null;
    const amount = affiliateCommissionOf(affiliate.commission, units);
    const entry = await this.billing.creditAffiliateCommission(
      { userId: affiliate.userId, orderId, amount, text: serverText('affiliate_commission', { number: String(order.number) }), actorId: null },
      tx,
    );
    return this.repo.insertCommission(
      {
        id: newId(),
        affiliateId: affiliate.userId,
        sellerId: order.sellerId,
        orderId,
        orderNumber: order.number,
        units,
        rate: affiliate.commission,
        amount,
        ledgerEntryId: entry.id,
        postedAt: new Date(),
      },
      tx,
    );
  }

  /** The order's posted commission taken back (a debit of the same amount), once. */
  async reverse(orderId: string, tx: Tx): Promise<AffiliateCommissionRow | null> {
    await this.repo.lockOrder(orderId, tx);
    const c = await this.repo.commissionOfOrder(orderId, tx);
    if (!c || c.status !== 'posted') return null;
    const entry = await this.billing.reverseAffiliateCommission(
      { userId: c.affiliateId, orderId, amount: c.amount, text: serverText('affiliate_reversal', { number: String(c.orderNumber) }), actorId: null },
      tx,
    );
    return this.repo.markReversed(c, entry.id, tx);
  }
}
