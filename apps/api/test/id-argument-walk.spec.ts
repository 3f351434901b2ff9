import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { getNamedType, isObjectType } from 'graphql';
import { sql } from 'drizzle-orm';
import { declaredOperations } from '../src/platform/auth/access-audit';
import { rulePasses } from '../src/platform/auth/access.guard';
import { AuthenticationService } from '../src/platform/auth/authentication.service';
import { sellerRows } from './factories/seller-rows';
import { codeOf, TestApp, type SignedInUser } from './harness';
import { idPlaces, operationFor, rootFields, type RootField } from './schema-walk';

/** Operations that end the caller's own session or token: the walk would sign itself out. */
const ENDS_OWN_SESSION = new Set(['logout', 'revokeSession', 'revokeSessions', 'setApiToken', 'deleteApiToken']);

/**
 * Every `_id` anywhere in an answer. A per-id result of a bulk action (`{ _id ok reason }`) names the id
 * it was sent: it counts only when the action went through (`ok`).
 */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value && typeof value === 'object') {
    const row = value as Record<string, unknown>;
    if (typeof row._id === 'string' && row.ok !== false) out.add(row._id);
    for (const [k, v] of Object.entries(row)) if (k !== '_id') idsIn(v, out);
  }
  return out;
}

/**
 * Every operation a seller may call, with each of another seller's ids put in each place it takes an
 * id (`_id`, `*_id`, `ids`, nested inputs included), as the second seller: no answer shows one of the
 * first seller's rows, nothing of theirs changes (their rows in every table, before and after), and no
 * call fails inside (INTERNAL). The ownership walk reads lists and by-id reads; this one tries every id
 * argument, mutations included.
 */
describe('id argument walk: every id a seller passes, with another seller’s ids', () => {
  let t: TestApp;
  let a: SignedInUser;
  let b: SignedInUser;
  let mine: Record<string, string>;
  let sellerOps: RootField[];

  /** Seller A's rows in every table that names an owner (seller, user or creator), as JSON, to prove none changed. */
  const snapshotOf = async (ids: string[]): Promise<string[]> => {
    const owners = await t.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name in ('seller_id', 'user_id', 'created_by', 'id') order by table_name, column_name`,
    );
    const rows: string[] = [];
    for (const { table_name, column_name } of owners.rows) {
      const found = await t.db.execute<{ row: string }>(
        sql`select to_jsonb(x)::text as row from ${sql.identifier(table_name)} x where ${sql.identifier(column_name)}::text = any(string_to_array(${ids.join(',')}, ',')) order by 1`,
      );
      rows.push(...found.rows.map((r) => `${table_name}.${column_name}: ${r.row}`));
    }
    return rows;
  };

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0', RUN_WORKERS: 'false' });
    a = await t.newUser();
    b = await t.newUser();
    mine = await sellerRows(t, a);
    const ops = declaredOperations(t.app.get(DiscoveryService), t.app.get(MetadataScanner));
    const seller = (await t.app.get(AuthenticationService).authenticate({ headers: { authorization: `Bearer ${b.token}` } }))!;
    sellerOps = (await rootFields(t)).filter(({ field }) => {
      const op = ops.find((o) => o.name === field.name);
      return !ENDS_OWN_SESSION.has(field.name) && !!op?.rules?.some((r) => rulePasses(r, seller));
    });
  }, 120_000);
  afterAll(() => t.stop());

  it('reaches the id arguments of the seller’s reads and writes', () => {
    const withIds = sellerOps.filter(({ field }) => field.args.some((arg) => idPlaces(arg.type, arg.name).length));
    const names = withIds.map((op) => op.field.name);
    for (const op of ['order', 'processOrders', 'cancelOrder', 'cloneOrder', 'invoice', 'mockupDesign'])
      expect({ op, walked: names.includes(op) }).toEqual({ op, walked: true });
    expect(withIds.filter((op) => op.kind === 'mutation').length).toBeGreaterThan(20);
  });

  it('as another seller, no operation answers, changes or fails on the first seller’s rows', async () => {
    const ids = Object.values(mine);
    const before = await snapshotOf([...ids, a.id]);
    const leaks: string[] = [];
    const internal: string[] = [];
    let calls = 0;
    for (const { kind, field } of sellerOps)
      for (const arg of field.args)
        for (const place of idPlaces(arg.type, arg.name))
          for (const [what, id] of Object.entries(mine)) {
            const named = getNamedType(field.type);
            const { query, variables } = operationFor(kind, field, { [arg.name]: place.build(id) });
            const fields = isObjectType(named) ? named.getFields() : {};
            const selected = '_id' in fields ? query.replace('{ __typename }', 'ok' in fields ? '{ _id ok }' : '{ _id }') : query;
            const res = await t.gql(selected, variables, b.token);
            calls++;
            const where = `${field.name}(${[arg.name, ...place.path].join('.')}: A's ${what})`;
            if (codeOf(res) === 'INTERNAL_SERVER_ERROR' || codeOf(res) === 'INTERNAL') internal.push(where);
            if ([...idsIn(res.data)].some((seen) => ids.includes(seen))) leaks.push(where);
          }
    // The walk reaches far: over 1,000 calls (each place an id goes, with each of A's ids).
    expect(calls).toBeGreaterThan(1000);
    expect({ leaks, internal }).toEqual({ leaks: [], internal: [] });
    expect(await snapshotOf([...ids, a.id])).toEqual(before);
  }, 300_000);
});
