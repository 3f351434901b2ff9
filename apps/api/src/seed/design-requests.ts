import { and, asc, eq, inArray } from 'drizzle-orm';
import { DESIGN_REQUEST_STATUSES, type DesignRequestStatus } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { designRequests, files, orderItems, orders, productPresets, timeline, users } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';
import { seedImages, type DrawnImage } from './media';

const HOUR = 3_600_000;
const PER_STATUS = 10;

/** Reference pictures sellers send with a brief: moods and sketches, drawn small. */
const REFERENCES: DrawnImage[] = [
  [
    'Sketch: fox in the forest',
    '#f3efe6',
    '<path d="M90 190 L150 80 L210 190 Z" fill="#e07b39"/><circle cx="130" cy="150" r="8" fill="#222"/><circle cx="170" cy="150" r="8" fill="#222"/>',
  ],
  [
    'Mood: retro sunset',
    '#1d1b3a',
    '<circle cx="150" cy="150" r="70" fill="#f6a04d"/><rect x="70" y="150" width="160" height="8" fill="#1d1b3a"/><rect x="70" y="170" width="160" height="8" fill="#1d1b3a"/>',
  ],
  [
    'Logo draft: Bean There',
    '#ffffff',
    '<ellipse cx="150" cy="130" rx="60" ry="40" fill="#6b4226"/><text x="150" y="210" font-size="26" text-anchor="middle" fill="#6b4226">BEAN THERE</text>',
  ],
  [
    'Colour palette',
    '#fafafa',
    '<rect x="40" y="90" width="50" height="80" fill="#2a9d8f"/><rect x="100" y="90" width="50" height="80" fill="#e9c46a"/><rect x="160" y="90" width="50" height="80" fill="#f4a261"/><rect x="220" y="90" width="50" height="80" fill="#e76f51"/>',
  ],
].map(([name, bg, art], i) => ({
  name,
  filename: `design-reference-${i + 1}.png`,
  tags: [],
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="260"><rect width="300" height="260" fill="${bg}"/>${art}</svg>`,
}));

/** Print files the studio delivers. */
const DELIVERIES: DrawnImage[] = [
  ['Studio print: fox', '#ffffff', '<path d="M60 220 L150 40 L240 220 Z" fill="#e07b39"/><path d="M110 220 L150 140 L190 220 Z" fill="#fff"/>'],
  [
    'Studio print: sunset',
    '#ffffff',
    '<circle cx="150" cy="130" r="90" fill="#f6a04d"/><rect x="60" y="130" width="180" height="10" fill="#fff"/><rect x="60" y="155" width="180" height="10" fill="#fff"/>',
  ],
  [
    'Studio print: Bean There',
    '#ffffff',
    '<ellipse cx="150" cy="110" rx="80" ry="55" fill="#6b4226"/><text x="150" y="220" font-size="32" text-anchor="middle" fill="#6b4226">BEAN THERE</text>',
  ],
].map(([name, bg, art], i) => ({
  name,
  filename: `studio-print-${i + 1}.png`,
  tags: [],
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="260"><rect width="300" height="260" fill="${bg}"/>${art}</svg>`,
}));

const BRIEFS = [
  'A cheerful fox in a pine forest, flat colours (orange and teal), for a kids’ tee. No text.',
  'Retro 80s sunset with three stripes, works on black and navy shirts.',
  'Clean up our coffee shop logo “Bean There” so it prints sharp on dark hoodies.',
  'Hand-lettered “Weekend Mode” with a small coffee cup, vintage feel.',
  'Minimal line-art mountain range for the back, small logo on the front chest.',
  'Birthday shirt: “Team Bride” in pink script with a diamond ring icon.',
];

/** The transitions that led to each status (for the timeline). */
const PATHS: Record<DesignRequestStatus, Array<[string, DesignRequestStatus, DesignRequestStatus]>> = {
  todo: [],
  in_progress: [['take', 'todo', 'in_progress']],
  review: [
    ['take', 'todo', 'in_progress'],
    ['submit', 'in_progress', 'review'],
  ],
  completed: [
    ['take', 'todo', 'in_progress'],
    ['submit', 'in_progress', 'review'],
    ['approve', 'review', 'completed'],
  ],
  rejected: [['reject', 'todo', 'rejected']],
};

