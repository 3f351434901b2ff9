import { and, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { addMoney, affiliateCommissionOf, AFFILIATE_REVERSING_ORDER_STATUSES, serverText, signedAmount, subtractMoney } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { affiliateCommissions, affiliates, ledgerEntries, orderItems, orders, productPresets, users } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const DAY = 86_400_000;
/** The last month's paid orders of each referred seller earn; at most this many per affiliate keep the demo quick. */
const ORDERS_PER_AFFILIATE = 30;

/**
 * Three affiliates in a chain of referrals: Paul Partner referred Sofia Seller, who referred Mara
 * Merchant, who referred Felix Fulfiller's account. Each earns on the last month's paid orders of
 * the seller they referred (units of products not marked skip_affiliate × their rate); an order
 * cancelled or refunded since is posted and reversed, as the app does. The entries are appended to
 * the affiliates' ledgers and their credit moved by the net, so the credit stays the ledger's sum.
 */
export async function seedAffiliates({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const [mara] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'mara@demo.pod')).limit(1);
  const [partner, sale, fulfiller] = [people.get('partner'), people.get('sale'), people.get('fulfiller')];
  if (!partner || !sale || !fulfiller || !mara) return;
  const plan = [
    { affiliateId: partner, code: 'PAUL-PARTNERS', commission: '0.50', referred: sale },
    { affiliateId: sale, code: 'SOFIA', commission: '0.35', referred: mara.id },
    { affiliateId: mara.id, code: 'MARA10', commission: '0.25', referred: fulfiller },
  ];
  if (
    (await db.$count(
      affiliates,
      inArray(
        affiliates.userId,
        plan.map((p) => p.affiliateId),
      ),
    )) > 0
  )
    return;
  const since = new Date(Date.now() - 30 * DAY);
  for (const p of plan) {
    await db.transaction(async (tx) => {
      await tx.insert(affiliates).values({ userId: p.affiliateId, code: p.code, commission: p.commission, createdAt: new Date(Date.now() - 45 * DAY) });
      await tx.update(users).set({ currentAffiliateId: p.affiliateId }).where(eq(users.id, p.referred));
      const paid = await tx
        .select({ id: orders.id, number: orders.number, status: orders.status, paidAt: orders.paidAt, changedAt: orders.updatedAt })
        .from(orders)
        .where(and(eq(orders.sellerId, p.referred), isNotNull(orders.paidAt), gte(orders.paidAt, since)))
        .orderBy(desc(orders.paidAt))
        .limit(ORDERS_PER_AFFILIATE);
      const lines = paid.length
        ? await tx
            .select({ orderId: orderItems.orderId, quantity: orderItems.quantity, skip: productPresets.skipAffiliate })
            .from(orderItems)
            .innerJoin(productPresets, eq(productPresets.id, orderItems.presetId))
            .where(
              inArray(
                orderItems.orderId,
                paid.map((o) => o.id),
              ),
            )
        : [];
      const [{ credit }] = await tx.select({ credit: users.totalCredit }).from(users).where(eq(users.id, p.affiliateId));
      let balance = credit;
      let totals = { postedCount: 0, postedTotal: '0.00', reversedCount: 0, reversedTotal: '0.00' };
      const entries: (typeof ledgerEntries.$inferInsert)[] = [];
      const commissions: (typeof affiliateCommissions.$inferInsert)[] = [];
      const entry = (type: 'affiliate_commission' | 'affiliate_reversal', o: (typeof paid)[number], amount: string, at: Date) => {
        const signed = signedAmount(type, amount);
        balance = addMoney(balance, signed);
        const id = newId();
        const text = serverText(type, { number: String(o.number) });
        entries.push({
          id,
          userId: p.affiliateId,
          type,
          status: 'paid',
          amount: signed,
          balanceAfter: balance,
          orderId: o.id,
          text,
          idempotencyKey: `${type}:${o.id}`,
          createdAt: at,
          updatedAt: at,
          paidAt: at,
        });
        return id;
      };
      for (const o of [...paid].reverse()) {
        const units = lines.filter((l) => l.orderId === o.id && !l.skip).reduce((n, l) => n + l.quantity, 0);
        if (units <= 0) continue;
        const amount = affiliateCommissionOf(p.commission, units);
        const postedAt = new Date(o.paidAt!.getTime() + 60_000);
        const ledgerEntryId = entry('affiliate_commission', o, amount, postedAt);
        const reversed = AFFILIATE_REVERSING_ORDER_STATUSES.includes(o.status);
        const reversedAt = reversed ? new Date(Math.max(o.changedAt.getTime(), postedAt.getTime() + 60_000)) : null;
        const reversalEntryId = reversedAt ? entry('affiliate_reversal', o, amount, reversedAt) : null;
        commissions.push({
          id: newId(),
          affiliateId: p.affiliateId,
          sellerId: p.referred,
          orderId: o.id,
          orderNumber: o.number,
          units,
          rate: p.commission,
          amount,
          status: reversed ? 'reversed' : 'posted',
          ledgerEntryId,
          reversalEntryId,
          postedAt,
          reversedAt,
          createdAt: postedAt,
          updatedAt: reversedAt ?? postedAt,
        });
        totals = {
          postedCount: totals.postedCount + 1,
          postedTotal: addMoney(totals.postedTotal, amount),
          reversedCount: totals.reversedCount + (reversed ? 1 : 0),
          reversedTotal: reversed ? addMoney(totals.reversedTotal, amount) : totals.reversedTotal,
        };
      }
      if (entries.length) await tx.insert(ledgerEntries).values(entries);
      if (commissions.length) await tx.insert(affiliateCommissions).values(commissions);
      await tx.update(affiliates).set(totals).where(eq(affiliates.userId, p.affiliateId));
      if (subtractMoney(balance, credit) !== '0.00') await tx.update(users).set({ totalCredit: balance }).where(eq(users.id, p.affiliateId));
    });
  }
}
