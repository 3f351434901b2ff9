import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addMoney, compareMoney, serverText, signedAmount, type LedgerStatus, type LedgerType, type PaymentMethod } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { ledgerEntries, orders, users } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A repeatable pseudo-random sequence, so every demo database tells the same story. */
function sequence(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * Each demo seller's credit history, told by their demo orders: a payment when an order was
 * processed, a refund when a paid order was cancelled or refunded, a bank transfer or Payoneer
 * top-up whenever the credit ran low, one adjustment, and two top-ups waiting for approval. The
 * user's credit is set to the ledger's paid sum, as the billing service keeps it. Runs after the
 * orders seed.
 */
export async function seedBilling({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const root = people.get('root') ?? null;
  const [mara] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'mara@demo.pod')).limit(1);
  const sellers = [people.get('sale'), people.get('fulfiller'), mara?.id].filter((id): id is string => !!id);
  for (const [index, userId] of sellers.entries()) {
    if ((await db.$count(ledgerEntries, eq(ledgerEntries.userId, userId))) > 0) continue;
    const rand = sequence(7 + index * 4);
    const paid = await db
      .select({
        id: orders.id,
        number: orders.number,
        total: orders.total,
        status: orders.status,
        paidAt: orders.paidAt,
        cancelledAt: orders.cancelledAt,
        fulfilledAt: orders.fulfilledAt,
      })
      .from(orders)
      .where(and(eq(orders.sellerId, userId), isNotNull(orders.paidAt)))
      .orderBy(asc(orders.paidAt));
    type Step = { at: number; type: LedgerType; amount: string; extra: Partial<typeof ledgerEntries.$inferInsert> };
    const steps: Step[] = [];
    for (const o of paid) {
      steps.push({
        at: o.paidAt!.getTime(),
        type: 'payment',
        amount: o.total,
        extra: { orderId: o.id, idempotencyKey: `charge:${o.id}`, text: serverText('order_charged', { number: String(o.number) }) },
      });
      const refundedAt =
        o.status === 'Cancelled' ? o.cancelledAt : o.status === 'Refunded' && o.fulfilledAt ? new Date(o.fulfilledAt.getTime() + 3 * DAY) : null;
      if (refundedAt) {
        const key = o.status === 'Cancelled' ? 'cancelled' : 'refunded';
        steps.push({
          at: refundedAt.getTime(),
          type: 'refund',
          amount: o.total,
          extra: {
            orderId: o.id,
            idempotencyKey: `refund:${o.id}:${key}`,
            text: serverText(key === 'cancelled' ? 'order_cancelled' : 'order_refunded', { number: String(o.number) }),
          },
        });
      }
    }
    const start = (steps[0]?.at ?? Date.now() - 90 * DAY) - DAY;
    steps.push({ at: start + 45 * DAY, type: 'adjustment', amount: '-15.00', extra: { message: 'Label reprint fee', createdBy: root } });
    steps.sort((a, b) => a.at - b.at);

    let balance = '0.00';
    const rows: (typeof ledgerEntries.$inferInsert)[] = [];
    const add = (at: number, type: LedgerType, amount: string, extra: Partial<typeof ledgerEntries.$inferInsert> = {}, status: LedgerStatus = 'paid') => {
      const signed = signedAmount(type, amount);
      if (status === 'paid') balance = addMoney(balance, signed);
      const when = new Date(at);
      rows.push({
        id: newId(),
        userId,
        type,
        status,
        amount: signed,
        balanceAfter: status === 'paid' ? balance : null,
        createdAt: when,
        updatedAt: when,
        paidAt: status === 'paid' ? when : null,
        ...extra,
      });
    };
    const topup = (at: number, amount: string, method: PaymentMethod, status: LedgerStatus = 'paid') =>
      add(
        at,
        'topup',
        amount,
        { paymentMethod: method, transactionInfo: `${method === 'bank_transfer' ? 'BT' : 'PY'}-${Math.floor(rand() * 1e8)}`, createdBy: userId },
        status,
      );

    topup(start, '1000.00', 'bank_transfer');
    for (const step of steps) {
      // A seller tops up before the credit runs out, as a prepaid account must.
      if (step.type !== 'refund' && compareMoney(balance, addMoney(step.amount.replace('-', ''), '25.00')) < 0)
        topup(step.at - 2 * HOUR, (500 + Math.floor(rand() * 6) * 250).toFixed(2), rand() < 0.3 ? 'payoneer' : 'bank_transfer');
      add(step.at, step.type, step.amount.replace('-', ''), step.extra);
    }
    topup(Date.now() - 2 * DAY, '750.00', 'bank_transfer', 'pending');
    topup(Date.now() - 5 * HOUR, '300.00', 'payoneer', 'pending');
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) await tx.insert(ledgerEntries).values(rows.slice(i, i + 500));
      await tx.update(users).set({ totalCredit: balance }).where(eq(users.id, userId));
    });
  }
}
