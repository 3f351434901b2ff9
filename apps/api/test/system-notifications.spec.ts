import { and, eq, sql } from 'drizzle-orm';
import { notifications, systemNotifications } from '../src/platform/db/schema';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { TOPICS } from '../src/platform/realtime/topics';
import { codeOf, doc, png, TestApp, type SignedInUser } from './harness';
import { firstEvent, subscribed, wsClient, type Client } from './realtime';

interface Announcement {
  _id: string;
  subject: string;
  status: string;
  audience: string;
  roles: string[];
  merchant_group_id: string | null;
  merchant_group_name: string | null;
  important: boolean;
  recipients: number;
  reads: number;
  delivered_at: string | null;
  image_thumbnail: string | null;
}
const FIELDS = `_id subject status audience roles merchant_group_id merchant_group_name important recipients reads delivered_at image_thumbnail`;
const MAKE = doc<{ makeSystemNotification: Announcement }>(
  `mutation($subject: String!, $content: String!, $image_id: ID, $audience: String!, $roles: [String!], $group: ID, $publish_at: String, $expires_at: String, $important: Boolean) {
    makeSystemNotification(subject: $subject, content: $content, image_id: $image_id, audience: $audience, roles: $roles, merchant_group_id: $group,
      publish_at: $publish_at, expires_at: $expires_at, important: $important) { ${FIELDS} } }`,
);
const TRASH = doc<{ trashSystemNotification: Announcement }>(`mutation($id: ID!) { trashSystemNotification(_id: $id) { ${FIELDS} } }`);
const LIST = doc<{ systemNotifications: Announcement[] }>(`query($status: String) { systemNotifications(status: $status) { ${FIELDS} } }`);
const COUNTERS = doc<{ systemNotificationCounters: Record<string, number> }>(
  `query { systemNotificationCounters { all scheduled published expired trashed } }`,
);
const MINE = doc<{ myAnnouncements: Array<{ _id: string; subject: string }> }>(`query { myAnnouncements { _id subject } }`);
const READ = doc<{ readSystemNotification: boolean }>(`mutation($id: ID!) { readSystemNotification(_id: $id) }`);

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('system notifications', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let root: SignedInUser;
  let seller: SignedInUser;
  let grouped: SignedInUser;
  let fulfiller: SignedInUser;
  let partner: SignedInUser;
  let group: { id: string; name: string };
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0' });
    sr = await t.userWithToken({ role: 'super_root' });
    root = await t.userWithToken({ role: 'root' });
    seller = await t.newUser();
    grouped = await t.newUser();
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
    partner = await t.userWithToken({ role: 'partner' });
    group = await t.newMerchantGroup({ name: 'Wholesale EU', merchantIds: [grouped.id] });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t.stop();
  });

  const rowCount = async () => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from system_notifications`)).rows[0].n);
  const bellOf = (userId: string, id: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.referent, id)));
  const make = async (vars: Record<string, unknown>) => {
    const res = await t.gql(MAKE, { content: 'Body text.', audience: 'everyone', ...vars }, sr.token);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.makeSystemNotification;
  };

  describe('access: each operation denied, then allowed', () => {
    it('the admin operations are super_root only', async () => {
      const vars = { subject: 'Access check', content: 'x', audience: 'roles', roles: ['fulfiller'], publish_at: inMinutes(60) };
      for (const refused of [seller, root]) {
        expect(codeOf(await t.gql(MAKE, vars, refused.token))).toBe('FORBIDDEN');
        expect(codeOf(await t.gql(LIST, {}, refused.token))).toBe('FORBIDDEN');
        expect(codeOf(await t.gql(COUNTERS, {}, refused.token))).toBe('FORBIDDEN');
      }
      expect(await rowCount()).toBe(0);
      const made = await t.gql(MAKE, vars, sr.token);
      expect(made.data?.makeSystemNotification).toMatchObject({ subject: 'Access check', status: 'scheduled', recipients: 0 });
      const id = made.data!.makeSystemNotification._id;
      for (const refused of [seller, root]) expect(codeOf(await t.gql(TRASH, { id }, refused.token))).toBe('FORBIDDEN');
      expect((await t.gql(LIST, { status: 'scheduled' }, sr.token)).data?.systemNotifications.map((n) => n._id)).toContain(id);
      expect((await t.gql(TRASH, { id }, sr.token)).data?.trashSystemNotification.status).toBe('trashed');
    });

    it('the banner reads are for anyone signed in, never anonymous', async () => {
      expect(codeOf(await t.gql(MINE, {}, null))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(READ, { id: '00000000-0000-7000-8000-000000000000' }, null))).toBe('UNAUTHENTICATED');
      expect((await t.gql(MINE, {}, seller.token)).data?.myAnnouncements).toEqual([]);
      expect((await t.gql(READ, { id: '00000000-0000-7000-8000-000000000000' }, seller.token)).data?.readSystemNotification).toBe(false);
    });
  });

  describe('bad input writes nothing', () => {
    it.each([
      ['an empty subject', { subject: '  ', content: 'x' }, 'subject', 'required'],
      ['an empty content', { subject: 'Hello', content: '' }, 'content', 'required'],
      ['an expiry before the publish time', { subject: 'Hello', publish_at: inMinutes(60), expires_at: inMinutes(30) }, 'expires_at', 'expiry_before_publish'],
      ['an expiry already past (publish now)', { subject: 'Hello', expires_at: inMinutes(-5) }, 'expires_at', 'expiry_before_publish'],
      ['an unknown role', { subject: 'Hello', audience: 'roles', roles: ['sale', 'pirate'] }, 'roles.1', 'unknown_value'],
      ['a role audience without roles', { subject: 'Hello', audience: 'roles', roles: [] }, 'roles', 'required'],
      ['an unknown audience', { subject: 'Hello', audience: 'martians' }, 'audience', 'unknown_value'],
      [
        'an unknown merchant group',
        { subject: 'Hello', audience: 'merchant_group', group: '00000000-0000-7000-8000-000000000000' },
        'merchant_group_id',
        'not_exist',
      ],
      ['a bad publish time', { subject: 'Hello', publish_at: 'tomorrow' }, 'publish_at', 'date'],
    ])('%s', async (_what, vars, field, reason) => {
      const before = await rowCount();
      const bells = Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from notifications`)).rows[0].n);
      const res = await t.gql(MAKE, { content: 'x', audience: 'everyone', ...vars }, sr.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].extensions?.reasons).toMatchObject({ [field]: reason });
      expect(await rowCount()).toBe(before);
      expect(Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from notifications`)).rows[0].n)).toBe(bells);
    });

    it('a missing image is refused; an uploaded one shows', async () => {
      const theirs = await t.upload(seller.token, { type: 'attachment', bytes: await png(20, 20) });
      const before = await rowCount();
      const res = await t.gql(MAKE, { subject: 'Img', content: 'x', audience: 'everyone', image_id: '00000000-0000-7000-8000-000000000000' }, sr.token);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(await rowCount()).toBe(before);
      const ok = await make({ subject: 'With image', image_id: theirs._id, publish_at: inMinutes(120) });
      expect(ok.image_thumbnail).toMatch(/^http/);
      await t.gql(TRASH, { id: ok._id }, sr.token);
    });
  });

  describe('delivery', () => {
    it('a role announcement published now reaches exactly the users of those roles, live', async () => {
      const client = wsClient(t.url, fulfiller.token);
      clients.push(client);
      const live = firstEvent<{ notificationAdded: { _id: string; type: string; subject: string; referent: string } }>(
        client,
        `subscription { notificationAdded { _id type subject referent } }`,
      );
      await subscribed(t.env.REDIS_URL!, TOPICS.notificationAdded(fulfiller.id));
      const n = await make({ subject: 'Warehouse closed Friday', audience: 'roles', roles: ['fulfiller', 'partner'], important: true });
      expect(n).toMatchObject({ status: 'published', recipients: 2 });
      for (const reached of [fulfiller, partner])
        expect(await bellOf(reached.id, n._id)).toMatchObject([{ type: 'System', status: 'New', subject: 'Warehouse closed Friday' }]);
      for (const not of [sr, root, seller, grouped]) expect(await bellOf(not.id, n._id)).toEqual([]);
      const pushed = (await live).notificationAdded;
      const [row] = await bellOf(fulfiller.id, n._id);
      expect(pushed).toEqual({ _id: row.id, type: 'System', subject: 'Warehouse closed Friday', referent: n._id });
      // The banner: important and unread, until read (by the banner or the bell).
      expect((await t.gql(MINE, {}, fulfiller.token)).data?.myAnnouncements.map((a) => a._id)).toEqual([n._id]);
      expect((await t.gql(MINE, {}, seller.token)).data?.myAnnouncements).toEqual([]);
      expect((await t.gql(READ, { id: n._id }, fulfiller.token)).data?.readSystemNotification).toBe(true);
      expect((await t.gql(READ, { id: n._id }, fulfiller.token)).data?.readSystemNotification).toBe(false);
      expect((await t.gql(MINE, {}, fulfiller.token)).data?.myAnnouncements).toEqual([]);
      const listed = (await t.gql(LIST, { status: 'published' }, sr.token)).data!.systemNotifications.find((x) => x._id === n._id);
      expect(listed).toMatchObject({ recipients: 2, reads: 1 });
      // Read through the bell counts as well.
      await t.gql(
        `mutation($ids: [ID!]!) { notificationMake(ids: $ids, status: "Readed") }`,
        { ids: [(await bellOf(partner.id, n._id))[0].id] },
        partner.token,
      );
      expect((await t.gql(LIST, { status: 'published' }, sr.token)).data!.systemNotifications.find((x) => x._id === n._id)?.reads).toBe(2);
    });

    it('a merchant group announcement reaches its members only; everyone reaches every active user', async () => {
      const g = await make({ subject: 'Group price change', audience: 'merchant_group', group: group.id });
      expect(g).toMatchObject({ recipients: 1, merchant_group_name: 'Wholesale EU' });
      expect(await bellOf(grouped.id, g._id)).toHaveLength(1);
      for (const not of [seller, fulfiller, sr]) expect(await bellOf(not.id, g._id)).toEqual([]);
      const all = await make({ subject: 'Maintenance tonight' });
      const active = Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from users where status = 'Active'`)).rows[0].n);
      expect(all.recipients).toBe(active);
      for (const u of [sr, root, seller, grouped, fulfiller, partner]) expect(await bellOf(u.id, all._id)).toHaveLength(1);
    });

    it('a scheduled announcement is delivered once by the job, even run twice at once', async () => {
      const n = await make({ subject: 'Holiday schedule', audience: 'roles', roles: ['sale'], publish_at: inMinutes(30) });
      expect(n.status).toBe('scheduled');
      const jobs = t.app.get(JobsService);
      // Not due yet: nothing.
      await jobs.runNow('system_notifications_deliver', {});
      expect(await bellOf(seller.id, n._id)).toEqual([]);
      const at = inMinutes(31);
      await Promise.all([jobs.runNow('system_notifications_deliver', { at }), jobs.runNow('system_notifications_deliver', { at })]);
      await jobs.runNow('system_notifications_deliver', { at });
      for (const s of [seller, grouped]) expect(await bellOf(s.id, n._id)).toHaveLength(1);
      expect(await bellOf(fulfiller.id, n._id)).toEqual([]);
      const [row] = await t.db.select().from(systemNotifications).where(eq(systemNotifications.id, n._id));
      expect(row.deliveredAt).not.toBeNull();
      expect(row.recipients).toBe(2);
    });

    it('trashing a scheduled announcement stops its delivery', async () => {
      const n = await make({ subject: 'Never sent', audience: 'everyone', publish_at: inMinutes(10) });
      expect((await t.gql(TRASH, { id: n._id }, sr.token)).data?.trashSystemNotification.status).toBe('trashed');
      expect(codeOf(await t.gql(TRASH, { id: n._id }, sr.token))).toBe('NOT_FOUND');
      await t.app.get(JobsService).runNow('system_notifications_deliver', { at: inMinutes(11) });
      const bells = await t.db.select().from(notifications).where(eq(notifications.referent, n._id));
      expect(bells).toEqual([]);
    });

    it('the tabs count by status', async () => {
      await t.db
        .update(systemNotifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(systemNotifications.subject, 'Maintenance tonight'));
      const counts = (await t.gql(COUNTERS, {}, sr.token)).data!.systemNotificationCounters;
      const rows = await t.db.select().from(systemNotifications);
      const now = new Date();
      expect(counts).toEqual({
        all: rows.filter((r) => !r.trashedAt).length,
        scheduled: rows.filter((r) => !r.trashedAt && !r.deliveredAt && !(r.expiresAt && r.expiresAt <= now)).length,
        published: rows.filter((r) => !r.trashedAt && r.deliveredAt && !(r.expiresAt && r.expiresAt <= now)).length,
        expired: 1,
        trashed: rows.filter((r) => r.trashedAt).length,
      });
      expect(counts.published).toBeGreaterThanOrEqual(3);
      const expired = await t.gql(LIST, { status: 'expired' }, sr.token);
      expect(expired.data?.systemNotifications.map((n) => [n.subject, n.status])).toEqual([['Maintenance tonight', 'expired']]);
      expect(expired.headers['x-total']).toBe('1');
    });
  });
});
