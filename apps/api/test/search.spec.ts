import { TestApp, type SignedInUser } from './harness';

interface SearchGroup {
  groupTitle: string;
  data: Array<{ title: string; subtitle?: string; link: string }>;
}

/** The navbar's grouped search (REST, spec section 7): pages the caller may open, and users for those who may view them. */
describe('main search', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let quentin: string;
  const search = async (q: string, token?: string): Promise<SearchGroup[]> => {
    let req = t.http().get('/api/main-search/data').query({ q });
    if (token) req = req.set('authorization', `Bearer ${token}`);
    const res = await req;
    expect(res.status).toBe(200);
    return res.body.searchResult;
  };

  beforeAll(async () => {
    t = await TestApp.start();
    ({ sr, seller } = await t.cast());
    quentin = (await t.createUser({ role: 'sale', name: 'Quentin Quasar', email: 'quentin@shop.pod' })).id;
    await t.createUser({ role: 'sale', name: 'Plain Name', email: 'plain@shop.pod' });
  });
  afterAll(() => t.stop());

  it('finds users by name or email for those who may view users, newest first, and pages for everyone signed in', async () => {
    const groups = await search('quasar', sr.token);
    const users = groups.find((g) => g.groupTitle === 'search.users');
    // A result opens the user's own page.
    expect(users?.data).toEqual([{ title: 'Quentin Quasar', subtitle: 'quentin@shop.pod', link: `/users/all/${quentin}` }]);
    expect((await search('SHOP.POD', sr.token)).find((g) => g.groupTitle === 'search.users')?.data.map((u) => u.title)).toEqual([
      'Plain Name',
      'Quentin Quasar',
    ]);
    // A seller may not view users: no users group (their own orders, listings, returns and tickets instead).
    expect((await search('quasar', seller.token)).map((g) => g.groupTitle)).toEqual([
      'search.pages',
      'search.orders',
      'search.listings',
      'search.returns',
      'search.tickets',
    ]);
    expect(await search('quasar')).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    const users = (await search('%', sr.token)).find((g) => g.groupTitle === 'search.users');
    expect(users?.data).toEqual([]);
  });
});
