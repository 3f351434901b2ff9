import { eq } from 'drizzle-orm';
import { userGroups, users } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { codeOf, doc, matrix, TestApp, type SignedInUser } from './harness';
import type { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB, TOPICS } from '../src/platform/realtime/topics';
import { eventsSettled } from './events-settled';
import { eventStream, subscribed, wsClient } from './realtime';

interface GroupView {
  _id: string;
  name: string;
  status: string;
  is_default?: boolean;
  permission: Array<{ module: string; title: string; access: Record<'view' | 'add' | 'update' | 'delete', boolean> }>;
}

const LIST = doc<{ usergroups: GroupView[] }>(`query($name: String, $status: String, $get_all: Boolean, $page: Int, $perPage: Int) {
  usergroups(name: $name, status: $status, get_all: $get_all, page: $page, perPage: $perPage) { _id name status is_default permission { module title access { view add update delete } } created_at updated_at } }`);
const MAKE = doc<{ makeUserGroup: GroupView }>(
  `mutation($id: ID, $params: MakeUserGroupParams!) { makeUserGroup(id: $id, params: $params) { _id name status permission { module title access { view add update delete } } } }`,
);
const TRASH = doc<{ trashUserGroup: number }>(`mutation($ids: [ID!]!) { trashUserGroup(delete_ids: $ids) }`);
const USERS = doc<{ users: Array<{ _id: string }> }>(`{ users { _id } }`);

