// The catalogue's list path end to end over HTTP next to the same SQL run raw in this process:
// productPreset (a page of 20 filtered by collection, provider and category, with its variants)
// and the per-provider counts of the Items tabs.
// Data: 100,000 presets (BENCH_PRESETS to change) with 10 variants each (1,000,000) in a fresh database. Needs a built API.
// Usage: DATABASE_URL=postgres://…/postgres REDIS_URL=redis://… node bench/catalogue.mjs [iterations]
import { benchSession, insertBenchUser, openBench, printVersusRaw, SESSION_SQL } from './lib.mjs';

const ITER = Number(process.argv[2] ?? 300);
const PRESETS = Number(process.env.BENCH_PRESETS ?? 100_000);
const VARIANTS_PER_PRESET = 10;

const { api, base, db, stop } = await openBench('catalogue');
console.log(`Seeding ${PRESETS.toLocaleString('en')} presets and ${(PRESETS * VARIANTS_PER_PRESET).toLocaleString('en')} variants…`);
await insertBenchUser(db, { email: 'root@bench.pod', name: 'Root', role: 'root' });
const CATEGORIES = ['apparel', 'alloverprint', 'giftaccessories', 'homedecorations', 'facemask', 'canvasposter', 'jewelry', 'petsupplies'];
await db.query(
  `INSERT INTO product_categories (id, name, slug, position, builtin) SELECT gen_random_uuid()::text, c, c, i, true FROM unnest($1::text[]) WITH ORDINALITY AS t(c, i)`,
  [CATEGORIES],
);
// Presets spread over 8 providers, 4 collections and 8 categories, newest first by created_at.
for (let from = 1; from <= PRESETS; from += 25_000) {
  const to = Math.min(PRESETS, from + 24_999);
  await db.query(
    `INSERT INTO product_presets (id, sku, slug, identity, name, raw_name, provider, collection, category_id, min_price, max_price, visible, created_at)
     SELECT md5('preset' || i)::uuid::text, 'SKU-' || i, 'preset-' || i, 'ID' || i, 'Preset ' || i, 'Preset ' || i,
            (ARRAY['customcat','lionnix','merchize','geargag','scalable','private','printify','gearment'])[1 + i % 8],
            (ARRAY['3D','2D','embroidery','dropship'])[1 + (i / 8) % 4],
            cats.a[1 + (i / 32) % 8], 9.50, 14.50, i % 5 <> 0, now() - (i || ' seconds')::interval
     FROM generate_series($1::int, $2::int) i, (SELECT array_agg(id ORDER BY position) AS a FROM product_categories) cats`,
    [from, to],
  );
  await db.query(
    `INSERT INTO product_variants (id, preset_id, position, sku, name_value, base_price, sale_price, stock)
     SELECT gen_random_uuid()::text, md5('preset' || i)::uuid::text, v, 'SKU-' || i || '-' || v, jsonb_build_array(jsonb_build_object('name', 'Size', 'value', 'S' || v)),
            9.50 + v, CASE WHEN v % 3 = 0 THEN 9.00 + v END, (v * 7) % 50
     FROM generate_series($1::int, $2::int) i, generate_series(0, ${VARIANTS_PER_PRESET - 1}) v`,
    [from, to],
  );
}
console.log('Seeded.');
// What autovacuum does in production: statistics and the visibility map.
await db.query('VACUUM ANALYZE');

const { sid, gql } = await benchSession(base, 'root@bench.pod');

const session = () => db.query(SESSION_SQL, [sid]);
// Raw: the statements each operation runs (session check, category slug, page, count, the page's variants).
const raw = {
  // The framework alone: a signed-in request whose only work is the session check (the floor of every row).
  typename: session,
  productPreset: async () => {
    await session();
    const {
      rows: [cat],
    } = await db.query(`SELECT id FROM product_categories WHERE slug = $1 LIMIT 1`, ['apparel']);
    const [page] = await Promise.all([
      db.query(
        `SELECT * FROM product_presets WHERE provider = $1 AND category_id = $2 AND collection = $3 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 40`,
        ['customcat', cat.id, '3D'],
      ),
      db.query(`SELECT coalesce(sum(total), 0)::int FROM product_preset_counts WHERE collection = $1 AND category_id = $2 AND provider = $3`, [
        '3D',
        cat.id,
        'customcat',
      ]),
      db.query(`SELECT * FROM product_categories ORDER BY position, name`),
    ]);
    await db.query(`SELECT * FROM product_variants WHERE preset_id = ANY($1) ORDER BY preset_id, position`, [page.rows.map((r) => r.id)]);
  },
  productPresetCountProvider: async () => {
    await session();
    await db.query(`SELECT provider, sum(total)::int FROM product_preset_counts WHERE collection = $1 GROUP BY provider`, ['3D']);
  },
};
const e2e = {
  typename: () => gql(`{ __typename }`),
  productPreset: () =>
    gql(
      `{ productPreset(collection: "3D", provider: "customcat", category: "apparel", page: 3) { _id name sku provider category min_price attribute_specifics { sku base_price price } } }`,
    ),
  productPresetCountProvider: () =>
    gql(`{ productPresetCountProvider(collection: "3D") { all customcat lionnix merchize geargag scalable private printify gearment } }`),
};
// The plain way to count per provider, for comparison: a grouped count over every preset of the collection.
const plainStart = performance.now();
await db.query(`SELECT provider, count(*) FROM product_presets WHERE collection = '3D' GROUP BY provider`);
console.log(`(a plain grouped count over the collection takes ${(performance.now() - plainStart).toFixed(1)} ms; the API reads the trigger-kept counters)`);

// The API process's CPU time (Linux /proc, in clock ticks of 10 ms): per request it is steadier than
// latency on a shared machine, where other processes take the cores between our requests.
await printVersusRaw({ e2e, raw, iterations: ITER, apiPid: api.pid, fixedCostRows: ['typename'] });

await stop();
