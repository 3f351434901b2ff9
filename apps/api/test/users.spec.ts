import { count, eq, inArray } from 'drizzle-orm';
import { manufactures, manufactureWorkers, sessions, userGroups, users, userStatusCounters } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import type { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB } from '../src/platform/realtime/pubsub.module';
import { eventsSettled } from './events-settled';
import { codeOf, doc, matrix, PASSWORD, TestApp, type SignedInUser } from './harness';

interface Ref {
  _id: string;
  name: string;
}
interface PermissionView {
  module: string;
  title?: string;
  access: Record<'view' | 'add' | 'update' | 'delete', boolean>;
}
/** What USER_FIELDS selects; fields the tests only compare whole stay unknown. */
interface UserView {
  _id: string;
  email: string;
  name: string;
  role: string;
  groups: string[];
  status: string;
  vip: unknown;
  wholesale_level: unknown;
  active_tracking_day: number | null;
  day_update_tracking: unknown;
  total_credit: unknown;
  identity: string | null;
  identity_label: string | null;
  ship_by_seller: unknown;
  hold_off: unknown;
  is_international: unknown;
  addition_base_cost: unknown;
  addition_shipping_service_price: unknown;
  theme: unknown;
  navbarType: unknown;
  sidebarCollapsed: unknown;
  default_shipping_method: Ref | null;
  shipping_user: { _id: string; email: string } | null;
  group: Ref | null;
  hubs: Ref[];
  permission: PermissionView[];
}
type UserRowView = Pick<UserView, '_id' | 'email' | 'name' | 'role' | 'status' | 'group'> & { created_at: string };

const USERS = doc<{
  users: UserRowView[];
}>(`query($search: String, $status: String, $group: String, $start: String, $end: String, $identity: String, $email: String,
  $withProduction: Boolean, $withOrderFulfillment: Boolean, $withFinance: Boolean, $sort: String, $page: Int, $perPage: Int) {
  users(search: $search, status: $status, group: $group, start: $start, end: $end, identity: $identity, email: $email,
    withProduction: $withProduction, withOrderFulfillment: $withOrderFulfillment, withFinance: $withFinance, sort: $sort, page: $page, perPage: $perPage) {
    _id email name role status group { _id name } created_at
  }
}`);
const USER_FIELDS = `_id email name role groups status vip wholesale_level active_tracking_day day_update_tracking total_credit identity identity_label
  ship_by_seller hold_off is_international addition_base_cost addition_shipping_service_price theme navbarType sidebarCollapsed
  default_shipping_method { _id name } shipping_user { _id email } group { _id name } hubs { _id name }
  permission { module access { view add update delete } }`;
const MAKE = doc<{ makeUser: UserView }>(`mutation($id: ID, $params: MakeUserParams!) { makeUser(id: $id, params: $params) { ${USER_FIELDS} } }`);
const GET = doc<{ getUserById: UserView | null }>(`query($id: ID!) { getUserById(_id: $id) { ${USER_FIELDS} } }`);
const USER = doc<{ user: { _id: string; email: string } | null }>(`query($id: ID!) { user(_id: $id) { _id email } }`);
const DELETE = doc<{ deleteById: boolean }>(`mutation($id: ID!) { deleteById(_id: $id) }`);
const ME = doc<{ cUser: { _id: string } | null }>(`{ cUser { _id } }`);

const newUser = (over: Record<string, unknown> = {}) => ({
  email: `new-${newId().slice(-10)}@test.pod`,
  name: 'New Person',
  role: 'sale',
  new_password: 'Abcdefg-1',
  confirm_password: 'Abcdefg-1',
  ...over,
});

const userCount = async (t: TestApp) => t.db.$count(users);

