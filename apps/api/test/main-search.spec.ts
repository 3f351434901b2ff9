import { eq } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { orders, packages, productions, returnRequests, users } from '../src/platform/db/schema';
import { manufacturingWorld } from './factories/manufacturing';
import { doc, TestApp, type SignedInUser } from './harness';

interface Group {
  groupTitle: string;
  searchLimit: number;
  data: Array<{ title: string; subtitle?: string | null; link: string }>;
}
const MAIN_SEARCH = doc<{ mainSearch: Group[] }>(`query($q: String!) { mainSearch(q: $q) { groupTitle searchLimit data { title subtitle link } } }`);

/** The signed-in grouped search: the groups modules register, 4 per group, only what the caller may see. */
describe('grouped main search', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  const numbers: Record<string, number[]> = {};

  const rest = async (q: string, token?: string): Promise<Group[]> => {
    let req = t.http().get('/api/main-search/data').query({ q });
    if (token) req = req.set('authorization', `Bearer ${token}`);
    const res = await req;
    expect(res.status).toBe(200);
    return res.body.searchResult;
  };
  const gql = async (q: string, token: string): Promise<Group[]> => {
    const res = await t.gql(MAIN_SEARCH, { q }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.mainSearch;
  };
  const group = (groups: Group[], key: string) => groups.find((g) => g.groupTitle === `search.${key}`);

  beforeAll(async () => {
    ({ t, sr, seller, partner } = await TestApp.startWith({ sr: 'super_root', seller: 'sale', partner: 'partner' }));
    other = await t.userWithToken({ role: 'sale' });
    for (const [who, name, n] of [
      [seller, 'Zelda Quimby', 6],
      [other, 'Zelda Quimby', 2],
    ] as const) {
      const rows = await t.db
        .insert(orders)
        .values(
          Array.from({ length: n }, () => ({
            id: newId(),
            sellerId: who.id,
            status: 'Processing',
            shippingAddress: { name, email: `${who.id.slice(-6)}@buyer.test`, address1: '1 Way', city: 'Lyon', zip: '69001', country: 'FR' },
            shipBySeller: true,
          })),
        )
        .returning({ number: orders.number });
      numbers[who.id] = rows.map((r) => r.number);
    }
  });
  afterAll(() => t.stop());

  it('answers nothing to anonymous callers, and refuses the GraphQL query to them', async () => {
    expect(await rest('zelda')).toEqual([]);
    expect((await t.gql(MAIN_SEARCH, { q: 'zelda' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows at most 4 per group, each result with the route of its page; REST and GraphQL answer the same groups', async () => {
    const groups = await gql('zelda', sr.token);
    const found = group(groups, 'orders')!;
    expect(found.searchLimit).toBe(4);
    expect(found.data).toHaveLength(4);
    for (const hit of found.data) expect(hit.link).toMatch(/^\/orders\/[0-9a-f-]{36}$/);
    const viaRest = await rest('zelda', sr.token);
    expect(viaRest.map((g) => g.groupTitle)).toEqual(groups.map((g) => g.groupTitle));
    expect(group(viaRest, 'orders')!.data.map((h) => h.link)).toEqual(found.data.map((h) => h.link));
    // Staff with every permission see every registered group, in order.
    expect(groups.map((g) => g.groupTitle)).toEqual([
      'search.pages',
      'search.orders',
      'search.listings',
      'search.productions',
      'search.packages',
      'search.returns',
      'search.tickets',
      'search.sellers',
      'search.users',
    ]);
  });

  it("never shows another seller's order: by name, by number, by email", async () => {
    const mine = group(await gql('zelda', seller.token), 'orders')!.data;
    expect(mine).toHaveLength(4);
    const theirs = numbers[other.id];
    for (const n of theirs) {
      expect(group(await gql(String(n), seller.token), 'orders')!.data).toEqual([]);
      expect(group(await rest(`#${n}`, seller.token), 'orders')!.data).toEqual([]);
    }
    expect(group(await gql(`${other.id.slice(-6)}@buyer.test`, seller.token), 'orders')!.data).toEqual([]);
    // Their owner finds them, by number and by the buyer's email.
    expect(group(await gql(String(theirs[0]), other.token), 'orders')!.data.map((h) => h.title)).toEqual([`#${theirs[0]}`]);
    expect(group(await gql(`${other.id.slice(-6)}@BUYER.test`, other.token), 'orders')!.data).toHaveLength(2);
  });

  it('leaves out a group the caller has no permission for', async () => {
    const sellerGroups = (await gql('zelda', seller.token)).map((g) => g.groupTitle);
    expect(sellerGroups).toContain('search.orders');
    expect(sellerGroups).toContain('search.tickets');
    expect(sellerGroups).not.toContain('search.users');
    expect(sellerGroups).not.toContain('search.productions');
    const partnerGroups = (await gql('zelda', partner.token)).map((g) => g.groupTitle);
    expect(partnerGroups).not.toContain('search.orders');
    expect(partnerGroups).not.toContain('search.users');
  });
});

/** A result opens the item itself (its drawer or page), whatever tab its list would land on. */
describe('main search opens the item: productions, packages, returns, sellers and users', () => {
  let t: TestApp;
  let root: SignedInUser;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  let orderId: string;
  let orderNumber: number;
  const find = async (q: string, token: string, key: string) => {
    const res = await t.gql(MAIN_SEARCH, { q }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.mainSearch.find((g) => g.groupTitle === `search.${key}`)?.data ?? [];
  };

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    sr = await t.userWithToken({ role: 'super_root' });
    w = await manufacturingWorld(t, root);
    seller = await w.newSeller();
    await t.db.update(users).set({ name: 'Quentin Vasquez-Lund' }).where(eq(users.id, seller.id));
    orderId = await w.paidOrder(seller, [[w.skus.tee, 1]]);
    await w.releaseAfter(61);
    [{ number: orderNumber }] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  });
  afterAll(() => t.stop());

  it('a production in Error opens on its own tab with its drawer, for a worker of its factory only', async () => {
    const [unit] = await w.productionsOf(orderId);
    await t.db.update(productions).set({ status: 'Error' }).where(eq(productions.id, unit.id));
    const expected = {
      title: unit.code,
      subtitle: `#${orderNumber}`,
      link: `/manufactures/${w.lisbon}/mrp?mrp_status=Error&search=${unit.code}&open=${unit.id}`,
    };
    expect(await find(unit.code.toLowerCase(), w.workers.printer.token, 'productions')).toEqual([expected]);
    expect(await find(unit.code, w.berliner.token, 'productions')).toEqual([]);
  });

  it('a package by its code opens its drawer on its tab; a return by its code opens its drawer for staff and its order for the seller', async () => {
    const code = `K${newId().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const pkg = newId();
    await t.db.insert(packages).values({ id: pkg, code, orderId, orderNumber, sellerId: seller.id, manufactureId: w.lisbon, status: 'Packed' });
    expect(await find(code.toLowerCase(), w.workers.packager.token, 'packages')).toEqual([
      { title: code, subtitle: `#${orderNumber}`, link: `/manufactures/${w.lisbon}/mrp_package?status=Packed&search=${code}&open=${pkg}` },
    ]);
    expect(await find(code, w.berliner.token, 'packages')).toEqual([]);

    const request = newId();
    const [{ number }] = await t.db
      .insert(returnRequests)
      .values({ id: request, orderId, orderNumber, sellerId: seller.id, reason: 'damaged' })
      .returning({ number: returnRequests.number });
    const rr = `RR-${String(number).padStart(6, '0')}`;
    expect(await find(rr, root.token, 'returns')).toEqual([{ title: rr, subtitle: `#${orderNumber}`, link: `/rar/all?open=${request}` }]);
    expect(await find(rr.toLowerCase(), seller.token, 'returns')).toEqual([{ title: rr, subtitle: `#${orderNumber}`, link: `/orders/${orderId}` }]);
    const stranger = await t.userWithToken({ role: 'sale' });
    expect(await find(rr, stranger.token, 'returns')).toEqual([]);
  });

  it("staff find a seller by name and open that seller's orders; a user result opens the user's page", async () => {
    const hit = { title: 'Quentin Vasquez-Lund', subtitle: seller.email, link: `/orders?status=All&seller_id=${seller.id}` };
    expect(await find('vasquez', root.token, 'sellers')).toEqual([hit]);
    expect(await find('vasquez', seller.token, 'sellers')).toEqual([]);
    expect((await find('vasquez', sr.token, 'users')).map((u) => u.link)).toEqual([`/users/all/${seller.id}`]);
  });
});
