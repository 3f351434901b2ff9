import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addMoney, MANUFACTURE_STATIONS, multiplyMoney, RETURN_REASONS, serverText, subtractMoney, toCents, type ReturnStatus } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { files, ledgerEntries, manufactures, orderItems, orders, returnRequestLines, returnRequests, timeline, users } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';
import { seedImages, type DrawnImage } from './media';

const HOUR = 3_600_000;
const RETURN_COUNT = 24;

/** Photos sellers send with a return: what arrived, drawn small. */
const PHOTOS: DrawnImage[] = [
  ['Torn seam', '#ffffff', '#2f6fdf', '<path d="M90 200 L120 170 L140 205 L165 165" stroke="#333" stroke-width="5" fill="none"/>'],
  ['Print peeling', '#f4f1ea', '#e0762b', '<rect x="150" y="120" width="40" height="40" fill="#f4f1ea"/>'],
  ['Wrong colour', '#2e8b57', '#ffffff', ''],
  ['Crushed box', '#c8a97e', '#7a5c3a', '<path d="M40 40 L260 220 M260 40 L40 220" stroke="#3b2a17" stroke-width="6"/>'],
].map(([name, shirt, art, flaw], i) => ({
  name,
  filename: `return-photo-${i + 1}.png`,
  tags: [],
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="260"><rect width="300" height="260" fill="#e4e7ee"/>
    <path d="M70 40 L120 20 L180 20 L230 40 L270 90 L235 110 L220 95 L220 240 L80 240 L80 95 L65 110 L30 90 Z" fill="${shirt}" stroke="#9aa3b2" stroke-width="3"/>
    <rect x="110" y="80" width="80" height="80" rx="8" fill="${art}"/>${flaw}</svg>`,
}));

const NOTES: Record<string, string> = {
  wrong_print: 'The design on the front is not the one in the order: it shows last month’s logo.',
  damaged: 'The shirt arrived with a hole near the seam. The customer sent the photo.',
  missing_item: 'Only one of the two shirts was in the parcel.',
  wrong_size: 'Ordered XL, the label says M.',
  not_as_expected: 'The colours are much duller than the mockup.',
  shipping_problem: 'The box arrived crushed and wet.',
  other: 'The customer asked for a gift note that was not included.',
};
const DECISION_NOTES = [
  'Clear print fault in the photo: reprint.',
  'Goodwill refund, long-time seller.',
  'Photo does not show a defect.',
  'Waiting for a clearer photo.',
];

/** Final status and resolution per demo request, in turn: every status, replacements and refunds. */
const MIX: Array<[ReturnStatus, 'replacement' | 'refund' | null]> = [
  ['Opening', null],
  ['Approved', 'replacement'],
  ['Opening', null],
  ['Approved', 'refund'],
  ['Rejected', null],
  ['On Hold', null],
  ['Completed', 'replacement'],
  ['Completed', 'refund'],
  ['Cancelled', null],
];
const PATHS: Record<ReturnStatus, Array<[string, ReturnStatus, ReturnStatus]>> = {
  Opening: [],
  'On Hold': [['hold', 'Opening', 'On Hold']],
  Approved: [['approve', 'Opening', 'Approved']],
  Rejected: [['reject', 'Opening', 'Rejected']],
  Completed: [
    ['approve', 'Opening', 'Approved'],
    ['complete', 'Approved', 'Completed'],
  ],
  Cancelled: [['cancel', 'Opening', 'Cancelled']],
};

/**
 * Two dozen return requests of the demo sellers' delivered orders across every status, with photos,
 * replacements (free child orders in production or delivered) and partial refunds (a refund entry
 * that moves the seller's credit and the order's `paid` as billing would), the factory and station
 * at fault, and their timelines.
 */
export async function seedReturns(ctx: SeedContext, people: DemoUsers): Promise<void> {
  const { db } = ctx;
  if ((await db.$count(returnRequests)) >= RETURN_COUNT) return;
  const staffId = people.get('root');
  const sellerRows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'sale')).orderBy(asc(users.createdAt)).limit(2);
  if (!staffId || !sellerRows.length) return;
  const sellerIds = sellerRows.map((r) => r.id);
  await seedImages(ctx, 'attachment', PHOTOS, sellerIds[0]);
  const photos = (
    await db
      .select({ id: files.id, name: files.name })
      .from(files)
      .where(and(eq(files.type, 'attachment'), eq(files.createdBy, sellerIds[0])))
  ).filter((f) => PHOTOS.some((p) => p.name === f.name));
  const delivered = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.sellerId, sellerIds), inArray(orders.status, ['Fulfilled', 'Completed']), sql`${orders.paid} > 0`))
    .orderBy(asc(orders.number))
    .limit(RETURN_COUNT);
  if (!delivered.length) return;
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        delivered.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  const factories = await db.select({ id: manufactures.id }).from(manufactures).orderBy(asc(manufactures.name)).limit(3);
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, order] of delivered.entries()) {
      const lines = items.filter((it) => it.orderId === order.id).slice(0, 2);
      if (!lines.length) continue;
      const [status, resolution] = MIX[i % MIX.length];
      const reason = RETURN_REASONS[i % RETURN_REASONS.length];
      const createdAt = new Date(now - ((i * 29) % 240) * HOUR - 2 * HOUR);
      const decidedAt = new Date(createdAt.getTime() + 5 * HOUR);
      const id = newId();
      const claimed = lines.map((l) => ({ item: l, quantity: Math.max(1, Math.min(l.quantity, 1 + (i % 2))) }));
      const decided = status !== 'Opening' && status !== 'Cancelled';
      const fault = resolution && factories.length && i % 3 !== 2 ? factories[i % factories.length].id : null;
      const values: typeof returnRequests.$inferInsert = {
        id,
        orderId: order.id,
        orderNumber: order.number,
        sellerId: order.sellerId,
        reason,
        note: NOTES[reason],
        photos: order.sellerId === sellerIds[0] && photos.length ? photos.slice(i % photos.length, (i % photos.length) + 1 + (i % 2)).map((p) => p.id) : [],
        status,
        resolution,
        faultManufactureId: fault,
        faultStation: fault ? MANUFACTURE_STATIONS[i % 3 === 0 ? 1 : i % 4] : null,
        decisionNote: decided ? DECISION_NOTES[i % DECISION_NOTES.length] : null,
        decidedBy: decided ? staffId : null,
        decidedAt: decided ? decidedAt : null,
        createdBy: order.sellerId,
        createdAt,
        updatedAt: decided ? decidedAt : createdAt,
      };
      if (resolution === 'replacement') {
        const childId = newId();
        await tx.insert(orders).values({
          ...order,
          id: childId,
          number: undefined,
          status: status === 'Completed' ? 'Fulfilled' : 'In Production',
          platformOrderId: null,
          idempotencyKey: `key:replacement:${id}`,
          parentId: order.id,
          discount: addMoney(order.subtotal, order.additionalPrint, order.tax, order.shipping),
          total: '0.00',
          paid: '0.00',
          itemCount: claimed.reduce((n, c) => n + c.quantity, 0),
          createdBy: staffId,
          createdAt: decidedAt,
          updatedAt: decidedAt,
          paidAt: decidedAt,
          producedAt: decidedAt,
          fulfilledAt: status === 'Completed' ? new Date(decidedAt.getTime() + 48 * HOUR) : null,
          completedAt: null,
          cancelledAt: null,
        } as typeof orders.$inferInsert);
        await tx.insert(orderItems).values(
          claimed.map(({ item, quantity }, position) => ({
            ...item,
            id: newId(),
            orderId: childId,
            position,
            quantity,
            total: multiplyMoney(item.unitPrice, quantity),
          })),
        );
        values.replacementOrderId = childId;
      } else if (resolution === 'refund') {
        const wanted = multiplyMoney(claimed[0].item.unitPrice, claimed[0].quantity);
        const amount = toCents(wanted) > toCents(order.paid) ? order.paid : wanted;
        if (toCents(amount) > 0n) {
          const [seller] = await tx.select({ credit: users.totalCredit }).from(users).where(eq(users.id, order.sellerId)).for('update');
          const balanceAfter = addMoney(seller.credit, amount);
          const entryId = newId();
          await tx.insert(ledgerEntries).values({
            id: entryId,
            userId: order.sellerId,
            type: 'refund',
            status: 'paid',
            amount,
            balanceAfter,
            orderId: order.id,
            text: serverText('order_refunded', { number: String(order.number) }),
            idempotencyKey: `refund:${order.id}:return:${id}`,
            createdBy: staffId,
            createdAt: decidedAt,
            updatedAt: decidedAt,
            paidAt: decidedAt,
          });
          await tx.update(users).set({ totalCredit: balanceAfter }).where(eq(users.id, order.sellerId));
          await tx
            .update(orders)
            .set({ paid: subtractMoney(order.paid, amount) })
            .where(eq(orders.id, order.id));
          Object.assign(values, { refundAmount: amount, ledgerEntryId: entryId });
        }
      }
      await tx.insert(returnRequests).values(values);
      await tx.insert(returnRequestLines).values(
        claimed.map(({ item, quantity }, position) => ({
          requestId: id,
          orderItemId: item.id,
          position,
          sku: item.sku,
          name: item.name,
          quantity,
          approvedQuantity: resolution ? (resolution === 'refund' && position > 0 ? 0 : quantity) : null,
          unitPrice: item.unitPrice,
        })),
      );
      const path = PATHS[status];
      if (path.length)
        await tx.insert(timeline).values(
          path.map(([transition, from, to], step) => ({
            id: newId(),
            entity: 'return_request',
            entityId: id,
            from,
            to,
            transition,
            actorId: to === 'Cancelled' ? order.sellerId : staffId,
            note: step === 0 && decided ? values.decisionNote : null,
            createdAt: new Date(decidedAt.getTime() + step * 24 * HOUR),
          })),
        );
    }
  });
}
