import { and, asc, eq, inArray } from 'drizzle-orm';
import { TICKET_TYPES, type TicketStatus, type TicketType } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { files, orderItems, orders, ticketMessages, tickets, timeline, users } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';
import { seedImages, type DrawnImage } from './media';

const HOUR = 3_600_000;
const TICKET_COUNT = 60;

/** Photos sellers attach: a print with a flaw, drawn small. */
const PHOTOS: DrawnImage[] = [
  ['Smudged print', '#f4f1ea', '#1f2a44', '<circle cx="150" cy="120" r="40" fill="#8a8f9c" opacity="0.6"/>'],
  ['Faded colours', '#ffffff', '#c9d3e6', ''],
  ['Crooked print', '#f7f7f7', '#d64545', ''],
  ['Damaged parcel', '#c8a97e', '#7a5c3a', '<path d="M60 60 L240 200" stroke="#3b2a17" stroke-width="8"/>'],
].map(([name, shirt, art, flaw], i) => ({
  name,
  filename: `ticket-photo-${i + 1}.png`,
  tags: [],
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="260"><rect width="300" height="260" fill="#dfe3ea"/>
    <path d="M70 40 L120 20 L180 20 L230 40 L270 90 L235 110 L220 95 L220 240 L80 240 L80 95 L65 110 L30 90 Z" fill="${shirt}" stroke="#9aa3b2" stroke-width="3"/>
    <rect x="110" y="80" width="80" height="80" rx="8" fill="${art}" transform="rotate(${i === 2 ? 12 : 0} 150 120)"/>${flaw}</svg>`,
}));

/** Subjects and opening messages per type, as sellers write them. */
const OPENERS: Record<TicketType, Array<[string, string]>> = {
  order: [
    ['Where is my parcel?', 'The tracking has not moved for five days. Can you check with the carrier?'],
    ['Please change the shipping address', 'My customer moved last week. Can the order still go to the new address?'],
    ['Order shows Processing for too long', 'It was paid on Monday and is still Processing. Is something blocking it?'],
  ],
  item: [
    ['Wrong size delivered', 'The customer ordered an L and received an M. Photo attached.'],
    ['Print is smudged', 'The print on the front is smudged near the bottom, see the photo.'],
  ],
  billing: [
    ['Charged twice for one order', 'I see two charges for the same order in my history.'],
    ['Invoice for last week', 'Could you send last week’s invoice again? I cannot find it.'],
  ],
  production: [
    ['Colours look faded', 'The last batch came out much lighter than the design file.'],
    ['Embroidery thread colour', 'Which thread colours can you do for the cap embroidery?'],
  ],
  design: [
    ['Design rejected at the design check', 'My design was refused, but the file is 300 dpi. What is wrong with it?'],
    ['Need help with a print file', 'Can the studio clean up my logo so it prints well on dark shirts?'],
  ],
  other: [
    ['Question about the API', 'Is there a way to push orders from my own shop system?'],
    ['Holiday cut-off dates', 'Until when do orders need to be in to arrive before the holidays?'],
  ],
};

const STAFF_REPLIES = [
  'Thank you for reaching out. I am looking into this now.',
  'I checked with the production team: we will reprint it at no cost.',
  'The carrier confirmed the parcel is on its way; it should arrive within two days.',
  'I have updated this for you. Please let us know if anything else is needed.',
];
const SELLER_FOLLOW_UPS = ['Thanks! Any update?', 'Great, thank you for the quick help.', 'The customer is asking again, could you hurry please?'];
const NOTES = ['Checked the batch: the press was running low on ink that day.', 'Second time this month for this seller; consider a goodwill credit.'];

/** Which statuses the tickets end in, and the transitions that led there (for the timeline). */
const STATUS_MIX: TicketStatus[] = ['Open', 'Open', 'Inprocess', 'Inprocess', 'Inprocess', 'Resolved', 'Resolved', 'Closed'];
const PATHS: Record<TicketStatus, Array<[string, TicketStatus, TicketStatus]>> = {
  Open: [],
  Inprocess: [['take', 'Open', 'Inprocess']],
  Resolved: [
    ['take', 'Open', 'Inprocess'],
    ['resolve', 'Inprocess', 'Resolved'],
  ],
  Closed: [
    ['take', 'Open', 'Inprocess'],
    ['resolve', 'Inprocess', 'Resolved'],
    ['close', 'Resolved', 'Closed'],
  ],
};

/**
 * 60 demo tickets of the demo sellers across every status and type, with threads (staff replies,
 * internal notes) and photos, aged from an hour to two weeks so the list's SLA colours all show.
 */
export async function seedSupport(ctx: SeedContext, people: DemoUsers): Promise<void> {
  const { db } = ctx;
  if ((await db.$count(tickets)) >= TICKET_COUNT) return;
  const staffId = people.get('root');
  const sellerRows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'sale')).orderBy(asc(users.createdAt)).limit(2);
  const sellerIds = sellerRows.map((r) => r.id);
  if (!staffId || !sellerIds.length) return;
  await seedImages(ctx, 'attachment', PHOTOS, sellerIds[0]);
  const photos = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.type, 'attachment'), eq(files.createdBy, sellerIds[0])));
  const sellerOrders = await db
    .select({ id: orders.id, number: orders.number, sellerId: orders.sellerId })
    .from(orders)
    .where(inArray(orders.sellerId, sellerIds))
    .orderBy(asc(orders.number))
    .limit(200);
  const items = sellerOrders.length
    ? await db
        .select({ id: orderItems.id, orderId: orderItems.orderId, sku: orderItems.sku })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            sellerOrders.map((o) => o.id),
          ),
        )
    : [];
  const now = Date.now();
  const ticketRows: Array<typeof tickets.$inferInsert> = [];
  const messageRows: Array<typeof ticketMessages.$inferInsert> = [];
  const timelineRows: Array<typeof timeline.$inferInsert> = [];
  for (let i = 0; i < TICKET_COUNT; i++) {
    const type = TICKET_TYPES[i % TICKET_TYPES.length];
    const status = STATUS_MIX[(i * 5) % STATUS_MIX.length];
    const sellerId = sellerIds[i % sellerIds.length];
    const [subject, opening] = OPENERS[type][i % OPENERS[type].length];
    const withOrder = type === 'order' || type === 'item' || type === 'production';
    const order = withOrder ? sellerOrders.filter((o) => o.sellerId === sellerId)[i % 20] : undefined;
    const item = type === 'item' && order ? items.find((it) => it.orderId === order.id) : undefined;
    const createdAt = new Date(now - ((i * 37) % 330) * HOUR - HOUR);
    const id = newId();
    const replies = status === 'Open' ? 0 : 1 + (i % 3);
    const lastAt = new Date(createdAt.getTime() + replies * 2 * HOUR);
    ticketRows.push({
      id,
      subject,
      type,
      sellerId,
      orderId: order?.id ?? null,
      itemId: item?.id ?? null,
      referent: item?.sku ?? (order ? String(order.number) : null),
      status,
      priority: i % 11 === 0 ? 'urgent' : i % 7 === 0 ? 'high' : 'normal',
      assigneeId: status === 'Open' && i % 2 === 0 ? null : staffId,
      lastMessageAt: lastAt,
      createdAt,
      updatedAt: lastAt,
    });
    const photo = sellerId === sellerIds[0] && photos.length && i % 4 === 1 ? [photos[i % photos.length].id] : [];
    messageRows.push({ id: newId(), ticketId: id, authorId: sellerId, body: opening, attachments: photo, createdAt });
    for (let r = 0; r < replies; r++) {
      const at = new Date(createdAt.getTime() + (r + 1) * 2 * HOUR);
      const fromStaff = r % 2 === 0;
      messageRows.push({
        id: newId(),
        ticketId: id,
        authorId: fromStaff ? staffId : sellerId,
        body: fromStaff ? STAFF_REPLIES[(i + r) % STAFF_REPLIES.length] : SELLER_FOLLOW_UPS[(i + r) % SELLER_FOLLOW_UPS.length],
        createdAt: at,
      });
    }
    if (status !== 'Open' && i % 3 === 0)
      messageRows.push({
        id: newId(),
        ticketId: id,
        authorId: staffId,
        body: NOTES[i % NOTES.length],
        internal: true,
        createdAt: new Date(createdAt.getTime() + HOUR),
      });
    PATHS[status].forEach(([transition, from, to], step) =>
      timelineRows.push({
        id: newId(),
        entity: 'ticket',
        entityId: id,
        from,
        to,
        transition,
        actorId: to === 'Closed' ? sellerId : staffId,
        createdAt: new Date(createdAt.getTime() + (step + 1) * 3 * HOUR),
      }),
    );
  }
  await db.transaction(async (tx) => {
    await tx.insert(tickets).values(ticketRows);
    await tx.insert(ticketMessages).values(messageRows);
    if (timelineRows.length) await tx.insert(timeline).values(timelineRows);
  });
}
