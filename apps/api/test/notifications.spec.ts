import { and, eq, inArray, sql } from 'drizzle-orm';
import { notifications, users } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { UserEventsService } from '../src/platform/realtime/user-events.service';
import { TOPICS } from '../src/platform/realtime/topics';
import { codeOf, doc, TestApp } from './harness';

interface NotificationView {
  _id: string;
  subject: string;
  status: string;
  created_at: number;
  type: string;
  referent: string | null;
}
const IDS = doc<{ notifications: Array<Pick<NotificationView, '_id'>> }>;
import { firstEvent, subscribed, wsClient, type Client } from './realtime';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  async function seedFor(userId: string, n: number, status = 'New') {
    const base = Date.now();
    await t.db.insert(notifications).values(
      Array.from({ length: n }, (_, i) => ({
        id: newId(),
        userId,
        type: 'Order',
        subject: `Order ${i}`,
        status,
        referent: String(i),
        createdAt: new Date(base - i * 1000),
      })),
    );
  }

  it('pages 20 at a time, newest first, total in x-total; users only ever see their own', async () => {
    const me = await t.userWithToken({ role: 'fulfiller' });
    const other = await t.userWithToken({ role: 'fulfiller' });
    await seedFor(me.id, 45);
    await seedFor(other.id, 3);
    const q = doc<{ notifications: NotificationView[] }>(
      `query($status: String) { notifications(status: $status) { _id subject status created_at type referent } }`,
    );
    const first = await t.gql(q, {}, me.token);
    expect(first.data!.notifications).toHaveLength(20);
    expect(first.data!.notifications[0].subject).toBe('Order 0');
    expect(typeof first.data!.notifications[0].created_at).toBe('number');
    expect(first.headers['x-total']).toBe('45');
    const third = await t.gql(q, {}, me.token, { page: '3' });
    expect(third.data!.notifications).toHaveLength(5);
    const fourth = await t.gql(q, {}, me.token, { page: '4' });
    expect(fourth.data!.notifications).toHaveLength(0);
    const theirs = await t.gql(q, {}, other.token);
    expect(theirs.data!.notifications.map((n) => n.subject)).toEqual(['Order 0', 'Order 1', 'Order 2']);
  });

  it('counts, marks read (only own ids), and reads all', async () => {
    const me = await t.userWithToken({ role: 'sale' });
    const other = await t.userWithToken({ role: 'sale' });
    await seedFor(me.id, 3);
    await seedFor(other.id, 2);
    const count = async (token: string) => (await t.gql(`{ notificationsCount(status: "New") }`, {}, token)).data!.notificationsCount;
    expect(await count(me.token)).toBe(3);
    const mine = (await t.gql(IDS(`{ notifications(status: "New") { _id } }`), {}, me.token)).data!.notifications;
    const theirs = (await t.gql(IDS(`{ notifications { _id } }`), {}, other.token)).data!.notifications;
    const make = `mutation($ids: [ID!]!, $s: String!) { notificationMake(ids: $ids, status: $s) }`;
    expect((await t.gql(make, { ids: [mine[0]._id, theirs[0]._id], s: 'Readed' }, me.token)).data!.notificationMake).toBe(1);
    expect(await count(me.token)).toBe(2);
    expect(await count(other.token)).toBe(2);
    expect((await t.gql(`mutation { notificationReadAll }`, {}, me.token)).data!.notificationReadAll).toBe(2);
    expect(await count(me.token)).toBe(0);
    expect(await count(other.token)).toBe(2);
  });

  it.each([
    [{ ids: ['not-an-id'], s: 'Readed' }, 'Invalid notification id.'],
    [{ ids: [], s: 'Readed' }, 'Give between 1 and 500 notification ids.'],
    [{ ids: [newId()], s: 'New' }, 'Notifications can only be marked as Readed.'],
  ])('notificationMake refuses %j and changes nothing', async (vars, msg) => {
    const me = await t.userWithToken({ role: 'sale' });
    await seedFor(me.id, 2);
    const res = await t.gql(`mutation($ids: [ID!]!, $s: String!) { notificationMake(ids: $ids, status: $s) }`, vars, me.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe(msg);
    expect((await t.gql(`{ notificationsCount(status: "New") }`, {}, me.token)).data!.notificationsCount).toBe(2);
  });

  it('trigger-kept counts always equal a real count, through inserts, reads, read-all and deletes', async () => {
    const me = await t.userWithToken({ role: 'fulfiller' });
    const real = async (status?: string) =>
      t.db.$count(notifications, status ? and(eq(notifications.userId, me.id), eq(notifications.status, status)) : eq(notifications.userId, me.id));
    const api = async (status?: string) =>
      (await t.gql(`query($s: String) { notificationsCount(status: $s) }`, { s: status ?? null }, me.token)).data!.notificationsCount;
    const check = async () => {
      for (const status of [undefined, 'New', 'Readed']) expect(await api(status)).toBe(await real(status));
    };
    await check();
    await seedFor(me.id, 30);
    await seedFor(me.id, 5, 'Readed');
    await check();
    const page = (await t.gql(IDS(`{ notifications(status: "New") { _id } }`), {}, me.token)).data!.notifications;
    await t.gql(`mutation($ids: [ID!]!) { notificationMake(ids: $ids, status: "Readed") }`, { ids: page.slice(0, 7).map((n) => n._id) }, me.token);
    await check();
    await t.db.delete(notifications).where(
      inArray(
        notifications.id,
        page.slice(5, 12).map((n) => n._id),
      ),
    );
    await check();
    await t.gql(`mutation { notificationReadAll }`, {}, me.token);
    await check();
    expect(await api('New')).toBe(0);
  });

  it('a page is an index range scan, newest first, with no sort (with or without a status filter)', async () => {
    const me = await t.createUser({ role: 'sale' });
    const others = await Promise.all(Array.from({ length: 5 }, () => t.createUser({ role: 'sale' })));
    await seedFor(me.id, 500);
    for (const o of others) await seedFor(o.id, 2000);
    await t.db.execute(sql`ANALYZE notifications`);
    for (const status of [null, 'New']) {
      const where = status ? sql`user_id = ${me.id} AND status = ${status}` : sql`user_id = ${me.id}`;
      const plan = await t.db.execute(sql`EXPLAIN SELECT * FROM notifications WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 40`);
      const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
      expect(text).toMatch(/Index Scan using notifications_user_(status_)?created_idx/);
      expect(text).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it('refuses an unknown status filter with a clear message', async () => {
    const me = await t.userWithToken({ role: 'sale' });
    const res = await t.gql(`{ notifications(status: "Deleted") { _id } }`, {}, me.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/Use New or Readed/);
  });

  it('notificationSend: super_root only, validates, writes nothing on bad input', async () => {
    const sr = await t.userWithToken({ role: 'super_root' });
    const target = await t.createUser({ role: 'sale' });
    const send = doc<{ notificationSend: Pick<NotificationView, '_id' | 'status'> }>(
      `mutation($u: ID!, $t: String!, $s: String!) { notificationSend(user_id: $u, type: $t, subject: $s) { _id status } }`,
    );
    const seller = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(send, { u: target.id, t: 'Order', s: 'Hi' }, seller.token))).toBe('FORBIDDEN');
    for (const [vars, field] of [
      [{ u: target.id, t: 'Spam', s: 'Hi' }, 'type'],
      [{ u: target.id, t: 'Order', s: '' }, 'subject'],
      [{ u: target.id, t: 'Order', s: 'x'.repeat(10_000) }, 'subject'],
      [{ u: 'nope', t: 'Order', s: 'Hi' }, 'user_id'],
    ] as const) {
      const res = await t.gql(send, vars, sr.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields![field]).toBeTruthy();
    }
    expect(await t.db.$count(notifications, eq(notifications.userId, target.id))).toBe(0);
    const ok = await t.gql(send, { u: target.id, t: 'Order', s: '<script>alert(1)</script>' }, sr.token);
    expect(ok.data!.notificationSend.status).toBe('New');
  });
});

