import { userNotificationSettings } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const FIELDS = `_id user_id type status mentions url subject alias_mentions { id username first_name last_name } group { id title }
  events { id name mentions status url group { id title } alias_mentions { id username } times { hour minute } }`;
interface Channel {
  id: string;
  title: string;
}
interface SettingsView {
  _id: string;
  user_id: string;
  type: string;
  status: string;
  mentions: string[];
  url: string | null;
  subject: string | null;
  alias_mentions: Array<{ id: string; username: string | null; first_name?: string | null; last_name?: string | null }>;
  group: Channel | null;
  events: Array<{
    id: string;
    name: string;
    mentions: string[];
    status: string | null;
    url: string | null;
    group: Channel | null;
    alias_mentions: Array<{ id: string; username: string | null }>;
    times: Array<{ hour: number; minute: number }>;
  }>;
}
const GET = doc<{ userNotification: SettingsView | null }>(
  `query($type: String!, $user_id: ID) { userNotification(type: $type, user_id: $user_id) { ${FIELDS} } }`,
);
const SAVE = doc<{
  makeUserNotification: SettingsView;
}>(`mutation($type: String!, $user_id: ID, $status: String, $mentions: [String!], $url: String, $subject: String,
  $alias_mentions: [AliasMentionInput!], $group: NotificationGroupInput, $events: [NotificationEventInput!]) {
  makeUserNotification(type: $type, user_id: $user_id, status: $status, mentions: $mentions, url: $url, subject: $subject,
    alias_mentions: $alias_mentions, group: $group, events: $events) { ${FIELDS} } }`);

const full = {
  type: 'telegram',
  status: 'Active',
  mentions: ['@ops', '@lead'],
  url: 'https://93.184.215.14/abc',
  subject: 'Daily digest',
  alias_mentions: [{ id: '42', username: 'ops', first_name: 'Op', last_name: 'Erator' }],
  group: { id: '-1001', title: 'Ops chat' },
  events: [
    {
      id: 'late-orders',
      name: 'Late orders',
      mentions: ['@ops'],
      status: 'Active',
      url: 'https://93.184.215.14/late',
      times: [
        { hour: 9, minute: 0 },
        { hour: 17, minute: 30 },
      ],
    },
    { name: 'Low stock', times: [{ hour: 23, minute: 59 }] },
  ],
};