describe('users: access, denied first then allowed', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  beforeAll(async () => {
    t = await TestApp.start();
    ({ sr, seller, partner } = await t.cast());
  });
  afterAll(() => t.stop());

  it('users: anonymous, seller, partner and a plain root refused; super_root and a root with users:view via group allowed', async () => {
    expect(codeOf(await t.gql(USERS))).toBe('UNAUTHENTICATED');
    const plainRoot = await t.userWithToken({ role: 'root' });
    for (const who of [seller, partner, plainRoot]) expect(codeOf(await t.gql(USERS, {}, who.token))).toBe('FORBIDDEN');
    const ok = await t.gql(USERS, {}, sr.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.users.length).toBeGreaterThan(0);
    const viewer = await t.groupMember({ users: ['view'] });
    const res = await t.gql(USERS, {}, viewer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.users.find((u) => u._id === viewer.id)?.group?._id).toBe(viewer.groupId);
  });

  it('an Inactive group grants nothing; a group change applies on the next request', async () => {
    const viewer = await t.groupMember({ users: ['view'] });
    expect((await t.gql(USERS, {}, viewer.token)).errors).toBeUndefined();
    await t.db.update(userGroups).set({ status: 'Inactive' }).where(eq(userGroups.id, viewer.groupId));
    t.forgetCaches();
    expect(codeOf(await t.gql(USERS, {}, viewer.token))).toBe('FORBIDDEN');
  });

  it('getUserById: refused to anonymous, seller, partner (even for themselves: that is cUser); allowed with users:view', async () => {
    expect(codeOf(await t.gql(GET, { id: seller.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(GET, { id: partner.id }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(GET, { id: seller.id }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(GET, { id: seller.id }, partner.token))).toBe('FORBIDDEN');
    const viewer = await t.groupMember({ users: ['view'] });
    expect((await t.gql(GET, { id: seller.id }, viewer.token)).data?.getUserById?._id).toBe(seller.id);
    expect((await t.gql(GET, { id: seller.id }, sr.token)).data?.getUserById?.email).toBe(seller.email);
    const bad = await t.gql(GET, { id: 'not-an-id' }, sr.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toBe('Invalid user id.');
    expect(codeOf(await t.gql(GET, { id: newId() }, sr.token))).toBe('NOT_FOUND');
  });

  it('user(_id): refused to anonymous, seller, partner; allowed with users:view', async () => {
    expect(codeOf(await t.gql(USER, { id: seller.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(USER, { id: seller.id }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(USER, { id: seller.id }, partner.token))).toBe('FORBIDDEN');
    expect((await t.gql(USER, { id: seller.id }, sr.token)).data?.user?._id).toBe(seller.id);
    const viewer = await t.groupMember({ users: ['view'] });
    expect((await t.gql(USER, { id: seller.id }, viewer.token)).data?.user?._id).toBe(seller.id);
  });

  it('makeUser: refused to anonymous, seller, partner, a viewer; super_root and a root with users:add create', async () => {
    const before = await userCount(t);
    expect(codeOf(await t.gql(MAKE, { params: newUser() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(MAKE, { params: newUser() }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MAKE, { params: newUser() }, partner.token))).toBe('FORBIDDEN');
    const viewer = await t.groupMember({ users: ['view'] });
    expect(codeOf(await t.gql(MAKE, { params: newUser() }, viewer.token))).toBe('FORBIDDEN');
    expect(await userCount(t)).toBe(before + 1); // only the viewer itself
    const created = await t.gql(MAKE, { params: newUser({ email: 'Created.One@Test.pod' }) }, sr.token);
    expect(created.errors).toBeUndefined();
    expect(created.data!.makeUser).toMatchObject({ email: 'created.one@test.pod', role: 'sale', groups: ['sale'], status: 'Active' });
    // The new user can sign in with the password given.
    expect((await t.http().post('/auth').send({ email: 'created.one@test.pod', password: 'Abcdefg-1' })).status).toBe(200);
    const adder = await t.groupMember({ users: ['view', 'add'] });
    const byRoot = await t.gql(MAKE, { params: newUser({ role: 'fulfiller' }) }, adder.token);
    expect(byRoot.errors).toBeUndefined();
    // add is not update
    expect(codeOf(await t.gql(MAKE, { id: byRoot.data!.makeUser._id, params: { name: 'Renamed' } }, adder.token))).toBe('FORBIDDEN');
  });

  it('deleteById: refused to anonymous, seller, a viewer, yourself; super_root deletes with cascade', async () => {
    const victim = await t.userWithToken({ role: 'printer' });
    const hub = newId();
    await t.db.insert(manufactures).values({ id: hub, name: 'Hub' });
    await t.db.insert(manufactureWorkers).values({ manufactureId: hub, userId: victim.id });
    expect(codeOf(await t.gql(DELETE, { id: victim.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(DELETE, { id: victim.id }, seller.token))).toBe('FORBIDDEN');
    const viewer = await t.groupMember({ users: ['view', 'update'] });
    expect(codeOf(await t.gql(DELETE, { id: victim.id }, viewer.token))).toBe('FORBIDDEN');
    const self = await t.gql(DELETE, { id: sr.id }, sr.token);
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    expect(self.errors![0].message).toBe('You cannot delete your own account.');
    expect(codeOf(await t.gql(DELETE, { id: 'x' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(DELETE, { id: newId() }, sr.token))).toBe('NOT_FOUND');
    expect((await t.gql(DELETE, { id: victim.id }, sr.token)).data?.deleteById).toBe(true);
    expect(await t.db.$count(users, eq(users.id, victim.id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.userId, victim.id))).toBe(0);
    expect(await t.db.$count(manufactureWorkers, eq(manufactureWorkers.userId, victim.id))).toBe(0);
    expect(codeOf(await t.gql(ME, {}, victim.token))).toBe('UNAUTHENTICATED');
    const deleter = await t.groupMember({ users: ['view', 'delete'] });
    const other = await t.createUser({ role: 'sale' });
    expect((await t.gql(DELETE, { id: other.id }, deleter.token)).data?.deleteById).toBe(true);
  });

  it('getDefaultPermissions: the full module matrix, empty or a role default', async () => {
    const Q = doc<{ getDefaultPermissions: PermissionView[] }>(
      `query($role: String) { getDefaultPermissions(role: $role) { module title access { view add update delete } } }`,
    );
    expect(codeOf(await t.gql(Q))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(Q, {}, seller.token))).toBe('FORBIDDEN');
    const empty = (await t.gql(Q, {}, sr.token)).data!.getDefaultPermissions;
    expect(empty.length).toBeGreaterThan(20);
    expect(empty.every((p) => !Object.values(p.access).some(Boolean))).toBe(true);
    const sale = (await t.gql(Q, { role: 'sale' }, sr.token)).data!.getDefaultPermissions;
    expect(sale.find((p) => p.module === 'orders')?.access.view).toBe(true);
    expect(sale.find((p) => p.module === 'users')?.access.view).toBe(false);
    expect(codeOf(await t.gql(Q, { role: 'emperor' }, sr.token))).toBe('BAD_USER_INPUT');
    const groupViewer = await t.groupMember({ user_groups: ['view'] });
    expect((await t.gql(Q, {}, groupViewer.token)).errors).toBeUndefined();
  });
});

describe('users: list filters, paging, counts', () => {
  let t: TestApp;
  let sr: Awaited<ReturnType<TestApp['userWithToken']>>;
  const ids: Record<string, string> = {};
  let groupId: string;
  const list = async (vars: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await t.gql(USERS, { search: 'zqx', ...vars }, sr.token, headers);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return { names: res.data!.users.map((u) => u.name).sort(), total: Number(res.headers['x-total']), rows: res.data!.users };
  };

  beforeAll(async () => {
    t = await TestApp.start();
    sr = await t.userWithToken({ role: 'super_root' });
    groupId = newId();
    await t.db.insert(userGroups).values({ id: groupId, name: 'Night shift', permission: [] });
    const mk = async (name: string, values: Record<string, unknown>) => {
      ids[name] = (await t.createUser({ name: `zqx ${name}`, role: 'sale', ...values } as never)).id;
    };
    await mk('cutter', { role: 'cutting', groups: ['cutting'], createdAt: new Date('2024-01-01T10:00:00Z'), identity: 'ID-1' });
    await mk('printer', { role: 'printer', groups: ['printer'], createdAt: new Date('2024-01-02T23:59:00Z'), status: 'Pending' });
    await mk('qc', { role: 'order_qc', groups: ['order_qc'], createdAt: new Date('2024-01-03T00:00:00Z'), groupId });
    await mk('fulfiller', { role: 'fulfiller', groups: ['fulfiller'], createdAt: new Date('2024-01-04T00:00:00Z'), status: 'Disabled' });
    await mk('accountant', { role: 'accounting', groups: ['accounting'], createdAt: new Date('2024-01-05T00:00:00Z'), identityLabel: 'Money Desk' });
    await mk('seller', { role: 'sale', groups: ['sale'], createdAt: new Date('2024-01-06T00:00:00Z'), email: 'Shop.Owner@Example.com' });
    await mk('percent', { role: 'sale', groups: ['sale'], createdAt: new Date('2024-01-07T00:00:00Z'), name: 'zqx 100% sure_thing' });
  });
  afterAll(() => t.stop());

  it('search is a case-insensitive substring over email, name and identity_label, with LIKE wildcards taken literally', async () => {
    expect((await list({})).total).toBe(7);
    expect((await list({ search: 'ZQX CUT' })).names).toEqual(['zqx cutter']);
    expect((await list({ search: 'money desk' })).names).toEqual(['zqx accountant']);
    expect((await list({ search: 'shop.owner@' })).names).toEqual(['zqx seller']);
    expect((await list({ search: '100%' })).names).toEqual(['zqx 100% sure_thing']);
    expect((await list({ search: 'zqx_' })).total).toBe(0);
    expect((await list({ search: "'; drop table users; --" })).total).toBe(0);
  });

  it('email, identity, status (Opened = all), group by id or role name', async () => {
    expect((await list({ email: 'SHOP.owner' })).names).toEqual(['zqx seller']);
    expect((await list({ identity: 'ID-1' })).names).toEqual(['zqx cutter']);
    expect((await list({ status: 'Pending' })).names).toEqual(['zqx printer']);
    expect((await list({ status: 'Disabled' })).names).toEqual(['zqx fulfiller']);
    expect((await list({ status: 'Opened' })).total).toBe(7);
    // The list screen sends the all tab as a blank status, and blank text filters and dates as ''.
    expect((await list({ status: '', email: '', identity: '', group: '', start: '', end: '' })).total).toBe(7);
    expect((await list({ status: 'Active' })).total).toBe(5);
    expect((await list({ group: groupId })).names).toEqual(['zqx qc']);
    expect((await list({ group: 'accounting' })).names).toEqual(['zqx accountant']);
    const bad = await t.gql(USERS, { status: 'Sleeping' }, sr.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions?.fields?.status).toMatch(/Unknown status/);
    expect(codeOf(await t.gql(USERS, { group: 'wizards' }, sr.token))).toBe('BAD_USER_INPUT');
    const huge = await t.gql(USERS, { search: 'x'.repeat(10_000) }, sr.token);
    expect(codeOf(huge)).toBe('BAD_USER_INPUT');
    expect(huge.errors![0].extensions?.fields?.search).toMatch(/at most 200/);
    expect(codeOf(await t.gql(USERS, { withProduction: 'yes' }, sr.token))).toBe('BAD_USER_INPUT');
  });

  it('withProduction, withOrderFulfillment, withFinance', async () => {
    expect((await list({ withProduction: true })).names).toEqual(['zqx cutter', 'zqx printer']);
    expect((await list({ withOrderFulfillment: true })).names).toEqual(['zqx fulfiller', 'zqx qc']);
    expect((await list({ withFinance: true })).names).toEqual(['zqx accountant']);
    expect((await list({ withProduction: true, withFinance: true })).total).toBe(3);
  });

  it('start and end are DD-MM-YYYY days, inclusive, in UTC; a bad date is BAD_USER_INPUT', async () => {
    expect((await list({ start: '02-01-2024', end: '03-01-2024' })).names).toEqual(['zqx printer', 'zqx qc']);
    expect((await list({ start: '06-01-2024' })).total).toBe(2);
    expect((await list({ end: '01-01-2024' })).names).toEqual(['zqx cutter']);
    for (const bad of [{ start: '2024-01-02' }, { end: '31-02-2024' }, { start: 'yesterday' }]) {
      const res = await t.gql(USERS, bad, sr.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].message).toMatch(/DD-MM-YYYY/);
      expect(Object.keys(res.errors![0].extensions!.fields!)).toEqual(Object.keys(bad));
    }
  });

  it('pages with page / per-page headers or args, total in x-total, default sort newest first, whitelisted sort', async () => {
    const first = await list({}, { page: '1', 'per-page': '3' });
    expect(first.total).toBe(7);
    expect(first.rows.map((u) => u.name)).toEqual(['zqx 100% sure_thing', 'zqx seller', 'zqx accountant']);
    const third = await list({ page: 3, perPage: 3 });
    expect(third.rows.map((u) => u.name)).toEqual(['zqx cutter']);
    const byName = await list({ sort: 'name:asc', perPage: 2 });
    expect(byName.rows.map((u) => u.name)).toEqual(['zqx 100% sure_thing', 'zqx accountant']);
    const bad = await t.gql(USERS, { sort: 'password_hash:asc' }, sr.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toMatch(/Cannot sort by/);
    // Default page size is 20.
    for (let i = 0; i < 20; i++) await t.createUser({ role: 'sale', name: `zqx bulk ${i}` });
    const page = await list({});
    expect(page.rows.length).toBe(20);
    expect(page.total).toBe(27);
  });

  it('usersStatusCounts gives the tab counts under the other filters', async () => {
    const Q = `query($search: String) { usersStatusCounts(search: $search) { status count } }`;
    expect(codeOf(await t.gql(Q, { search: 'zqx' }))).toBe('UNAUTHENTICATED');
    const res = await t.gql(Q, { search: 'zqx bulk' }, sr.token);
    expect(res.data!.usersStatusCounts).toEqual([
      { status: 'Opened', count: 20 },
      { status: 'Active', count: 20 },
      { status: 'Pending', count: 0 },
      { status: 'Disabled', count: 0 },
    ]);
  });

  it('unfiltered status counts come from trigger-kept counters that always equal a real count', async () => {
    const real = async () => {
      const rows = await t.db.select({ status: users.status, n: count() }).from(users).groupBy(users.status);
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    };
    const kept = async () => {
      const rows = await t.db.select().from(userStatusCounters);
      return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]));
    };
    const tabs = async () => {
      const res = await t.gql(`{ usersStatusCounts { status count } }`, {}, sr.token);
      const counts = res.data!.usersStatusCounts as Array<{ status: string; count: number }>;
      return Object.fromEntries(counts.filter((c) => c.count > 0 && c.status !== 'Opened').map((c) => [c.status, c.count]));
    };
    const disabledTotal = async () => Number((await t.gql(`{ users(status: "Disabled", perPage: 1) { _id } }`, {}, sr.token)).headers['x-total']);
    const check = async () => {
      const truth = await real();
      expect(await kept()).toEqual(truth);
      expect(await tabs()).toEqual(truth);
      expect(await disabledTotal()).toBe(truth.Disabled ?? 0);
    };
    await check();
    // Many rows in one statement, then status changes, a login-like update that changes no status, and deletes.
    const ids = Array.from({ length: 30 }, () => newId());
    await t.db.insert(users).values(
      ids.map((id, i) => ({
        id,
        email: `count-${id.slice(-10)}@test.pod`,
        name: 'Counted',
        role: 'sale',
        status: i % 3 === 0 ? 'Pending' : 'Active',
        passwordHash: 'x',
      })),
    );
    await check();
    await t.db
      .update(users)
      .set({ status: 'Disabled' })
      .where(inArray(users.id, ids.slice(0, 12)));
    await check();
    await t.db.update(users).set({ lastLogin: new Date() }).where(inArray(users.id, ids));
    await check();
    const made = await t.gql(MAKE, { id: ids[20], params: { status: 'Disabled' } }, sr.token);
    expect(made.errors).toBeUndefined();
    await check();
    expect((await t.gql(DELETE, { id: ids[0] }, sr.token)).data!.deleteById).toBe(true);
    await t.db.delete(users).where(inArray(users.id, ids.slice(1, 5)));
    await check();
  });

  it('usersNoneGroup lists users in no user group, with a count (also in x-total)', async () => {
    const Q = doc<{ usersNoneGroup: { users: Ref[]; count: number } }>(
      `query($search: String, $group_id: ID) { usersNoneGroup(search: $search, group_id: $group_id) { users { _id name } count } }`,
    );
    const seller = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(Q, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(Q, {}, seller.token))).toBe('FORBIDDEN');
    const res = await t.gql(Q, { search: 'zqx', group_id: groupId }, sr.token, { 'per-page': '5' });
    expect(res.data!.usersNoneGroup.count).toBe(26);
    expect(res.headers['x-total']).toBe('26');
    expect(res.data!.usersNoneGroup.users.length).toBe(5);
    expect(res.data!.usersNoneGroup.users.some((u) => u._id === ids.qc)).toBe(false);
    expect(codeOf(await t.gql(Q, { group_id: 'nope' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(Q, { group_id: newId() }, sr.token))).toBe('NOT_FOUND');
  });
});

describe('makeUser: validation and normalisation', () => {
  let t: TestApp;
  let sr: SignedInUser;
  beforeAll(async () => ({ t, sr } = await TestApp.startWith({ sr: 'super_root' })));
  afterAll(() => t.stop());

  const refuse = async (params: Record<string, unknown>, field: string | null, message: RegExp, id?: string, reason?: string) => {
    const before = await userCount(t);
    const snapshot = id ? (await t.db.select().from(users).where(eq(users.id, id)))[0] : null;
    const res = await t.gql(MAKE, { id, params }, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(message);
    if (field) expect(res.errors![0].extensions?.fields?.[field]).toBeTruthy();
    if (reason) expect(res.errors![0].extensions?.reasons?.[field!]).toBe(reason);
    expect(await userCount(t)).toBe(before);
    if (id) expect((await t.db.select().from(users).where(eq(users.id, id)))[0]).toEqual(snapshot);
  };

  it.each([
    ['missing email', { email: undefined }, 'email', /valid email/, 'email_invalid'],
    ['bad email', { email: 'not-an-email' }, 'email', /valid email/, 'email_invalid'],
    ['huge email', { email: `${'a'.repeat(500)}@x.co` }, 'email', /valid email/, 'email_invalid'],
    ['empty name', { name: '  ' }, 'name', /enter the name/, 'required'],
    ['huge name', { name: 'n'.repeat(10_000) }, 'name', /at most 200/, 'too_long'],
    ['huge identity_label', { identity_label: 'x'.repeat(10_000) }, 'identity_label', /at most 500/, 'too_long'],
    ['unknown status', { status: 'Sleeping' }, 'status', /Unknown status "Sleeping"/, 'unknown_value'],
    ['unknown role', { role: 'emperor' }, 'role', /Unknown role/, 'unknown_value'],
    ['unknown group name', { groups: ['sale', 'wizards'] }, 'groups', /Unknown group/, 'unknown_value'],
    ['unknown active status', { active_status: 'Napping' }, 'active_status', /Unknown active status/, 'unknown_value'],
    ['unknown theme', { theme: 'purple' }, 'theme', /Unknown theme/, 'unknown_value'],
    ['no password', { new_password: undefined, confirm_password: undefined }, 'new_password', /enter a password/, 'password_required'],
    ['weak password', { new_password: 'short', confirm_password: 'short' }, 'new_password', /at least 8/, 'password_weak'],
    ['mismatched confirm', { confirm_password: 'Abcdefg-2' }, 'confirm_password', /do not match/, 'password_mismatch'],
    ['invalid group id', { group_id: 'abc' }, 'group_id', /Invalid user group id/, 'invalid_id'],
    ['unknown group id', { group_id: newId() }, 'group_id', /does not exist/, 'not_exist'],
    ['invalid shipping user', { shipping_user_id: '1; drop table users' }, 'shipping_user_id', /Invalid shipping user id/, 'invalid_id'],
    ['unknown shipping user', { shipping_user_id: newId() }, 'shipping_user_id', /does not exist/, 'not_exist'],
    ['non-numeric credit', { total_credit: 'lots' }, 'total_credit', /must be a number/, 'number'],
    ['a starting credit (only billing moves credit)', { total_credit: '50' }, 'total_credit', /Billing \(adjustCredit\)/, 'credit_via_billing'],
    ['vip out of range', { vip: '-5' }, 'vip', /between 0 and/, 'range'],
    ['day_update_tracking out of range', { day_update_tracking: 9999 }, 'day_update_tracking', /between 0 and 365/, 'range'],
    ['unknown module', { permission: [{ module: 'nukes', access: { view: true } }] }, 'permission', /Unknown module "nukes"/, 'unknown_value'],
    ['unknown hub action', { hubs: [{ action: 'Destroy', name: 'x' }] }, 'hubs', /Unknown hub action "Destroy"/, 'unknown_value'],
    ['hub without name', { hubs: [{ action: 'Create' }] }, 'hubs', /hub name/, 'required'],
    ['hub with a bad id', { hubs: [{ action: 'Assigned', _id: 'abc' }] }, 'hubs', /Invalid hub id/, 'invalid_id'],
    ['hub that does not exist', { hubs: [{ action: 'Assigned', _id: newId() }] }, 'hubs', /does not exist/, 'not_exist'],
  ])('create refuses %s with a clear message and reason, and writes nothing', async (_label, over, field, message, reason) => {
    await refuse(newUser(over), field, message, undefined, reason);
  });

  it('an update refuses a changed credit (billing moves it, with a ledger entry) and writes nothing; the stored amount sent back is no change', async () => {
    const u = await t.createUser({ role: 'sale' });
    await refuse({ name: 'Renamed', total_credit: '99.99' }, 'total_credit', /adjustCredit/, u.id, 'credit_via_billing');
    const same = await t.gql(MAKE, { id: u.id, params: { name: 'Renamed', total_credit: '0' } }, sr.token);
    expect(same.errors).toBeUndefined();
  });

  it.each([
    ['vip as an object', { vip: { a: 1 } }, /vip|Flex/],
    ['email as a number', { email: 12345 }, /String/],
    ['groups as a string list of numbers', { groups: [1, 2] }, /String/],
    ['huge flex text', { vip: '9'.repeat(10_000) }, /at most 100/],
    ['hour as text in times', { hubs: 'Create' }, /HubInput|Expected/],
  ])('wrong types are refused before anything runs: %s', async (_label, over, message) => {
    await refuse(newUser(over), null, message);
  });

  it('refuses an invalid id and answers NOT_FOUND for an unknown one', async () => {
    await refuse({ name: 'x' }, 'id', /Invalid user id/, 'abc');
    expect(codeOf(await t.gql(MAKE, { id: newId(), params: { name: 'x' } }, sr.token))).toBe('NOT_FOUND');
  });

  it('refuses a used email in any case with CONFLICT, on create and on update', async () => {
    const existing = await t.createUser({ role: 'sale', email: 'taken@test.pod' });
    const before = await userCount(t);
    const dup = await t.gql(MAKE, { params: newUser({ email: 'TAKEN@Test.pod' }) }, sr.token);
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(dup.errors![0].message).toBe('This email is already in use.');
    expect(dup.errors![0].extensions?.fields?.email).toBe('This email is already in use.');
    // Clients branch on the stable reason, not on the English text.
    expect(dup.errors![0].extensions?.reasons).toEqual({ email: 'email_taken' });
    expect(await userCount(t)).toBe(before);
    const other = await t.createUser({ role: 'sale' });
    expect(codeOf(await t.gql(MAKE, { id: other.id, params: { email: 'Taken@test.pod' } }, sr.token))).toBe('CONFLICT');
    // Keeping your own email is fine.
    expect((await t.gql(MAKE, { id: existing.id, params: { email: 'TAKEN@test.pod', name: 'Same' } }, sr.token)).errors).toBeUndefined();
  });

  it('normalises form values as spec section 5 says', async () => {
    const res = await t.gql(
      MAKE,
      {
        params: newUser({
          vip: '3.7',
          wholesale_level: 'abc',
          active_tracking_day: 7,
          day_update_tracking: '4',
          ship_by_seller: 'true',
          hold_off: '0',
          is_international: 1,
          addition_base_cost: '1.5',
          addition_shipping_service_price: 'abc',
          theme: 'dark',
          sidebarCollapsed: 'true',
          default_shipping_method: { _id: 'usps', name: 'USPS' },
        }),
      },
      sr.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.makeUser).toMatchObject({
      vip: 3,
      wholesale_level: 0,
      active_tracking_day: null,
      day_update_tracking: 4,
      total_credit: '0.00',
      ship_by_seller: true,
      hold_off: false,
      is_international: true,
      addition_base_cost: 1.5,
      addition_shipping_service_price: 0,
      theme: 'dark',
      sidebarCollapsed: true,
      navbarType: 'sticky',
      default_shipping_method: { _id: 'usps', name: 'USPS' },
    });
    const id = res.data!.makeUser._id;
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row.activeTrackingDay).toBeNull();
    expect(row.totalCredit).toBe('0.00');
    const upd = await t.gql(MAKE, { id, params: { active_tracking_day: '3', vip: 2 } }, sr.token);
    expect(upd.data!.makeUser).toMatchObject({ active_tracking_day: 3, vip: 2, total_credit: '0.00' });
    const again = await t.gql(MAKE, { id, params: { active_tracking_day: 0 } }, sr.token);
    expect(again.data!.makeUser.active_tracking_day).toBeNull();
  });

  it('stores SQL and HTML in text verbatim and harmlessly', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const label = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await t.gql(MAKE, { params: newUser({ name, identity_label: label, facebook: "' OR 1=1 --" }) }, sr.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.makeUser).toMatchObject({ name, identity_label: label });
    expect(await userCount(t)).toBeGreaterThan(1);
    const found = await t.gql(USERS, { search: '<script>' }, sr.token);
    expect(found.data!.users.map((u) => u.name)).toEqual([name]);
  });

  it('updates only what is given, and a role change replaces the old role in groups', async () => {
    const u = await t.createUser({ role: 'sale', identity: 'S-1', groups: ['sale', 'partner'] });
    const res = await t.gql(MAKE, { id: u.id, params: { role: 'fulfiller' } }, sr.token);
    expect(res.data!.makeUser).toMatchObject({ role: 'fulfiller', identity: 'S-1' });
    expect(res.data!.makeUser.groups.sort()).toEqual(['fulfiller', 'partner']);
  });

  it('a disabled user cannot disable themselves', async () => {
    const res = await t.gql(MAKE, { id: sr.id, params: { status: 'Disabled' } }, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions?.fields?.status).toBe('You cannot disable your own account.');
  });
});

describe('makeUser: nobody can grant what they do not hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  it('refuses personal permissions, roles, groups and user groups beyond the caller; allows what they hold', async () => {
    const admin = await t.groupMember({ users: ['view', 'add', 'update'] }, 'fulfiller');
    const target = await t.createUser({ role: 'sale' });
    const before = await userCount(t);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ permission: matrix({ users: ['delete'] }) }, /users:delete/],
      [{ permission: matrix({ extensions: ['view'] }) }, /extensions:view/],
      [{ role: 'super_root' }, /super_root/],
      [{ groups: ['sale', 'super_root'] }, /super_root/],
      [{ role: 'root' }, /cannot give the root role/],
      [{ groups: ['sale', 'accounting'] }, /cannot give the accounting role/],
    ];
    for (const [params, message] of cases) {
      const res = await t.gql(MAKE, { id: target.id, params }, admin.token);
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(res.errors![0].message).toMatch(message);
      const create = await t.gql(MAKE, { params: newUser(params) }, admin.token);
      expect(codeOf(create)).toBe('FORBIDDEN');
    }
    const strongGroup = newId();
    await t.db.insert(userGroups).values({ id: strongGroup, name: 'strong', permission: matrix({ users: ['view', 'delete'] }) });
    const g = await t.gql(MAKE, { id: target.id, params: { group_id: strongGroup } }, admin.token);
    expect(codeOf(g)).toBe('FORBIDDEN');
    expect(g.errors![0].message).toMatch(/group that grants/);
    expect(await userCount(t)).toBe(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: 'sale', groupId: null, permission: [] });
    // What the caller holds may be granted.
    const ok = await t.gql(MAKE, { id: target.id, params: { permission: matrix({ users: ['view'], orders: ['view'] }) } }, admin.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.makeUser.permission.find((p) => p.module === 'users')?.access).toEqual({
      view: true,
      add: false,
      update: false,
      delete: false,
    });
    const weakGroup = newId();
    await t.db.insert(userGroups).values({ id: weakGroup, name: 'weak', permission: matrix({ users: ['view'] }) });
    expect((await t.gql(MAKE, { id: target.id, params: { group_id: weakGroup } }, admin.token)).data?.makeUser.group).toEqual({ _id: weakGroup, name: 'weak' });
  });

  it('only a super_root edits a super_root or gives the super_root role', async () => {
    const root = await t.groupMember({ users: ['view', 'add', 'update', 'delete'] });
    const sr = await t.userWithToken({ role: 'super_root' });
    const otherSr = await t.createUser({ role: 'super_root' });
    const edit = await t.gql(MAKE, { id: otherSr.id, params: { name: 'Hacked' } }, root.token);
    expect(codeOf(edit)).toBe('FORBIDDEN');
    expect(edit.errors![0].message).toBe('Only a super_root can edit a super_root.');
    expect(codeOf(await t.gql(DELETE, { id: otherSr.id }, root.token))).toBe('FORBIDDEN');
    const seller = await t.createUser({ role: 'sale' });
    expect(codeOf(await t.gql(MAKE, { id: seller.id, params: { groups: ['super_root'] } }, root.token))).toBe('FORBIDDEN');
    const promoted = await t.gql(MAKE, { id: seller.id, params: { role: 'super_root' } }, sr.token);
    expect(promoted.data!.makeUser.role).toBe('super_root');
    expect((await t.gql(MAKE, { id: otherSr.id, params: { name: 'Renamed' } }, sr.token)).data!.makeUser.name).toBe('Renamed');
  });
});

describe('makeUser: hubs, sessions and events', () => {
  let t: TestApp;
  let sr: SignedInUser;
  beforeAll(async () => ({ t, sr } = await TestApp.startWith({ sr: 'super_root' })));
  afterAll(() => t.stop());

  it('Create makes a manufacture and adds the user; Edit renames; Assigned adds; Unset removes', async () => {
    const created = await t.gql(MAKE, { params: newUser({ role: 'printer', hubs: [{ action: 'Create', name: 'North Hub' }] }) }, sr.token);
    expect(created.errors).toBeUndefined();
    const u = created.data!.makeUser;
    expect(u.hubs).toHaveLength(1);
    const north = u.hubs[0]._id;
    expect(u.hubs[0].name).toBe('North Hub');
    const south = newId();
    await t.db.insert(manufactures).values({ id: south, name: 'South Hub' });
    const edited = await t.gql(
      MAKE,
      {
        id: u._id,
        params: {
          hubs: [
            { action: 'Edit', _id: north, name: 'North Hub 2' },
            { action: 'Assigned', _id: south },
          ],
        },
      },
      sr.token,
    );
    expect(edited.data!.makeUser.hubs.map((h) => h.name)).toEqual(['North Hub 2', 'South Hub']);
    const unset = await t.gql(MAKE, { id: u._id, params: { hubs: [{ action: 'Unset', _id: north }] } }, sr.token);
    expect(unset.data!.makeUser.hubs).toEqual([{ _id: south, name: 'South Hub' }]);
    // The worker sees the manufacture in their own list.
    const me = await t.login(u.email, 'Abcdefg-1');
    expect((await t.gql(`{ manufactures { _id } }`, {}, me.token)).data!.manufactures).toEqual([{ _id: south }]);
  });

  it('a failing hub change writes nothing at all (one transaction)', async () => {
    const u = await t.createUser({ role: 'printer' });
    const m = newId();
    await t.db.insert(manufactures).values({ id: m, name: 'Kept' });
    const [{ n: before }] = await t.db.select({ n: count() }).from(manufactures);
    const res = await t.gql(
      MAKE,
      {
        id: u.id,
        params: {
          name: 'Changed',
          hubs: [
            { action: 'Create', name: 'New' },
            { action: 'Assigned', _id: newId() },
          ],
        },
      },
      sr.token,
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const [{ n: after }] = await t.db.select({ n: count() }).from(manufactures);
    expect(after).toBe(before);
    expect((await t.db.select().from(users).where(eq(users.id, u.id)))[0].name).not.toBe('Changed');
  });

  it('a root without manufactures:add cannot create hubs', async () => {
    const admin = await t.groupMember({ users: ['view', 'add', 'update'] }, 'fulfiller');
    const u = await t.createUser({ role: 'printer' });
    expect(codeOf(await t.gql(MAKE, { id: u.id, params: { hubs: [{ action: 'Create', name: 'X' }] } }, admin.token))).toBe('FORBIDDEN');
  });

  it('disabling a user revokes their sessions at once', async () => {
    const u = await t.userWithToken({ role: 'sale' });
    expect((await t.gql(ME, {}, u.token)).data?.cUser?._id).toBe(u.id);
    const res = await t.gql(MAKE, { id: u.id, params: { status: 'Disabled' } }, sr.token);
    expect(res.data!.makeUser.status).toBe('Disabled');
    expect(codeOf(await t.gql(ME, {}, u.token))).toBe('UNAUTHENTICATED');
    expect((await t.http().post('/auth').send({ email: u.email, password: PASSWORD })).status).toBe(403);
  });

  it('a new password revokes their sessions and works at sign-in', async () => {
    const u = await t.userWithToken({ role: 'sale' });
    const res = await t.gql(MAKE, { id: u.id, params: { new_password: 'Fresh-pass-9', confirm_password: 'Fresh-pass-9' } }, sr.token);
    expect(res.errors).toBeUndefined();
    expect(codeOf(await t.gql(ME, {}, u.token))).toBe('UNAUTHENTICATED');
    expect((await t.http().post('/auth').send({ email: u.email, password: 'Fresh-pass-9' })).status).toBe(200);
    expect((await t.http().post('/auth').send({ email: u.email, password: PASSWORD })).status).toBe(401);
  });

  it('publishes userUpdated when credit, vip, status or identity change, not for other fields', async () => {
    const spy = jest.spyOn(t.app.get<PubSubEngine>(PUB_SUB), 'publish');
    const u = await t.createUser({ role: 'sale' });
    await t.gql(MAKE, { id: u.id, params: { skype: 'live:someone' } }, sr.token);
    await eventsSettled(t);
    expect(spy.mock.calls.filter(([topic]) => String(topic).includes(u.id))).toHaveLength(0);
    await t.gql(MAKE, { id: u.id, params: { vip: 2 } }, sr.token);
    await eventsSettled(t);
    // Credit changes only through billing's ledger.
    const adjusted = await t.gql(`mutation($id: ID!) { adjustCredit(user_id: $id, amount: "25", message: "Goodwill") { _id } }`, { id: u.id }, sr.token);
    expect(adjusted.errors).toBeUndefined();
    await eventsSettled(t);
    const calls = spy.mock.calls.filter(([topic]) => String(topic).includes(u.id));
    expect(calls).toHaveLength(2);
    expect(calls[0][1]).toEqual({ userUpdated: expect.objectContaining({ _id: u.id, vip: 2 }) });
    expect(calls[1][1]).toEqual({ userUpdated: expect.objectContaining({ _id: u.id, total_credit: '25.00', vip: 2 }) });
    spy.mockRestore();
  });
});

describe('setUsersStatus: one status for many users, all or nothing', () => {
  const SET = `mutation($ids: [ID!]!, $status: String!) { setUsersStatus(ids: $ids, status: $status) }`;
  let t: TestApp;
  let sr: SignedInUser;
  beforeAll(async () => {
    t = await TestApp.start();
    sr = await t.userWithToken({ role: 'super_root' });
  });
  afterAll(() => t.stop());
  const statuses = async (ids: string[]) =>
    Object.fromEntries((await t.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, ids))).map((r) => [r.id, r.status]));

  it('refused to anonymous, a seller and a viewer; allowed with users:update', async () => {
    const a = await t.createUser({ role: 'sale' });
    expect(codeOf(await t.gql(SET, { ids: [a.id], status: 'Pending' }))).toBe('UNAUTHENTICATED');
    const seller = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(SET, { ids: [a.id], status: 'Pending' }, seller.token))).toBe('FORBIDDEN');
    const viewer = await t.groupMember({ users: ['view'] }, 'fulfiller');
    expect(codeOf(await t.gql(SET, { ids: [a.id], status: 'Pending' }, viewer.token))).toBe('FORBIDDEN');
    expect(await statuses([a.id])).toEqual({ [a.id]: 'Active' });
    const editor = await t.groupMember({ users: ['view', 'update'] }, 'fulfiller');
    expect((await t.gql(SET, { ids: [a.id], status: 'Pending' }, editor.token)).data?.setUsersStatus).toBe(1);
    expect(await statuses([a.id])).toEqual({ [a.id]: 'Pending' });
  });

  it('changes every listed user in one go, counts only real changes, and disabled users lose their sessions', async () => {
    const a = await t.userWithToken({ role: 'sale' });
    const b = await t.userWithToken({ role: 'fulfiller' });
    const c = await t.createUser({ role: 'printer', status: 'Disabled' });
    const res = await t.gql(SET, { ids: [a.id, b.id, c.id, a.id], status: 'Disabled' }, sr.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.setUsersStatus).toBe(2);
    expect(await statuses([a.id, b.id, c.id])).toEqual({ [a.id]: 'Disabled', [b.id]: 'Disabled', [c.id]: 'Disabled' });
    for (const who of [a, b]) expect(codeOf(await t.gql(ME, {}, who.token))).toBe('UNAUTHENTICATED');
    // The status tab counters follow the bulk update.
    const [real] = await t.db.select({ n: count() }).from(users).where(eq(users.status, 'Disabled'));
    const [kept] = await t.db.select().from(userStatusCounters).where(eq(userStatusCounters.status, 'Disabled'));
    expect(kept.n).toBe(real.n);
  });

  it('bad input, an unknown user, disabling yourself or a super_root by a non-super_root write nothing', async () => {
    const a = await t.createUser({ role: 'sale' });
    const bad = await t.gql(SET, { ids: [a.id], status: 'Sleeping' }, sr.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions?.fields).toEqual({ status: 'Unknown status "Sleeping". Use Active, Pending or Disabled.' });
    expect(bad.errors![0].extensions?.reasons).toEqual({ status: 'unknown_value' });
    const none = await t.gql(SET, { ids: [], status: 'Pending' }, sr.token);
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(none.errors![0].extensions?.reasons).toEqual({ ids: 'required' });
    expect(codeOf(await t.gql(SET, { ids: [a.id, 'nope'], status: 'Pending' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SET, { ids: Array.from({ length: 501 }, () => newId()), status: 'Pending' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SET, { ids: [a.id, newId()], status: 'Pending' }, sr.token))).toBe('NOT_FOUND');
    const self = await t.gql(SET, { ids: [a.id, sr.id], status: 'Disabled' }, sr.token);
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    expect(self.errors![0].message).toBe('You cannot disable your own account.');
    const admin = await t.groupMember({ users: ['view', 'update'] });
    const otherSuper = await t.createUser({ role: 'super_root' });
    expect(codeOf(await t.gql(SET, { ids: [a.id, otherSuper.id], status: 'Pending' }, admin.token))).toBe('FORBIDDEN');
    expect(await statuses([a.id, otherSuper.id, sr.id])).toEqual({ [a.id]: 'Active', [otherSuper.id]: 'Active', [sr.id]: 'Active' });
  });

  it('publishes userUpdated for each user that changed', async () => {
    const spy = jest.spyOn(t.app.get<PubSubEngine>(PUB_SUB), 'publish');
    const a = await t.createUser({ role: 'sale' });
    const b = await t.createUser({ role: 'sale', status: 'Pending' });
    await t.gql(SET, { ids: [a.id, b.id], status: 'Pending' }, sr.token);
    await eventsSettled(t);
    const updated = spy.mock.calls.filter(([topic]) => String(topic).includes('userUpdated'));
    expect(updated.map(([, payload]) => (payload as { userUpdated: { _id: string; status: string } }).userUpdated)).toEqual([
      expect.objectContaining({ _id: a.id, status: 'Pending' }),
    ]);
    spy.mockRestore();
  });
});
