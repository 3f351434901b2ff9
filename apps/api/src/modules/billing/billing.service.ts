import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  addMoney,
  balanceAllowed,
  dmyRangeToIso,
  LEDGER_TYPES,
  signedAmount,
  statusOfFilter,
  toCents,
  UNFLOORED_TYPES,
  type AdjustCreditInput,
  type LedgerType,
  type MakeTransactionInput,
  type TopupAccountInput,
  type TransactionFilterInput,
  type Member,
  type ServerText,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { isStaff, owns, sellerScope } from '../../platform/auth/ownership';
import { FilesService } from '../files/files.service';
import { keysetChunks } from '../../platform/common/keyset';
import { BadField, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { isForeignKeyViolation } from '../../platform/common/sql';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { UserEventsService } from '../../platform/realtime/user-events.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UserCreditPort } from '../users/user-credit.port';
import { UsersService, type UserRow } from '../users/users.service';
import { transitionTo, ledgerMachine } from './ledger.machine';
import { LedgerRepository, type LedgerEntryRow, type LedgerFilter } from './ledger.repository';

export interface ChargeRequest {
  userId: string;
  /** The order paid for: one charge per order, however often it is asked. */
  orderId: string;
  amount: string;
  /** What the entry says ("order #101862"), worded by the web. */
  text?: ServerText;
  actorId?: string | null;
}

export interface RefundRequest extends ChargeRequest {
  /** Names this refund of the order (a partial refund per line, a cancellation): the same key refunds once. */
  key: string;
}

/**
 * The sellers' credit. Every change is one ledger entry; a paid entry moves the user's
 * `total_credit` in the same transaction under the user's row lock, so concurrent charges queue on
 * that lock and the balance always equals the sum of the paid entries. Each change records
 * `user.updated`, so the credit badge moves live.
 */
@Injectable()
export class BillingService implements OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly ledger: LedgerRepository,
    private readonly users: UsersService,
    private readonly credit: UserCreditPort,
    private readonly userEvents: UserEventsService,
    private readonly timeline: TimelineService,
    private readonly files: FilesService,
  ) {}

  onModuleInit(): void {
    // A seller reads the history of their own entries only.
    this.timeline.restrict('ledger_entry', async (auth, id) => {
      const entry = await this.ledger.findById(id);
      return !!entry && owns(auth, entry.userId);
    });
  }

  /** Pays for an order from the seller's credit; the same order again answers the first entry. */
  charge(req: ChargeRequest, tx?: Tx): Promise<LedgerEntryRow> {
    return this.applyOnce('payment', `charge:${req.orderId}`, req, tx);
  }

  /** Gives (part of) an order's payment back; the same key again answers the first refund. */
  refund(req: RefundRequest, tx?: Tx): Promise<LedgerEntryRow> {
    return this.applyOnce('refund', `refund:${req.orderId}:${req.key}`, req, tx);
  }

  /** A shipment's fee (tracking activation, import tax): the same key (one per shipment) charges once. */
  chargeFee(type: 'tracking_activation' | 'import_tax', key: string, req: ChargeRequest, tx?: Tx): Promise<LedgerEntryRow> {
    return this.applyOnce(type, `${type}:${key}`, req, tx);
  }

  /** An affiliate's commission on a referred seller's paid order, credited once per order. */
  creditAffiliateCommission(req: ChargeRequest, tx: Tx): Promise<LedgerEntryRow> {
    return this.applyOnce('affiliate_commission', `affiliate_commission:${req.orderId}`, req, tx);
  }

  /** That commission taken back (the order cancelled or refunded after payment), once per order, even below the balance's floor. */
  reverseAffiliateCommission(req: ChargeRequest, tx: Tx): Promise<LedgerEntryRow> {
    return this.applyOnce('affiliate_reversal', `affiliate_reversal:${req.orderId}`, req, tx);
  }

  /** In the caller's transaction when given (an order's payment commits with its status), else in its own. */
  private applyOnce(type: LedgerType, key: string, req: ChargeRequest, outer?: Tx): Promise<LedgerEntryRow> {
    if (toCents(req.amount) <= 0n) throw BadField('amount', 'range', 'Amount must be more than 0.');
    const run = async (tx: Tx) => {
      // The lock first: a second call for the same key waits here, then finds the first entry.
      const user = await this.credit.lockForCredit(req.userId, tx);
      if (!user) throw NotFound('User');
      const existing = await this.ledger.findByKey(key, tx);
      if (existing) return existing;
      const amount = signedAmount(type, req.amount);
      const balanceAfter = await this.moveCredit(tx, user, amount, !UNFLOORED_TYPES.includes(type));
      return this.ledger.insert(
        {
          id: newId(),
          userId: req.userId,
          type,
          status: 'paid',
          amount,
          balanceAfter,
          orderId: req.orderId,
          text: req.text ?? null,
          idempotencyKey: key,
          createdBy: req.actorId ?? null,
          paidAt: new Date(),
        },
        tx,
      );
    };
    return outer ? run(outer) : this.db.transaction(run);
  }

  /** Adds `amount` (signed) to the locked user's credit; a lowering past the payment type's floor is refused. */
  private async moveCredit(tx: Tx, user: UserRow, amount: string, checkFloor: boolean): Promise<string> {
    const after = addMoney(user.totalCredit, amount);
    if (checkFloor && toCents(amount) < 0n && !balanceAllowed(after, user.paymentType, user.debitLimit)) {
      throw BadField('amount', 'insufficient_balance', 'Insufficient account balance');
    }
    const updated = await this.credit.setCredit(user.id, after, tx);
    await this.userEvents.publishIfChanged(user, updated, tx);
    return after;
  }

  /** A seller asks for a top-up (pending until approved); staff may ask for a seller. */
  async requestTopup(auth: AuthContext, input: TopupAccountInput): Promise<LedgerEntryRow> {
    const userId = input.user && isStaff(auth) ? input.user : auth.user.id;
    if (input.user && input.user !== auth.user.id && !isStaff(auth)) throw Forbidden('Sellers top up their own account.');
    if (!(await this.users.findById(userId))) throw BadField('user', 'not_exist', 'This user does not exist.');
    if (input.proof_file_id) await this.files.requireUsable(auth, [{ field: 'proof_file_id', id: input.proof_file_id }]);
    const entry = this.ledger.insert({
      id: newId(),
      userId,
      type: 'topup',
      status: 'pending',
      amount: signedAmount('topup', input.amount),
      paymentMethod: input.payment_method,
      transactionInfo: input.payment_transaction_info,
      message: input.message ?? null,
      proofFileId: input.proof_file_id ?? null,
      createdBy: auth.user.id,
    });
    return entry.catch((e: unknown) => {
      if (isForeignKeyViolation(e)) throw BadField('proof_file_id', 'not_exist', 'This proof file does not exist.');
      throw e;
    });
  }

  /** Approves (paid: the credit moves) or refuses a pending entry, on its timeline. */
  decide(auth: AuthContext, input: MakeTransactionInput): Promise<LedgerEntryRow> {
    return this.db.transaction(async (tx) => {
      const entry = await this.ledger.findById(input.id, tx, true);
      if (!entry) throw NotFound('Transaction');
      const status = await ledgerMachine.fire(tx, {
        entityId: entry.id,
        from: entry.status,
        transition: transitionTo(input.status),
        actor: auth,
        note: input.reason,
      });
      if (status !== 'paid') return this.ledger.update(entry.id, { status, reason: input.reason ?? null }, tx);
      const user = await this.credit.lockForCredit(entry.userId, tx);
      if (!user) throw NotFound('User');
      const balanceAfter = await this.moveCredit(tx, user, entry.amount, true);
      return this.ledger.update(entry.id, { status, balanceAfter, paidAt: new Date() }, tx);
    });
  }

  /** Root's direct change of a seller's credit, with a note (paid at once, either sign). */
  adjust(auth: AuthContext, input: AdjustCreditInput): Promise<LedgerEntryRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.credit.lockForCredit(input.user_id, tx);
      if (!user) throw BadField('user_id', 'not_exist', 'This user does not exist.');
      const amount = signedAmount('adjustment', input.amount);
      const balanceAfter = await this.moveCredit(tx, user, amount, false);
      return this.ledger.insert(
        {
          id: newId(),
          userId: user.id,
          type: 'adjustment',
          status: 'paid',
          amount,
          balanceAfter,
          message: input.message,
          createdBy: auth.user.id,
          paidAt: new Date(),
        },
        tx,
      );
    });
  }

  /** The filter a caller may use: a seller only ever sees their own entries. */
  filterFor({ user }: { user: Member & { id: string } }, input: TransactionFilterInput, tab?: string | null): LedgerFilter {
    const range = input.start || input.end ? dmyRangeToIso(input.start, input.end) : {};
    return {
      userId: sellerScope({ user }) ?? input.user_id,
      status: statusOfFilter(tab),
      type: input.type,
      orderId: input.order_id,
      start: range.start ? new Date(range.start) : undefined,
      end: range.end ? new Date(range.end) : undefined,
    };
  }

  /** The sellers the caller may filter the ledger by: everyone with an entry for staff, themself for a seller. */
  ledgerSellerIds(auth: { user: Member & { id: string } }): Promise<string[]> {
    const own = sellerScope(auth);
    return own ? Promise.resolve([own]) : this.ledger.userIds();
  }

  /** The same filter for a user known by id (an export job runs without the request's auth). */
  async filterForUser(userId: string, input: TransactionFilterInput, tab?: string | null): Promise<LedgerFilter> {
    const user = await this.users.findById(userId);
    if (!user) throw NotFound('User');
    return this.filterFor({ user }, input, tab);
  }

  /** Entries a chunk at a time, newest first (the transactions export). */
  entries(filter: LedgerFilter, size: number): AsyncIterable<LedgerEntryRow[]> {
    return keysetChunks<LedgerEntryRow>((after, n) => this.ledger.pageAfter(filter, after, n), size);
  }

  async count(filter: LedgerFilter): Promise<number> {
    const c = await this.counters(filter);
    return filter.status ? (c[filter.status === 'cancelled' ? 'cancel' : filter.status] ?? 0) : c.all;
  }

  page(filter: LedgerFilter, paging: Paging): Promise<LedgerEntryRow[]> {
    return this.ledger.page(filter, paging.perPage, paging.offset);
  }

  async counters(filter: LedgerFilter): Promise<{ all: number; pending: number; paid: number; error: number; cancel: number }> {
    const { status: _tab, ...rest } = filter;
    const c = await this.ledger.countsByStatus(rest);
    const pending = c.pending ?? 0;
    const paid = c.paid ?? 0;
    const error = c.error ?? 0;
    const cancel = c.cancelled ?? 0;
    return { all: pending + paid + error + cancel, pending, paid, error, cancel };
  }

  /** The paid entries' sums per type, every type (so the seller's whole ledger adds up to their credit), and their total. */
  async sums(filter: LedgerFilter): Promise<Record<LedgerType | 'total', string>> {
    const { status: _tab, ...rest } = filter;
    const s = await this.ledger.paidSums(rest);
    const byType = Object.fromEntries(LEDGER_TYPES.map((type) => [type, addMoney(s[type])])) as Record<LedgerType, string>;
    // Every type the rows hold, known here or not: the total never leaves one out.
    return { ...byType, total: addMoney(...Object.values(s)) };
  }

  async findVisible(auth: AuthContext, id: string): Promise<LedgerEntryRow> {
    const entry = await this.ledger.findById(id);
    if (!entry || !owns(auth, entry.userId)) throw NotFound('Transaction');
    return entry;
  }

  /** The sum of a seller's paid entries (what `total_credit` must equal). */
  ledgerBalance(userId: string): Promise<string> {
    return this.ledger.paidBalance(userId);
  }
}
