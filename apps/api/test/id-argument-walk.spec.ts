import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { getNamedType, isObjectType } from 'graphql';
import { sql } from 'drizzle-orm';
import { declaredOperations, type DeclaredOperation } from '../src/platform/auth/access-audit';
import { rulePasses } from '../src/platform/auth/access.guard';
import { AuthenticationService } from '../src/platform/auth/authentication.service';
import { eventsSettled } from './events-settled';
import { manufacturingWorld } from './factories/manufacturing';
import { sellerRows } from './factories/seller-rows';
import { codeOf, TestApp, type SignedInUser } from './harness';
import { ID_NAME, idPlaces, operationFor, rootFields, type RootField } from './schema-walk';

/** Operations that end the caller's own session or token: the walk would sign itself out. */
const ENDS_OWN_SESSION = new Set(['logout', 'revokeSession', 'revokeSessions', 'setApiToken', 'deleteApiToken']);

/** On the factory floor a production is passed by its code as much as by its id. */
const ID_OR_CODE = new RegExp(`${ID_NAME.source}|^code$`);

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
 * Every operation a caller may call, with each of someone else's ids put in each place it takes an id
 * (`_id`, `*_id`, `ids`, nested inputs included): as a second seller with the first seller's rows, and
 * as a worker of another factory with a factory's rows. No answer shows one of those rows, none of them
 * changes (their rows in every table that names an owner, before and after), and no call fails inside
 * (INTERNAL). The ownership walk reads lists and by-id reads; this one tries every id argument, mutations included.
 */
describe('id argument walk: every id a caller passes, with someone else’s ids', () => {
  let t: TestApp;
  let ops: DeclaredOperation[];
  let fields: RootField[];

  /** The rows of `owners` (ids, or owners named in a seller / user / creator / factory column), as JSON, to prove none changed. */
  const snapshotOf = async (owners: string[]): Promise<string[]> => {
    // What the calls set going in the background (events, their handlers) lands first.
    await eventsSettled(t);
    const columns = await t.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name in ('seller_id', 'user_id', 'created_by', 'manufacture_id', 'id') order by table_name, column_name`,
    );
    const rows: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      const found = await t.db.execute<{ row: string }>(
        sql`select to_jsonb(x)::text as row from ${sql.identifier(table_name)} x
            where ${sql.identifier(column_name)}::text = any(string_to_array(${owners.join(',')}, ',')) order by 1`,
      );
      rows.push(...found.rows.map((r) => `${table_name}.${column_name}: ${r.row}`));
    }
    return rows;
  };

  /** The operations `caller` may call (by their declared access), leaving out those that would end its own session. */
  const callableBy = async (caller: SignedInUser): Promise<RootField[]> => {
    const auth = (await t.app.get(AuthenticationService).authenticate({ headers: { authorization: `Bearer ${caller.token}` } }))!;
    return fields.filter(({ field }) => {
      const op = ops.find((o) => o.name === field.name);
      return !ENDS_OWN_SESSION.has(field.name) && !!op?.rules?.some((r) => rulePasses(r, auth));
    });
  };

  /** Calls every id place of `callable` with each of `theirs`, as `caller`: what leaked, what failed inside, how many calls. */
  const walk = async (caller: SignedInUser, callable: RootField[], theirs: Record<string, string>, idName: RegExp, headers: Record<string, string> = {}) => {
    const values = Object.values(theirs);
    const out = { calls: 0, leaks: [] as string[], internal: [] as string[] };
    for (const { kind, field } of callable)
      for (const arg of field.args)
        for (const place of idPlaces(arg.type, arg.name, idName))
          for (const [what, id] of Object.entries(theirs)) {
            const named = getNamedType(field.type);
            const shape = isObjectType(named) ? named.getFields() : {};
            const { query, variables } = operationFor(kind, field, { [arg.name]: place.build(id) });
            const selected = '_id' in shape ? query.replace('{ __typename }', 'ok' in shape ? '{ _id ok }' : '{ _id }') : query;
            const res = await t.gql(selected, variables, caller.token, headers);
            out.calls++;
            const where = `${field.name}(${[arg.name, ...place.path].join('.')}: their ${what})`;
            if (/INTERNAL/.test(codeOf(res) ?? '')) out.internal.push(where);
            if ([...idsIn(res.data)].some((seen) => values.includes(seen))) out.leaks.push(where);
          }
    return out;
  };

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0' });
    ops = declaredOperations(t.app.get(DiscoveryService), t.app.get(MetadataScanner));
    fields = await rootFields(t);
  }, 120_000);
  afterAll(() => t.stop());

  describe('as a second seller, with the first seller’s rows', () => {
    let a: SignedInUser;
    let b: SignedInUser;
    let mine: Record<string, string>;
    let sellerOps: RootField[];
    beforeAll(async () => {
      a = await t.newUser();
      b = await t.newUser();
      mine = await sellerRows(t, a);
      sellerOps = await callableBy(b);
    }, 120_000);

    it('reaches the id arguments of the seller’s reads and writes', () => {
      const withIds = sellerOps.filter(({ field }) => field.args.some((arg) => idPlaces(arg.type, arg.name).length));
      const names = withIds.map((op) => op.field.name);
      for (const op of ['order', 'processOrders', 'cancelOrder', 'cloneOrder', 'invoice', 'mockupDesign'])
        expect({ op, walked: names.includes(op) }).toEqual({ op, walked: true });
      expect(withIds.filter((op) => op.kind === 'mutation').length).toBeGreaterThan(20);
    });

    it('no operation answers, changes or fails on them', async () => {
      const before = await snapshotOf([...Object.values(mine), a.id]);
      const { calls, leaks, internal } = await walk(b, sellerOps, mine, ID_NAME);
      // The walk reaches far: over 1,000 calls (each place an id goes, with each of A's ids).
      expect(calls).toBeGreaterThan(1000);
      expect({ leaks, internal }).toEqual({ leaks: [], internal: [] });
      expect(await snapshotOf([...Object.values(mine), a.id])).toEqual(before);
    }, 300_000);
  });

  describe('as a worker of another factory, with a factory’s rows', () => {
    it('no operation a worker may call answers, changes or fails on Lisbon’s productions, at the worker’s own factory or at Lisbon', async () => {
      const root = await t.userWithToken({ role: 'root' });
      const w = await manufacturingWorld(t, root);
      const seller = await w.newSeller();
      const order = await w.paidOrder(seller, [[w.skus.tee, 2]]);
      await w.releaseAfter(60);
      const units = await w.productionsOf(order);
      expect(units.length).toBe(2);
      const lisbons: Record<string, string> = { factory: w.lisbon, production: units[0].id, code: units[0].code, order };
      const before = await snapshotOf([w.lisbon, ...units.map((u) => u.id)]);
      const callable = await callableBy(w.berliner);
      expect(callable.map((op) => op.field.name)).toEqual(expect.arrayContaining(['mrpProducts', 'mrpProductNextProcessStep', 'reportMrpError']));
      for (const headers of [w.at(w.berlin), w.at(w.lisbon)]) {
        const { calls, leaks, internal } = await walk(w.berliner, callable, lisbons, ID_OR_CODE, headers);
        expect(calls).toBeGreaterThan(50);
        expect({ at: headers, leaks, internal }).toEqual({ at: headers, leaks: [], internal: [] });
      }
      expect(await snapshotOf([w.lisbon, ...units.map((u) => u.id)])).toEqual(before);
    }, 300_000);
  });
});