/**
 * 10 demo design requests at each step, for line items of the demo sellers' orders, with briefs,
 * reference pictures and (from review on) the studio's print files; completed ones have their files
 * on the line item.
 */
export async function seedDesignRequests(ctx: SeedContext, people: DemoUsers): Promise<void> {
  const { db } = ctx;
  if ((await db.$count(designRequests)) >= PER_STATUS * DESIGN_REQUEST_STATUSES.length) return;
  const staffId = people.get('root');
  const sellerRows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'sale')).orderBy(asc(users.createdAt)).limit(2);
  const sellerIds = sellerRows.map((r) => r.id);
  if (!staffId || !sellerIds.length) return;
  await seedImages(ctx, 'attachment', REFERENCES, sellerIds[0]);
  await seedImages(ctx, 'design', DELIVERIES, staffId);
  const pictures = async (type: string, by: string, names: readonly DrawnImage[]) =>
    (
      await db
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            eq(files.type, type),
            eq(files.createdBy, by),
            inArray(
              files.name,
              names.map((n) => n.name),
            ),
          ),
        )
    ).map((r) => r.id);
  const references = await pictures('attachment', sellerIds[0], REFERENCES);
  const deliveries = await pictures('design', staffId, DELIVERIES);
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      sku: orderItems.sku,
      presetId: orderItems.presetId,
      designs: orderItems.designs,
      number: orders.number,
      sellerId: orders.sellerId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orders.sellerId, sellerIds))
    .orderBy(asc(orders.number), asc(orderItems.position))
    .limit(PER_STATUS * DESIGN_REQUEST_STATUSES.length);
  if (!lines.length) return;
  const presets = new Map(
    (
      await db
        .select({ id: productPresets.id, printAreas: productPresets.printAreas })
        .from(productPresets)
        .where(inArray(productPresets.id, [...new Set(lines.map((l) => l.presetId))]))
    ).map((p) => [p.id, p.printAreas.map((a) => a.key)]),
  );
  const now = Date.now();
  const rows: Array<typeof designRequests.$inferInsert> = [];
  const timelineRows: Array<typeof timeline.$inferInsert> = [];
  const applied: Array<{ id: string; designs: Record<string, string> }> = [];
  DESIGN_REQUEST_STATUSES.forEach((status, s) => {
    for (let k = 0; k < PER_STATUS; k++) {
      const i = s * PER_STATUS + k;
      const line = lines[i % lines.length];
      const areas = (presets.get(line.presetId) ?? []).slice(0, 1 + (i % 2));
      if (!areas.length) continue;
      const createdAt = new Date(now - ((i * 29) % 300) * HOUR - HOUR);
      const id = newId();
      const delivered = status === 'review' || status === 'completed';
      const fileMap = delivered && deliveries.length ? Object.fromEntries(areas.map((a, j) => [a, deliveries[(i + j) % deliveries.length]])) : {};
      const updatedAt = new Date(createdAt.getTime() + PATHS[status].length * 5 * HOUR);
      rows.push({
        id,
        sellerId: line.sellerId,
        orderId: line.orderId,
        itemId: line.id,
        referent: `#${line.number} ${line.sku}`,
        brief: BRIEFS[i % BRIEFS.length],
        images: line.sellerId === sellerIds[0] && references.length ? references.slice(0, 1 + (i % 3)) : [],
        printAreas: areas,
        files: fileMap,
        status,
        assigneeId: status === 'todo' && k % 2 === 0 ? null : staffId,
        completedAt: status === 'completed' ? updatedAt : null,
        createdAt,
        updatedAt,
      });
      if (status === 'completed') applied.push({ id: line.id, designs: { ...line.designs, ...fileMap } });
      PATHS[status].forEach(([transition, from, to], step) =>
        timelineRows.push({
          id: newId(),
          entity: 'design_request',
          entityId: id,
          from,
          to,
          transition,
          actorId: to === 'completed' ? line.sellerId : staffId,
          createdAt: new Date(createdAt.getTime() + (step + 1) * 5 * HOUR),
        }),
      );
    }
  });
  await db.transaction(async (tx) => {
    await tx.insert(designRequests).values(rows);
    if (timelineRows.length) await tx.insert(timeline).values(timelineRows);
    for (const line of applied) await tx.update(orderItems).set({ designs: line.designs }).where(eq(orderItems.id, line.id));
  });
}
