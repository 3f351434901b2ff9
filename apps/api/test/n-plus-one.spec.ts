import type { Pool } from 'pg';
import { newId } from '../src/platform/common/ids';
import { PG_POOL } from '../src/platform/db/database';
import { manufactures, productionTransactions } from '../src/platform/db/schema';
import { doc, TestApp } from './harness';

const FILES = doc<{ files: Array<{ _id: string; created_by: { _id: string; email: string } | null; tags: Array<{ name: string }> }> }>(
  `query($perPage: Int) { files(perPage: $perPage) { _id created_by { _id email name role } tags { name } } }`,
);
const TIMELINE = doc<{ timeline: Array<{ actor: { _id: string } | null; real_actor: { _id: string } | null }> }>(
  `query($id: ID!) { timeline(entity: "user", entity_id: $id) { _id actor { _id email } real_actor { _id email } } }`,
);

const PRODUCTION = doc<{ productionTransactions: Array<{ manufacture_name: string | null; user: { _id: string } | null }> }>(
  `query($perPage: Int) { productionTransactions(perPage: $perPage) { _id manufacture_name user { _id email name role } } }`,
);

/**
 * Relations load through per-request DataLoaders: a page with a relation per row costs the same
 * number of SQL statements whatever its size. Statements are counted at the pool (every query the
 * API sends goes through it); nothing runs in the background (RUN_WORKERS=false).
 */
describe('no N+1: lists with relations run a fixed number of queries', () => {
  let t: TestApp;
  let sent = 0;
  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'false' });
    const pool = t.app.get<Pool>(PG_POOL);
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    // Counts every statement the app sends through the pool, then sends it.
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      sent++;
      return query(...args);
    };
  });
  afterAll(() => t.stop());

  // Each request cold (no session or user refs kept from the one before), so pages compare alike.
  async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
    t.forgetCaches();
    sent = 0;
    const result = await run();
    return { result, statements: sent };
  }

  it('files with their uploaders and tags: 5 rows and 20 rows cost the same', async () => {
    const viewer = await t.newUser({ role: 'super_root' });
    // 20 files, each by a different uploader, each tagged: a per-row lookup would show 20 queries.
    for (let i = 0; i < 20; i++) {
      const uploader = await t.newUser();
      await t.newFile({ createdBy: uploader._id, tags: [`tag-${i % 3}`] });
    }
    const small = await statementsOf(() => t.gql(FILES, { perPage: 5 }, viewer.token));
    const large = await statementsOf(() => t.gql(FILES, { perPage: 20 }, viewer.token));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.files).toHaveLength(20);
    expect(new Set(large.result.data!.files.map((f) => f.created_by?._id)).size).toBe(20);
    expect(large.statements).toBe(small.statements);
    // Authentication, the page, its count, the tags, the uploaders: a handful, not one per row.
    expect(large.statements).toBeLessThanOrEqual(8);
  });

  it("a timeline's actors load in one query however many entries and actors it has", async () => {
    const target = await t.newUser();
    const readBy = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const admin = await t.groupMember({ users: ['view', 'update'] });
        await t.gql(
          doc(`mutation($ids: [ID!]!, $s: String!) { setUsersStatus(ids: $ids, status: $s) }`),
          { ids: [target._id], s: i % 2 ? 'Active' : 'Disabled' },
          admin.token,
        );
      }
      return statementsOf(() => t.gql(TIMELINE, { id: target._id }, viewer.token));
    };
    const viewer = await t.groupMember({ users: ['view'] });
    const two = await readBy(2);
    const twelve = await readBy(10);
    expect(twelve.result.data!.timeline).toHaveLength(12);
    expect(new Set(twelve.result.data!.timeline.map((e) => e.actor?._id)).size).toBe(12);
    expect(twelve.statements).toBe(two.statements);
  });

  it('production transactions with their factories and sellers: 5 rows and 20 rows cost the same', async () => {
    const root = await t.newUser({ role: 'root' });
    const factories = [newId(), newId()];
    await t.db.insert(manufactures).values(factories.map((id, i) => ({ id, name: `Factory ${i}` })));
    for (let i = 0; i < 20; i++) {
      const seller = await t.newUser();
      await t.db.insert(productionTransactions).values({
        id: newId(),
        manufactureId: factories[i % 2],
        sellerId: seller.id,
        orderId: newId(),
        orderNumber: 200000 + i,
        units: 1,
        amount: '5.00',
        paidAt: new Date(Date.now() - i * 60_000),
      });
    }
    const small = await statementsOf(() => t.gql(PRODUCTION, { perPage: 5 }, root.token));
    const large = await statementsOf(() => t.gql(PRODUCTION, { perPage: 20 }, root.token));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.productionTransactions).toHaveLength(20);
    expect(new Set(large.result.data!.productionTransactions.map((e) => e.user?._id)).size).toBe(20);
    expect(large.result.data!.productionTransactions.every((e) => e.manufacture_name?.startsWith('Factory'))).toBe(true);
    expect(large.statements).toBe(small.statements);
  });
});
