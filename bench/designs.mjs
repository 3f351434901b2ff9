// The mockup design catalogue end to end over HTTP next to the same SQL run raw in this process:
// mockupDesigns (a page of 20 of a status tab, and of a tag) and mockupCounter (the tabs' counts,
// from the trigger-kept counters, unfiltered and for a tag), as the seller who owns them.
// Data: 200,000 designs (BENCH_DESIGNS to change) over 20 tags in a fresh database. Needs a built API.
// Usage: DATABASE_URL=postgres://…/postgres REDIS_URL=redis://… node bench/designs.mjs [iterations]
import { benchSession, insertBenchUser, openBench, printVersusRaw, SESSION_SQL } from './lib.mjs';

const ITER = Number(process.argv[2] ?? 300);
const DESIGNS = Number(process.env.BENCH_DESIGNS ?? 200_000);
const TAGS = 20;

const { api, base, db, stop } = await openBench('designs');
console.log(`Seeding ${DESIGNS.toLocaleString('en')} designs, one of ${TAGS} tags each…`);
const sellerId = await insertBenchUser(db, { email: 'seller@bench.pod', name: 'Seller', role: 'sale' });
await db.query(`INSERT INTO mockup_design_tags (id, owner_id, name) SELECT md5('tag' || i)::uuid::text, $1, 'Tag ' || i FROM generate_series(1, ${TAGS}) i`, [
  sellerId,
]);
// Half published, a third draft, the rest trashed; newest first by created_at; two mockup images each.
for (let from = 1; from <= DESIGNS; from += 25_000) {
  const to = Math.min(DESIGNS, from + 24_999);
  await db.query(
    `INSERT INTO mockup_designs (id, owner_id, name, status, width, height, images, created_by, created_at)
     SELECT md5('design' || i)::uuid::text, $3, 'Design ' || i, (ARRAY['published','published','published','draft','draft','trashed'])[1 + i % 6], 1100, 1100,
            '[{"name":"Front","type":"front","print_x":300,"print_y":250,"print_width":500,"print_height":600},{"name":"Back","type":"back","print_x":320,"print_y":260}]'::jsonb,
            $3, now() - (i || ' seconds')::interval
     FROM generate_series($1::int, $2::int) i`,
    [from, to, sellerId],
  );
  await db.query(
    `INSERT INTO mockup_design_tag_links (design_id, tag_id) SELECT md5('design' || i)::uuid::text, md5('tag' || (1 + i % ${TAGS}))::uuid::text FROM generate_series($1::int, $2::int) i`,
    [from, to],
  );
}
console.log('Seeded.');
// What autovacuum does in production: statistics and the visibility map.
await db.query('VACUUM ANALYZE');

const { sid, gql } = await benchSession(base, 'seller@bench.pod');

const session = () => db.query(SESSION_SQL, [sid]);
const {
  rows: [{ id: TAG }],
} = await db.query(`SELECT md5('tag7')::uuid::text AS id`);
// A tag's designs: the tag's links (carrying the design's status and created_at), if the tag is the seller's.
const theirTag = `EXISTS (SELECT 1 FROM mockup_design_tags t WHERE t.id = $2 AND t.owner_id = $1)`;
const tagCounts = () => db.query(`SELECT status, total FROM mockup_design_tag_status_counts WHERE tag_id = $2 AND ${theirTag}`, [sellerId, TAG]);
const kept = () => db.query(`SELECT status, sum(total)::int FROM mockup_design_status_counts WHERE owner_id = $1 GROUP BY status`, [sellerId]);
// The page's tags and its owner (one query each for the page, as the loaders do).
const pageRelations = (rows) =>
  Promise.all([
    db.query(
      `SELECT l.design_id, t.* FROM mockup_design_tag_links l JOIN mockup_design_tags t ON t.id = l.tag_id WHERE l.design_id = ANY($1) ORDER BY t.name`,
      [rows.map((r) => r.id)],
    ),
    db.query(`SELECT id, email, name, role FROM users WHERE id = ANY($1)`, [[sellerId]]),
  ]);
// Raw: the statements each operation runs (session check, page and count together, the page's relations).
const raw = {
  // The framework alone: a signed-in request whose only work is the session check (the floor of every row).
  typename: session,
  mockupDesigns: async () => {
    await session();
    const [page] = await Promise.all([
      db.query(`SELECT * FROM mockup_designs WHERE owner_id = $1 AND status = $2 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 40`, [
        sellerId,
        'published',
      ]),
      kept(),
    ]);
    await pageRelations(page.rows);
  },
  mockupDesignsByTag: async () => {
    await session();
    const [page] = await Promise.all([
      db.query(
        `SELECT d.* FROM mockup_designs d JOIN mockup_design_tag_links l ON l.design_id = d.id WHERE l.tag_id = $2 AND ${theirTag} ORDER BY l.created_at DESC, l.design_id DESC LIMIT 20 OFFSET 40`,
        [sellerId, TAG],
      ),
      tagCounts(),
    ]);
    await pageRelations(page.rows);
  },
  mockupCounter: async () => {
    await session();
    await kept();
  },
  mockupCounterByTag: async () => {
    await session();
    await tagCounts();
  },
};
const FIELDS = `_id name status width height created_at image { url } previews { url } tags { _id name } user { _id email }`;
const e2e = {
  typename: () => gql(`{ __typename }`),
  mockupDesigns: () => gql(`{ mockupDesigns(status: "published", page: 3) { ${FIELDS} } }`),
  mockupDesignsByTag: () => gql(`{ mockupDesigns(tag: "${TAG}", page: 3) { ${FIELDS} } }`),
  mockupCounter: () => gql(`{ mockupCounter { all published draft trashed } }`),
  mockupCounterByTag: () => gql(`{ mockupCounter(tag: "${TAG}") { all published draft trashed } }`),
};
// The plain ways, for comparison: a grouped count over every design of the seller, and a tag's page
// and counts as EXISTS over the seller's designs (the first design of the tag path).
const timed = async (label, text, params) => {
  const start = performance.now();
  await db.query(text, params);
  console.log(`(${label} takes ${(performance.now() - start).toFixed(1)} ms)`);
};
const tagged = `EXISTS (SELECT 1 FROM mockup_design_tag_links l WHERE l.design_id = d.id AND l.tag_id = $2)`;
await timed("a plain grouped count over the seller's designs", `SELECT status, count(*) FROM mockup_designs WHERE owner_id = $1 GROUP BY status`, [sellerId]);
await timed(
  "a tag's page as EXISTS over the seller's designs",
  `SELECT * FROM mockup_designs d WHERE owner_id = $1 AND ${tagged} ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 40`,
  [sellerId, TAG],
);
await timed(
  "a tag's counts as EXISTS over the seller's designs",
  `SELECT status, count(*)::int FROM mockup_designs d WHERE owner_id = $1 AND ${tagged} GROUP BY status`,
  [sellerId, TAG],
);

await printVersusRaw({ e2e, raw, iterations: ITER, apiPid: api.pid, fixedCostRows: ['typename'] });

await stop();