describe('realtime across API instances', () => {
  let t: TestApp;
  let clients: Client[] = [];
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterEach(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    clients = [];
  });
  afterAll(() => t.stop());

  it('userUpdated published on instance A reaches a subscriber on instance B', async () => {
    const second = await t.boot();
    const me = await t.userWithToken({ role: 'sale' });
    const client = wsClient(TestApp.urlOf(second), me.token);
    clients.push(client);
    const sub = firstEvent<{ userUpdated: { _id: string; total_credit: string; vip: number } }>(
      client,
      `subscription($id: ID!) { userUpdated(_id: $id) { _id identity status identity_label total_credit vip } }`,
      { id: me.id },
    );
    await subscribed(t.env.REDIS_URL!, TOPICS.userUpdated(me.id));
    const [before] = await t.db.select().from(users).where(eq(users.id, me.id));
    const [after] = await t.db.update(users).set({ totalCredit: '99.95', vip: 3 }).where(eq(users.id, me.id)).returning();
    await t.app.get(UserEventsService).publishIfChanged(before, after);
    const event = await sub;
    expect(event.userUpdated).toMatchObject({ _id: me.id, total_credit: '99.95', vip: 3 });
  });

  it('a notification sent on instance A arrives live on instance B', async () => {
    const second = await t.boot();
    const sr = await t.userWithToken({ role: 'super_root' });
    const me = await t.userWithToken({ role: 'fulfiller' });
    const client = wsClient(TestApp.urlOf(second), me.token);
    clients.push(client);
    const sub = firstEvent<{ notificationAdded: { subject: string } }>(client, `subscription { notificationAdded { _id subject status } }`);
    await subscribed(t.env.REDIS_URL!, TOPICS.notificationAdded(me.id));
    await t.gql(`mutation($u: ID!) { notificationSend(user_id: $u, type: "Item", subject: "Print file missing") { _id } }`, { u: me.id }, sr.token);
    expect((await sub).notificationAdded.subject).toBe('Print file missing');
  });

  it('updateProfile changes that touch watched fields publish userUpdated', async () => {
    const me = await t.userWithToken({ role: 'sale' });
    const client = wsClient(t.url, me.token);
    clients.push(client);
    const sub = firstEvent<{ userUpdated: { identity_label: string } }>(client, `subscription($id: ID!) { userUpdated(_id: $id) { identity_label status } }`, {
      id: me.id,
    });
    await subscribed(t.env.REDIS_URL!, TOPICS.userUpdated(me.id));
    // name is not watched: no event; then an admin-side change of status is.
    await t.gql(`mutation { updateProfile(name: "New name") { _id } }`, {}, me.token);
    const [before] = await t.db.select().from(users).where(eq(users.id, me.id));
    const [after] = await t.db.update(users).set({ identityLabel: 'Shop 42' }).where(eq(users.id, me.id)).returning();
    await t.app.get(UserEventsService).publishIfChanged(before, after);
    expect((await sub).userUpdated.identity_label).toBe('Shop 42');
  });

  it('a user may follow only themselves unless super-level; a bad token cannot connect', async () => {
    const me = await t.userWithToken({ role: 'sale' });
    const other = await t.createUser({ role: 'sale' });
    const client = wsClient(t.url, me.token);
    clients.push(client);
    const sub = firstEvent(client, `subscription($id: ID!) { userUpdated(_id: $id) { _id } }`, { id: other.id });
    await expect(sub).rejects.toEqual([expect.objectContaining({ message: 'You can only follow your own account.', extensions: { code: 'FORBIDDEN' } })]);
    const bad = wsClient(t.url, 'forged.token.value');
    clients.push(bad);
    await expect(firstEvent(bad, `subscription { notificationAdded { _id } }`)).rejects.toBeDefined();
  });
});
