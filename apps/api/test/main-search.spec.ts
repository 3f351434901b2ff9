import { newId } from '../src/common/ids';
import { orders } from '../src/db/schema';
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
      'search.tickets',
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