describe('user groups', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  const groupCount = () => t.db.$count(userGroups);
  beforeAll(async () => {
    t = await TestApp.start();
    ({ sr, seller, partner } = await t.cast());
  });
  afterAll(() => t.stop());

  it('usergroups: refused to anonymous, seller, partner; allowed to super_root and to a root whose group grants user_groups:view', async () => {
    expect(codeOf(await t.gql(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(LIST, {}, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LIST, {}, partner.token))).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, sr.token)).errors).toBeUndefined();
    const viewer = await t.groupMember({ user_groups: ['view'] });
    const res = await t.gql(LIST, {}, viewer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.usergroups.some((g: { _id: string }) => g._id === viewer.groupId)).toBe(true);
  });

  it('makeUserGroup: refused to anonymous, seller, a viewer; super_root creates and updates; a root with user_groups:add creates', async () => {
    const params = { name: 'Support team', status: 'Active', permission: matrix({ tickets: ['view', 'update'] }) };
    const before = await groupCount();
    expect(codeOf(await t.gql(MAKE, { params }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(MAKE, { params }, seller.token))).toBe('FORBIDDEN');
    const viewer = await t.groupMember({ user_groups: ['view'] });
    expect(codeOf(await t.gql(MAKE, { params }, viewer.token))).toBe('FORBIDDEN');
    expect(await groupCount()).toBe(before + 1); // the viewer's own group
    const created = await t.gql(MAKE, { params }, sr.token);
    expect(created.errors).toBeUndefined();
    const g = created.data!.makeUserGroup;
    expect(g).toMatchObject({ name: 'Support team', status: 'Active' });
    expect(g.permission).toEqual([{ module: 'tickets', title: 'modules.tickets', access: { view: true, add: false, update: true, delete: false } }]);
    const updated = await t.gql(MAKE, { id: g._id, params: { name: 'Support desk', status: 'Inactive' } }, sr.token);
    expect(updated.data!.makeUserGroup).toMatchObject({ _id: g._id, name: 'Support desk', status: 'Inactive' });
    expect(updated.data!.makeUserGroup.permission).toHaveLength(1);
    const adder = await t.groupMember({ user_groups: ['view', 'add'], tickets: ['view'] });
    const mine = await t.gql(MAKE, { params: { name: 'Ticket readers', permission: matrix({ tickets: ['view'] }) } }, adder.token);
    expect(mine.errors).toBeUndefined();
    // add is not update
    expect(codeOf(await t.gql(MAKE, { id: mine.data!.makeUserGroup._id, params: { name: 'x' } }, adder.token))).toBe('FORBIDDEN');
  });

  it.each([
    ['no name', { permission: [] }, 'name', /enter the group name/],
    ['a huge name', { name: 'g'.repeat(10_000) }, 'name', /at most 200/],
    ['an unknown status', { name: 'G', status: 'Sleeping' }, 'status', /Unknown status "Sleeping"/],
    ['an unknown module', { name: 'G', permission: [{ module: 'nukes', access: { view: true } }] }, 'permission', /Unknown module "nukes"/],
    ['an unknown role', { name: 'G', role: 'wizard' }, 'role', /Unknown role/],
  ])('makeUserGroup refuses %s with a clear message and writes nothing', async (_l, params, field, message) => {
    const before = await groupCount();
    const res = await t.gql(MAKE, { params }, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(message);
    expect(res.errors![0].extensions?.fields?.[field]).toBeTruthy();
    expect(await groupCount()).toBe(before);
  });

  it('makeUserGroup refuses wrong types, invalid ids and duplicate names', async () => {
    const before = await groupCount();
    expect(codeOf(await t.gql(MAKE, { params: { name: 5 } }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(MAKE, { params: { name: 'G', permission: [{ module: 'users', access: { view: 'yes' } }] } }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(MAKE, { params: { name: 'G', permission: { module: 'users' } } }, sr.token))).toBe('BAD_USER_INPUT');
    const bad = await t.gql(MAKE, { id: "1' or '1'='1", params: { name: 'G' } }, sr.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toBe('Invalid user group id.');
    expect(codeOf(await t.gql(MAKE, { id: newId(), params: { name: 'G' } }, sr.token))).toBe('NOT_FOUND');
    await t.gql(MAKE, { params: { name: 'Unique crew' } }, sr.token);
    const dup = await t.gql(MAKE, { params: { name: 'UNIQUE CREW' } }, sr.token);
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(dup.errors![0].extensions?.fields?.name).toMatch(/already exists/);
    expect(await groupCount()).toBe(before + 1);
  });

  it('stores HTML and SQL in the name verbatim', async () => {
    const name = `<b>x</b>'); DELETE FROM user_groups; --`;
    const res = await t.gql(MAKE, { params: { name } }, sr.token);
    expect(res.data!.makeUserGroup.name).toBe(name);
    expect((await t.gql(LIST, { name: '<b>x</b>' }, sr.token)).data!.usergroups.map((g: { name: string }) => g.name)).toEqual([name]);
  });

  it('nobody can grant what they do not hold, through a new group, an edit or a re-activation', async () => {
    const admin = await t.groupMember({ user_groups: ['view', 'add', 'update'], users: ['view'] });
    const before = await groupCount();
    const beyond = await t.gql(MAKE, { params: { name: 'Deleters', permission: matrix({ users: ['view', 'delete'] }) } }, admin.token);
    expect(codeOf(beyond)).toBe('FORBIDDEN');
    expect(beyond.errors![0].message).toMatch(/users:delete/);
    expect(await groupCount()).toBe(before);
    // Editing their own group to grant themselves more is refused too.
    expect(
      codeOf(await t.gql(MAKE, { id: admin.groupId, params: { permission: matrix({ user_groups: ['view', 'add', 'update', 'delete'] }) } }, admin.token)),
    ).toBe('FORBIDDEN');
    // An existing strong group may be renamed (keeping is not granting) but not re-activated.
    const { id: strong } = await t.newGroup({ name: 'Strong', status: 'Inactive', grants: { extensions: ['view'] } });
    expect((await t.gql(MAKE, { id: strong, params: { name: 'Strong 2' } }, admin.token)).errors).toBeUndefined();
    expect(codeOf(await t.gql(MAKE, { id: strong, params: { status: 'Active' } }, admin.token))).toBe('FORBIDDEN');
    expect((await t.db.select().from(userGroups).where(eq(userGroups.id, strong)))[0].status).toBe('Inactive');
    // What they hold they may grant; super_root may grant anything.
    expect((await t.gql(MAKE, { params: { name: 'Viewers', permission: matrix({ users: ['view'] }) } }, admin.token)).errors).toBeUndefined();
    expect((await t.gql(MAKE, { id: strong, params: { status: 'Active' } }, sr.token)).errors).toBeUndefined();
  });

  it('a group edit changes its members permissions on their next request', async () => {
    const member = await t.groupMember({ users: ['view'] });
    expect((await t.gql(USERS, {}, member.token)).errors).toBeUndefined();
    await t.gql(MAKE, { id: member.groupId, params: { permission: matrix({ users: [] }) } }, sr.token);
    expect(codeOf(await t.gql(USERS, {}, member.token))).toBe('FORBIDDEN');
  });

  it('permissionsChanged tells members of an edited or trashed group, and a user whose own entries change, at once', async () => {
    const member = await t.groupMember({ users: ['view'] }, 'fulfiller');
    const bystander = await t.userWithToken({ role: 'fulfiller' });
    const SUB = 'subscription { permissionsChanged }';
    const clients = [wsClient(t.url, member.token), wsClient(t.url, bystander.token)];
    try {
      const [mine, theirs] = clients.map((c) => eventStream<{ permissionsChanged: boolean }>(c, SUB));
      for (const u of [member, bystander]) await subscribed(t.env.REDIS_URL!, TOPICS.permissionsChanged(u.id));
      /** No event reached `stream` so far: once every recorded event is delivered, a marker published now is the next thing it gets. */
      const noEventYet = async (stream: typeof mine, userId: string) => {
        await eventsSettled(t);
        await t.app.get<PubSubEngine>(PUB_SUB).publish(TOPICS.permissionsChanged(userId), { permissionsChanged: false });
        expect(await stream.next()).toEqual({ permissionsChanged: false });
      };

      // A rename changes nobody's permissions: no event. A matrix edit does.
      await t.gql(MAKE, { id: member.groupId, params: { name: `renamed-${member.groupId.slice(-6)}` } }, sr.token);
      await noEventYet(mine, member.id);
      await t.gql(MAKE, { id: member.groupId, params: { permission: matrix({ users: ['view', 'add'] }) } }, sr.token);
      expect(await mine.next()).toEqual({ permissionsChanged: true });
      await noEventYet(theirs, bystander.id);

      // The bystander's personal entries change: only they hear it.
      const personal = await t.gql(
        'mutation($id: ID!, $p: MakeUserParams!) { makeUser(id: $id, params: $p) { _id } }',
        { id: bystander.id, p: { permission: matrix({ files: ['view'] }) } },
        sr.token,
      );
      expect(personal.errors).toBeUndefined();
      expect(await theirs.next()).toEqual({ permissionsChanged: true });
      await noEventYet(mine, member.id);

      // Trashing the group tells its members.
      await t.gql(TRASH, { ids: [member.groupId] }, sr.token);
      expect(await mine.next()).toEqual({ permissionsChanged: true });
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });

  it('lists by name and status, paged with x-total, or every group with get_all', async () => {
    for (let i = 0; i < 25; i++) await t.newGroup({ name: `Batch ${String(i).padStart(2, '0')}`, status: i % 5 === 0 ? 'Inactive' : 'Active' });
    const page1 = await t.gql(LIST, { name: 'batch' }, sr.token);
    expect(page1.data!.usergroups).toHaveLength(20);
    expect(page1.headers['x-total']).toBe('25');
    const page2 = await t.gql(LIST, { name: 'BATCH' }, sr.token, { page: '2', 'per-page': '10' });
    expect(page2.data!.usergroups.map((g: { name: string }) => g.name)[0]).toBe('Batch 10');
    const inactive = await t.gql(LIST, { name: 'batch', status: 'Inactive' }, sr.token);
    expect(inactive.data!.usergroups).toHaveLength(5);
    expect((await t.gql(LIST, { name: 'batch', status: 'Opened' }, sr.token)).headers['x-total']).toBe('25');
    expect((await t.gql(LIST, { name: 'batch', get_all: true }, sr.token)).data!.usergroups).toHaveLength(25);
    expect(codeOf(await t.gql(LIST, { status: 'Deleted' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(LIST, { name: 'x'.repeat(10_000) }, sr.token))).toBe('BAD_USER_INPUT');
  });

  it('trashUserGroup: refused to anonymous, seller, an updater; deletes and members leave the group', async () => {
    const member = await t.groupMember({ users: ['view'] }, 'sale');
    const ids = [member.groupId];
    expect(codeOf(await t.gql(TRASH, { ids }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(TRASH, { ids }, seller.token))).toBe('FORBIDDEN');
    const updater = await t.groupMember({ user_groups: ['view', 'update'] });
    expect(codeOf(await t.gql(TRASH, { ids }, updater.token))).toBe('FORBIDDEN');
    const before = await groupCount();
    for (const bad of [[], ['nope'], Array.from({ length: 501 }, () => newId())]) {
      const res = await t.gql(TRASH, { ids: bad }, sr.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.fields?.delete_ids).toBeTruthy();
    }
    expect(await groupCount()).toBe(before);
    expect((await t.gql(TRASH, { ids: [...ids, newId()] }, sr.token)).data!.trashUserGroup).toBe(1);
    expect(await groupCount()).toBe(before - 1);
    expect((await t.db.select().from(users).where(eq(users.id, member.id)))[0].groupId).toBeNull();
    expect(codeOf(await t.gql(USERS, {}, member.token))).toBe('FORBIDDEN');
    const deleter = await t.groupMember({ user_groups: ['delete'] });
    const { id: other } = await t.newGroup({ name: 'Other' });
    expect((await t.gql(TRASH, { ids: [other] }, deleter.token)).data!.trashUserGroup).toBe(1);
  });

  it('the database itself refuses a status or role outside the closed sets of packages/shared (CHECK constraints)', async () => {
    const before = await groupCount();
    await expect(t.db.insert(userGroups).values({ id: newId(), name: 'Sleepy', status: 'Sleeping' })).rejects.toThrow();
    await expect(t.db.insert(userGroups).values({ id: newId(), name: 'Wizards', role: 'wizard' })).rejects.toThrow();
    await expect(t.db.update(users).set({ status: 'Gone' }).where(eq(users.id, sr.id))).rejects.toThrow();
    expect(await groupCount()).toBe(before);
    await t.db.insert(userGroups).values({ id: newId(), name: 'Awake', status: 'Inactive', role: null });
    expect(await groupCount()).toBe(before + 1);
  });
});
