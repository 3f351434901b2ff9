import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { getNamedType, isListType, isNonNullType, isObjectType } from 'graphql';
import { declaredOperations } from '../src/platform/auth/access-audit';
import { rulePasses } from '../src/platform/auth/access.guard';
import { AuthenticationService } from '../src/platform/auth/authentication.service';
import type { AuthContext } from '../src/platform/auth/auth-context';
import { sellerRows } from './factories/seller-rows';
import { TestApp, type SignedInUser } from './harness';
import { operationFor, rootFields, type RootField } from './schema-walk';

/** Every `_id` anywhere in an answer. */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '_id' && typeof v === 'string') out.add(v);
      else idsIn(v, out);
    }
  return out;
}

/**
 * Every query of the schema a seller may call, tried as two sellers: the lists (required arguments
 * sampled) and the by-id reads (with each of seller A's ids). Seller B never sees one of A's rows;
 * A, walking the same, finds each of their rows somewhere (so the walk reaches them).
 */
describe('ownership walk: every list and by-id read as two sellers', () => {
  let t: TestApp;
  let a: SignedInUser;
  let b: SignedInUser;
  let sellerQueries: RootField[];
  /** Seller A's rows by kind. */
  let mine: Record<string, string>;

  const authOf = async (u: SignedInUser): Promise<AuthContext> =>
    (await t.app.get(AuthenticationService).authenticate({ headers: { authorization: `Bearer ${u.token}` } }))!;

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0', RUN_WORKERS: 'false' });
    a = await t.newUser();
    b = await t.newUser();
    mine = await sellerRows(t, a);
    const ops = declaredOperations(t.app.get(DiscoveryService), t.app.get(MetadataScanner));
    const seller = await authOf(b);
    sellerQueries = (await rootFields(t)).filter(({ kind, field }) => {
      if (kind !== 'query') return false;
      const op = ops.find((o) => o.name === field.name);
      const named = getNamedType(field.type);
      // Reads that answer rows (objects with an `_id`) and that a seller may call.
      return !!op?.rules?.some((r) => rulePasses(r, seller)) && isObjectType(named) && '_id' in named.getFields();
    });
  }, 120_000);
  afterAll(() => t.stop());

  const byIdArg = ({ field }: RootField) => field.args.find((arg) => (arg.name === '_id' || arg.name === 'id') && isNonNullType(arg.type));
  const isList = ({ field }: RootField) => isListType(isNonNullType(field.type) ? field.type.ofType : field.type);

  /** What `u` sees of `ids` through one query: the by-id read with each id, or the list once. */
  const seen = async (u: SignedInUser, q: RootField, ids: readonly string[]): Promise<Set<string>> => {
    const arg = byIdArg(q);
    const calls = arg ? ids.map((id) => operationFor('query', q.field, { [arg.name]: id })) : [operationFor('query', q.field)];
    const out = new Set<string>();
    for (const { query, variables } of calls) {
      const selected = query.replace('{ __typename }', '{ _id }');
      for (const id of idsIn((await t.gql(selected, variables, u.token)).data)) out.add(id);
    }
    return out;
  };

  it('reaches the seller reads: by-id reads of every owned kind and lists', () => {
    const names = sellerQueries.map((q) => q.field.name);
    for (const read of ['order', 'store', 'transaction', 'invoice', 'mockupDesign', 'itemInfo', 'productPresetMockup', 'file'])
      expect({ read, walked: names.includes(read) }).toEqual({ read, walked: true });
    for (const list of ['orders', 'stores', 'transactions', 'invoices', 'mockupDesigns', 'itemsInfo', 'productPresetMockups', 'files'])
      expect({ list, walked: names.includes(list) }).toEqual({ list, walked: true });
    expect(sellerQueries.filter(isList).length).toBeGreaterThan(8);
  });

  it('seller A finds each of their rows through the walk (by id and in a list)', async () => {
    const ids = Object.values(mine);
    const byId = new Set<string>();
    const listed = new Set<string>();
    for (const q of sellerQueries) for (const id of await seen(a, q, ids)) (byIdArg(q) ? byId : listed).add(id);
    for (const [kind, id] of Object.entries(mine)) {
      expect({ kind, byId: byId.has(id) }).toEqual({ kind, byId: true });
      // The designer's file list asks for a type: A's file is listed by `files(type: "design")`, not the bare walk.
      if (kind !== 'file') expect({ kind, listed: listed.has(id) }).toEqual({ kind, listed: true });
    }
  });

  it('seller B sees none of them: no list and no by-id read answers one of A’s rows', async () => {
    const ids = Object.values(mine);
    for (const q of sellerQueries) {
      const leaked = [...(await seen(b, q, ids))].filter((id) => ids.includes(id));
      expect({ query: q.field.name, leaked }).toEqual({ query: q.field.name, leaked: [] });
    }
    const typed = await t.gql<{ files: Array<{ _id: string }> }>(`query { files(type: "design") { _id } }`, {}, b.token);
    expect(typed.data!.files.map((f) => f._id)).not.toContain(mine.file);
  });
});