describe('user notification settings', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  const rows = () => t.db.$count(userNotificationSettings);
  beforeAll(async () => {
    t = await TestApp.start();
    ({ sr, seller, partner } = await t.cast());
  });
  afterAll(() => t.stop());

  it('anonymous callers are refused; a user reads and saves their own settings, upserted per type', async () => {
    expect(codeOf(await t.gql(GET, { type: 'telegram' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(SAVE, full))).toBe('UNAUTHENTICATED');
    expect((await t.gql(GET, { type: 'telegram' }, seller.token)).data!.userNotification).toBeNull();
    const saved = await t.gql(SAVE, full, seller.token);
    expect(saved.errors).toBeUndefined();
    const s = saved.data!.makeUserNotification;
    expect(s).toMatchObject({
      user_id: seller.id,
      type: 'telegram',
      status: 'Active',
      mentions: ['@ops', '@lead'],
      subject: 'Daily digest',
      group: { id: '-1001', title: 'Ops chat' },
    });
    expect(s.events[0]).toMatchObject({
      id: 'late-orders',
      name: 'Late orders',
      times: [
        { hour: 9, minute: 0 },
        { hour: 17, minute: 30 },
      ],
    });
    expect(s.events[1].id).toBeTruthy();
    expect(s.events[1].status).toBe('Active');
    expect((await t.gql(GET, { type: 'telegram' }, seller.token)).data!.userNotification).toEqual(s);
    const again = await t.gql(SAVE, { type: 'telegram', status: 'Inactive', events: [] }, seller.token);
    expect(again.data!.makeUserNotification).toMatchObject({ _id: s._id, status: 'Inactive', events: [], mentions: [] });
    await t.gql(SAVE, { type: 'slack' }, seller.token);
    expect(await rows()).toBe(2);
  });

  it("another user's settings: refused to a seller and a partner; allowed to super_root and to a root with users:view/update via group", async () => {
    expect(codeOf(await t.gql(GET, { type: 'telegram', user_id: seller.id }, partner.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SAVE, { ...full, user_id: partner.id }, seller.token))).toBe('FORBIDDEN');
    expect((await t.gql(GET, { type: 'telegram', user_id: seller.id }, sr.token)).data!.userNotification?.user_id).toBe(seller.id);
    const forPartner = await t.gql(SAVE, { ...full, user_id: partner.id }, sr.token);
    expect(forPartner.data!.makeUserNotification.user_id).toBe(partner.id);
    const { id: groupId } = await t.newGroup({ name: 'readers', grants: { users: ['view'] } });
    const reader = await t.newUser({ role: 'root', groupId });
    expect((await t.gql(GET, { type: 'telegram', user_id: partner.id }, reader.token)).data!.userNotification?.user_id).toBe(partner.id);
    expect(codeOf(await t.gql(SAVE, { ...full, user_id: partner.id }, reader.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SAVE, { ...full, user_id: newId() }, sr.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(GET, { type: 'telegram', user_id: 'bad id' }, sr.token))).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['an empty type', { type: '' }, 'type', /Type must be/],
    ['a type with spaces', { type: 'tele gram' }, 'type', /Type must be/],
    ['a huge type', { type: 't'.repeat(10_000) }, 'type', /Type must be/],
    ['an unknown status', { status: 'Sleeping' }, 'status', /Unknown status "Sleeping"/],
    ['a javascript url', { url: 'javascript:alert(1)' }, 'url', /http or https/],
    ['a huge url', { url: `https://x.co/${'a'.repeat(3_000)}` }, 'url', /at most 2000/],
    ['a huge subject', { subject: 's'.repeat(10_000) }, 'subject', /at most 500/],
    ['a huge mention', { mentions: ['m'.repeat(10_000)] }, 'mentions', /at most 200/],
    ['too many mentions', { mentions: Array.from({ length: 101 }, (_, i) => `@u${i}`) }, 'mentions', /at most 100 entries/],
    ['an alias without id', { alias_mentions: [{ id: ' ', username: 'x' }] }, 'alias_mentions', /needs an id/],
    ['a group without title', { group: { id: '1', title: '' } }, 'group', /id and a title/],
    ['hour 24', { events: [{ name: 'E', times: [{ hour: 24, minute: 0 }] }] }, 'events.0.times.0', /Hour must be between 0 and 23/],
    [
      'minute 60',
      {
        events: [
          {
            name: 'E',
            times: [
              { hour: 1, minute: 0 },
              { hour: 1, minute: 60 },
            ],
          },
        ],
      },
      'events.0.times.1',
      /Minute must be between 0 and 59/,
    ],
    ['negative hour', { events: [{ name: 'E', times: [{ hour: -1, minute: 0 }] }] }, 'events.0.times.0', /Hour must be/],
    ['an event without name', { events: [{ name: 'E' }, { name: '  ' }] }, 'events.1.name', /needs a name/],
    ['an unknown event status', { events: [{ name: 'E', status: 'Maybe' }] }, 'events.0.status', /Unknown status/],
    ['a javascript event url', { events: [{ name: 'E', url: 'javascript:alert(1)' }] }, 'events.0.url', /http or https/],
    ['an event alias without id', { events: [{ name: 'E', alias_mentions: [{ id: '' }] }] }, 'events.0.alias_mentions', /needs an id/],
    ['an event channel without title', { events: [{ name: 'E', group: { id: 'c', title: ' ' } }] }, 'events.0.group', /id and a title/],
    ['too many events', { events: Array.from({ length: 101 }, () => ({ name: 'E' })) }, 'events', /at most 100 entries/],
  ])('refuses %s with a clear message and writes nothing', async (_l, over, field, message) => {
    const before = await rows();
    const res = await t.gql(SAVE, { ...full, type: 'email', ...over }, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(message);
    expect(res.errors![0].extensions?.fields?.[field]).toBeTruthy();
    expect(await rows()).toBe(before);
  });

  it('a seller’s own channel addresses go through the SSRF guard at save, as setAppConfig’s do', async () => {
    const before = await rows();
    for (const [over, field, reason] of [
      [{ url: 'http://127.0.0.1:8080/hook' }, 'url', 'private_address'],
      [{ url: 'http://[::1]/hook' }, 'url', 'private_address'],
      [{ url: 'http://169.254.169.254/latest/meta-data/' }, 'url', 'private_address'],
      [{ url: 'http://169.254.10.1/' }, 'url', 'private_address'],
      [{ url: 'http://10.1.2.3/hook' }, 'url', 'private_address'],
      [{ url: 'http://192.168.0.10/hook' }, 'url', 'private_address'],
      [{ url: 'http://localhost/hook' }, 'url', 'private_address'],
      [{ url: 'https://no-such-host.invalid/hook' }, 'url', 'host_unknown'],
      [{ events: [{ name: 'tracking_update', url: 'http://169.254.169.254/' }] }, 'events.0.url', 'private_address'],
    ] as const) {
      const res = await t.gql(SAVE, { type: 'slack', ...over }, seller.token);
      expect([JSON.stringify(over), codeOf(res), res.errors?.[0].extensions?.reasons]).toEqual([JSON.stringify(over), 'BAD_USER_INPUT', { [field]: reason }]);
    }
    expect(await rows()).toBe(before);
    // A public address is saved.
    expect((await t.gql(SAVE, { type: 'slack', url: 'https://93.184.215.14/hook' }, seller.token)).errors).toBeUndefined();
  });

  it('refuses wrong types before anything runs', async () => {
    const before = await rows();
    for (const over of [
      { events: [{ name: 'E', times: [{ hour: '9', minute: 0 }] }] },
      { events: [{ name: 'E', times: [{ hour: 9.5, minute: 0 }] }] },
      { mentions: 'abc', type: 5 },
      { group: ['x'] },
    ]) {
      expect(codeOf(await t.gql(SAVE, { ...full, type: 'email', ...over }, sr.token))).toBe('BAD_USER_INPUT');
    }
    expect(await rows()).toBe(before);
  });

  it('stores HTML and SQL verbatim', async () => {
    const subject = `<script>alert(1)</script>'); DELETE FROM user_notification_settings; --`;
    const res = await t.gql(SAVE, { type: 'html', subject, mentions: ['<b>@x</b>'] }, seller.token);
    expect(res.data!.makeUserNotification).toMatchObject({ subject, mentions: ['<b>@x</b>'] });
  });
});
