import { TestApp } from './harness';

/** Lists answer their total twice: the x-total header (spec section 7) and extensions.total (for Apollo). */
describe('list totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  async function post(query: string, token: string, variables: Record<string, unknown> = {}) {
    const res = await t.http().post('/graphql').set('authorization', `Bearer ${token}`).send({ query, variables });
    return res as { body: { data?: Record<string, unknown[]>; extensions?: { total?: number } }; headers: Record<string, string> };
  }

  it('puts the list total in extensions.total, equal to x-total, whatever the page', async () => {
    const root = await t.userWithToken({ role: 'super_root' });
    for (let i = 0; i < 4; i++) await t.createUser({ role: 'sale', name: `Paged ${i}` });
    const q = `query($page: Int, $perPage: Int) { users(search: "Paged", page: $page, perPage: $perPage) { _id } }`;
    const first = await post(q, root.token, { page: 1, perPage: 3 });
    expect(first.body.data!.users).toHaveLength(3);
    expect([first.body.extensions?.total, first.headers['x-total']]).toEqual([4, '4']);
    const second = await post(q, root.token, { page: 2, perPage: 3 });
    expect(second.body.data!.users).toHaveLength(1);
    expect(second.body.extensions?.total).toBe(4);
  });

  it('adds no total to an answer that is not a list', async () => {
    const root = await t.userWithToken({ role: 'root' });
    const res = await post(`{ cUser { _id } }`, root.token);
    expect(res.body.data!.cUser).toBeTruthy();
    expect(res.body.extensions?.total).toBeUndefined();
    expect(res.headers['x-total']).toBeUndefined();
  });
});
