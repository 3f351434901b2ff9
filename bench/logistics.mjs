// Logistics figures. (1) Shipment quotes per second through the one shared `shippingCost` (the
// function orders, invoices and the "try a quote" box call) on the demo cost table, next to a raw
// baseline doing the same zone and tier lookups on pre-parsed integer cents. (2) The lists end to
// end over HTTP next to the same SQL run raw: a seller's open shipping methods among many (GIN on
// seller_ids), a locations page with its total, and one method's cost table.
// Needs a built API and shared package (`pnpm run build`).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/logistics.mjs [quotes] [methods] [locations]
import { rmSync } from 'node:fs';
import { apiRequire, benchGql, benchLogin, createDatabase, dropDatabase, exitOnUnhandledRejection, pct, startApi, timeIt } from './lib.mjs';

const pg = apiRequire('pg');
const { hash } = apiRequire('@node-rs/argon2');
const { shippingCost, toCents } = apiRequire('@pod/shared');
const { DEMO_SHIPPING_METHODS } = apiRequire('./dist/seed/logistics.js');
const QUOTES = Number(process.argv[2] ?? 200_000);
const METHODS = Number(process.argv[3] ?? 5_000);
const LOCATIONS = Number(process.argv[4] ?? 200_000);
const ITER = 200;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pod_bench_logistics_${Date.now()}`;
const dataDir = `/tmp/${dbName}`;

exitOnUnhandledRejection();

// ---------------------------------------------------------------- (1) quotes
const money = (cents) => (cents / 100).toFixed(2);
const tables = DEMO_SHIPPING_METHODS.map((m) =>
  m.zones.map((z) => ({
    name: z.name,
    countries: z.countries,
    rest_of_world: !!z.rest_of_world,
    tiers: z.tiers.map((t) => ({
      min_weight: t.min_weight,
      max_weight: t.max_weight,
      first_item: money(t.first_item_cents),
      additional_item: money(t.additional_item_cents),
    })),
  })),
);
const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'JP', 'BR', 'PT', 'CA', 'IT', 'AU'];
const shipments = Array.from({ length: 10_000 }, (_, i) => ({
  method: i % tables.length,
  country: COUNTRIES[i % COUNTRIES.length],
  weight: (i * 37) % 4000,
  items: 1 + (i % 6),
}));
// Raw: the same lookups on integer cents parsed once, no validation, no decimal strings.
const rawTables = tables.map((zones) =>
  zones.map((z) => ({ ...z, tiers: z.tiers.map((t) => ({ ...t, first: toCents(t.first_item), extra: toCents(t.additional_item) })) })),
);
function rawCost(zones, s) {
  const zone = zones.find((z) => z.countries.includes(s.country)) ?? zones.find((z) => z.rest_of_world);
  const tier = zone.tiers.find((t) => s.weight >= t.min_weight && (t.max_weight === null || s.weight < t.max_weight));
  return tier.first + tier.extra * BigInt(s.items - 1);
}
function rate(fn) {
  const start = process.hrtime.bigint();
  let check = 0;
  for (let i = 0; i < QUOTES; i++) check += fn(shipments[i % shipments.length]) ? 1 : 0;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { perSecond: QUOTES / seconds, check };
}
for (const s of shipments.slice(0, 500)) {
  const a = shippingCost(tables[s.method], s);
  if (!a.ok || toCents(a.cost) !== rawCost(rawTables[s.method], s)) throw new Error(`quote mismatch for ${JSON.stringify(s)}`);
}
rate((s) => shippingCost(tables[s.method], s).ok); // warm-up
const shared = rate((s) => shippingCost(tables[s.method], s).ok);
const raw = rate((s) => rawCost(rawTables[s.method], s) >= 0n);
console.log(`\nQuotes (${QUOTES.toLocaleString('en')} over the demo table, 5 methods × 4 zones):`);
console.log(`  shared shippingCost  ${Math.round(shared.perSecond).toLocaleString('en')} quotes/s`);
console.log(`  raw cents lookup     ${Math.round(raw.perSecond).toLocaleString('en')} quotes/s`);
console.log(`  ratio                ${(shared.perSecond / raw.perSecond).toFixed(2)} (the price of exact decimal strings and checks)`);

// ---------------------------------------------------------------- (2) lists
const dbUrl = await createDatabase(adminUrl, dbName);
const { api, base } = await startApi({ dbUrl, dataDir, withRedis: false });
const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
// DROP DATABASE … WITH (FORCE) at the end ends idle connections: not an error here.
db.on('error', () => undefined);
try {
  const pw = await hash('Bench-pass-1', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status) VALUES
       (gen_random_uuid()::text, 'root@bench.pod', $1, 'Root', 'root', ARRAY['root'], 'Active'),
       (gen_random_uuid()::text, 'seller@bench.pod', $1, 'Seller', 'sale', ARRAY['sale'], 'Active')`,
    [pw],
  );
  const {
    rows: [seller],
  } = await db.query(`SELECT id FROM users WHERE email = 'seller@bench.pod'`);
  console.log(
    `\nSeeding ${METHODS.toLocaleString('en')} shipping methods (chosen sellers, 50 each; our seller in 1 of 100) and ${LOCATIONS.toLocaleString('en')} locations…`,
  );
  await db.query(
    `INSERT INTO shipping_methods (id, name, audience, seller_ids)
     SELECT gen_random_uuid()::text, 'Method ' || i, CASE WHEN i % 500 = 0 THEN 'everyone' ELSE 'sellers' END,
            CASE WHEN i % 100 = 0 THEN array_append(array(SELECT gen_random_uuid()::text FROM generate_series(1, 49)), $1)
                 ELSE array(SELECT gen_random_uuid()::text || i FROM generate_series(1, 50)) END
     FROM generate_series(1, $2) AS i`,
    [seller.id, METHODS],
  );
  await db.query(
    `INSERT INTO shipping_zones (id, method_id, position, name, countries, rest_of_world, tiers)
     SELECT gen_random_uuid()::text, id, 0, 'World', '{}', true, '[{"min_weight":0,"max_weight":null,"first_item_cents":500,"additional_item_cents":100}]'::jsonb FROM shipping_methods`,
  );
  await db.query(
    `INSERT INTO locations (id, name, type, status, country, city)
     SELECT gen_random_uuid()::text, 'Location ' || i, CASE WHEN i % 3 = 0 THEN 'ship_from' ELSE 'stock' END, CASE WHEN i % 50 = 0 THEN 'trash' ELSE 'active' END, 'US', 'Newark'
     FROM generate_series(1, $1) AS i`,
    [LOCATIONS],
  );
  await db.query('ANALYZE');
  const rootToken = await benchLogin(base, 'root@bench.pod');
  const sellerToken = await benchLogin(base, 'seller@bench.pod');
  const {
    rows: [oneMethod],
  } = await db.query('SELECT id FROM shipping_methods LIMIT 1');
  const gql = (token, query, variables) => benchGql(base, token, query, variables);
  const cases = [
    {
      name: 'sellerMethods',
      e2e: () => gql(sellerToken, '{ shippingMethods { _id name carrier min_days max_days } }'),
      raw: () =>
        db.query(
          `SELECT * FROM shipping_methods WHERE trashed_at IS NULL AND active AND (audience = 'everyone' OR (audience = 'sellers' AND seller_ids @> array[$1]::text[])) ORDER BY name, id`,
          [seller.id],
        ),
    },
    {
      name: 'locationsPage',
      e2e: () => gql(rootToken, '{ locations(filter: "stock") { _id name type country } }'),
      raw: () =>
        Promise.all([
          db.query(`SELECT * FROM locations WHERE status = 'active' AND type = 'stock' ORDER BY name, id LIMIT 20`),
          db.query(`SELECT coalesce(sum(n), 0) FROM location_counters WHERE status = 'active' AND type = 'stock'`),
        ]),
    },
    {
      name: 'costTable',
      e2e: () => gql(rootToken, 'query($id: ID){ shippingCostTable(method_id: $id) { method_id zones { name tiers { first_item } } } }', { id: oneMethod.id }),
      raw: () =>
        Promise.all([
          db.query('SELECT * FROM shipping_methods WHERE id = $1', [oneMethod.id]),
          db.query('SELECT * FROM shipping_zones WHERE method_id = $1 ORDER BY position', [oneMethod.id]),
        ]),
    },
  ];
  const time = (fn) => timeIt(fn, ITER, 10);
  const open = (await cases[0].e2e()).shippingMethods.length;
  console.log(`The seller sees ${open} of ${METHODS.toLocaleString('en')} methods.`);
  console.log(`\n${ITER} sequential requests each; p50 / p95 in ms`);
  console.log('operation        e2e p50   e2e p95   raw p50   raw p95   ratio p50  target 3× raw + 2 ms');
  for (const c of cases) {
    const e = await time(c.e2e);
    const r = await time(c.raw);
    const [e50, e95, r50, r95] = [pct(e, 50), pct(e, 95), pct(r, 50), pct(r, 95)];
    console.log(
      `${c.name.padEnd(16)} ${e50.toFixed(2).padStart(7)}   ${e95.toFixed(2).padStart(7)}   ${r50.toFixed(2).padStart(7)}   ${r95.toFixed(2).padStart(7)}   ${(e50 / r50).toFixed(2).padStart(8)}   ${e50 <= 3 * r50 + 2 ? 'met' : 'not met'}`,
    );
  }
} finally {
  api.kill();
  await db.end();
  await dropDatabase(adminUrl, dbName);
  rmSync(dataDir, { recursive: true, force: true });
}
