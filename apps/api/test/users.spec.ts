import { eq } from 'drizzle-orm';
import { manufactures, manufactureWorkers, sessions, userGroups, users } from '../src/db/schema';
import { newId } from '../src/common/ids';
import { codeOf, PASSWORD, TestApp } from './harness';

const USERS = `query($search: String, $status: String, $group: String, $start: String, $end: String, $identity: String, $email: String,
  $withProduction: Boolean, $withOrderFulfillment: Boolean, $withFinance: Boolean, $sort: String, $page: Int, $perPage: Int) {
  users(search: $search, status: $status, group: $group, start: $start, end: $end, identity: $identity, email: $email,
    withProduction: $withProduction, withOrderFulfillment: $withOrderFulfillment, withFinance: $withFinance, sort: $sort, page: $page, perPage: $perPage) {
    _id email name role status group { _id name } created_at
  }
}`;
const MAKE = `mutation($id: ID, $params: MakeUserParams!) { makeUser(id: $id, params: $params) {
  _id email name role groups status vip wholesale_level active_tracking_day total_credit identity identity_label
  ship_by_seller hold_off addition_base_cost addition_shipping_service_price theme navbarType group { _id name } hubs { _id name }
  permission { module access { view add update delete } } } }`;

/** A user group granting `grants` (module → actions) and a root member of it with a token. */
async function groupMember(t: TestApp, grants: Record<string, Array<'view' | 'add' | 'update' | 'delete'>>, role = 'root') {
  const groupId = newId();
  await t.db.insert(userGroups).values({
    id: groupId,
    name: `g-${groupId.slice(-6)}`,
    status: 'Active',
    permission: Object.entries(grants).map(([module, actions]) => ({
      module,
      title: module,
      access: { view: actions.includes('view'), add: actions.includes('add'), update: actions.includes('update'), delete: actions.includes('delete') },
    })),
  });
  const u = await t.userWithToken({ role, groupId });
  return { ...u, groupId };
}

describe('users: access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  it('users: anonymous, seller, partner refused; super_root allowed; root with users:view via group allowed', async () => {
    expect(codeOf(await t.gql(USERS))).toBe('UNAUTHENTICATED');
    const seller = await t.userWithToken({ role: 'sale' });
    const partner = await t.userWithToken({ role: 'partner' });
    const plainRoot = await t.userWithToken({ role: 'root' });
    expect(codeOf(await t.gql(USERS, {}, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(USERS, {}, partner.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(USERS, {}, plainRoot.token))).toBe('FORBIDDEN');
    const sr = await t.userWithToken({ role: 'super_root' });
    const ok = await t.gql(USERS, {}, sr.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.users.length).toBeGreaterThan(0);
    const viewer = await groupMember(t, { users: ['view'] });
    const res = await t.gql(USERS, {}, viewer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.users.some((u: { _id: string; group: { _id: string } | null }) => u._id === viewer.id && u.group?._id === viewer.groupId)).toBe(true);
    // view does not mean add
    expect(codeOf(await t.gql(MAKE, { params: { email: 'x@test.pod', name: 'X', role: 'sale', new_password: 'Abcdefg-1', confirm_password: 'Abcdefg-1' } }, viewer.token))).toBe('FORBIDDEN');
  });
});
