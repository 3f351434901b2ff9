import { eq } from 'drizzle-orm';
import { addMoney, signedAmount, type LedgerStatus, type LedgerType, type PaymentMethod } from '@pod/shared';
import { newId } from '../../common/ids';
import { ledgerEntries, users } from '../schema';
import type { DemoUsers, SeedContext } from './context';

const DAY = 86_400_000;

/** A repeatable pseudo-random sequence, so every demo database tells the same story. */
function sequence(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * Three months of credit history for the demo seller and fulfiller: top-ups by bank transfer and
 * Payoneer, order payments, a few refunds, one adjustment, and two top-ups still waiting for
 * approval. The user's credit is set to the ledger's paid sum, as the billing service keeps it.
 */
export async function seedBilling({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const root = people.get('root') ?? null;
  for (const [role, seed] of [
    ['sale', 7],
    ['fulfiller', 11],
  ] as const) {
    const userId = people.get(role);
    if (!userId) continue;
    if ((await db.$count(ledgerEntries, eq(ledgerEntries.userId, userId))) > 0) continue;
    const rand = sequence(seed);
    const start = Date.now() - 90 * DAY;
    let balance = '0.00';
    let order = 1000 + seed * 100;
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

    topup(start, '2000.00', 'bank_transfer');
    for (let day = 1; day < 88; day++) {
      const at = start + day * DAY + Math.floor(rand() * 8) * 3_600_000;
      const orders = Math.floor(rand() * 3);
      for (let i = 0; i < orders; i++) {
        const amount = (8 + Math.floor(rand() * 4200) / 100).toFixed(2);
        const orderId = `DEMO-${order++}`;
        add(at + i * 60_000, 'payment', amount, { orderId, idempotencyKey: `charge:${orderId}` });
        if (rand() < 0.06)
          add(at + DAY / 2, 'refund', (Number(amount) / 2).toFixed(2), {
            orderId,
            idempotencyKey: `refund:${orderId}:demo`,
            message: 'Misprint, half refunded',
          });
      }
      if (day % 21 === 0) topup(at + 3_600_000, (500 + Math.floor(rand() * 10) * 100).toFixed(2), day % 42 === 0 ? 'payoneer' : 'bank_transfer');
      if (day === 45) add(at, 'adjustment', '-15.00', { message: 'Label reprint fee', createdBy: root });
    }
    topup(Date.now() - 2 * DAY, '750.00', 'bank_transfer', 'pending');
    topup(Date.now() - 5 * 3_600_000, '300.00', 'payoneer', 'pending');
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) await tx.insert(ledgerEntries).values(rows.slice(i, i + 500));
      await tx.update(users).set({ totalCredit: balance }).where(eq(users.id, userId));
    });
  }
}
