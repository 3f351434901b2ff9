import { expect, test, type Page } from '@playwright/test';
import {
  BASE_URL,
  PASSWORD,
  apiLogin,
  emailOf,
  gql,
  screenSettled,
  signedInPage,
  bootInLanguage,
  openInApp,
  tokenLogin,
  uiLogin,
  waitForSubscription,
  shot,
} from './helpers';

/** Users administration as super_root: users, user groups with permissions, merchant groups, notification settings. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin';
const run = Date.now().toString(36);
const NEW_PASSWORD = 'Admin-pass-42';
/** The seeded super_root's name (demo data). */
const ADMIN_NAME = 'Sam Super';
/** A translation key that leaked to the screen looks like "fields.email". */
const RAW_KEY = /\b(fields|users|groups|merchants|notify|errors|sections|filters|table|status|hubs|options|permissions|modules|tabs|common)\.[a-z_]{2,}\b/;

// No trace files: other suites share test-results/ and may clear it while this one runs.
test.use({ trace: 'off' });

const shared = signedInPage('super_root');
const admin = {
  get token() {
    return shared.login.token;
  },
  get _id() {
    return shared.login._id;
  },
};
/** Each test starts in English; one that ran in another language left the page booted in it. */
test.beforeEach(async ({ request }) => {
  if (
    (await shared.page
      .locator('html')
      .getAttribute('lang')
      .catch(() => null)) === 'de'
  )
    await bootInLanguage(shared, request, 'en', '/profile/info');
});

async function fill(page: Page, name: string, value: string) {
  await page.getByTestId(`field-${name}`).fill(value);
}

async function createUserInUi(page: Page, role: string, email: string) {
  await openInApp(page, '/users/Opened/new');
  await fill(page, 'email', email);
  await fill(page, 'name', `E2E ${role}`);
  await page.getByTestId('field-role').selectOption(role);
  await fill(page, 'new_password', NEW_PASSWORD);
  await fill(page, 'confirm_password', NEW_PASSWORD);
  await fill(page, 'identity_label', `id-${role}-${run}`);
  await page.getByTestId('field-active_tracking_day').selectOption('3');
  await fill(page, 'vip', '2');
  await page.getByTestId('user-save').click();
  await expect(page).toHaveURL(/\/users\/Opened\/[0-9a-zA-Z_-]{8,}$/);
  await expect(page.getByTestId('field-email')).toHaveValue(email);
}

async function usersByEmail(request: Parameters<typeof gql>[0], email: string) {
  const r = await gql<{ users: Array<{ _id: string; role: string }> }>(request, admin.token, 'query($e: String){ users(email: $e){ _id role } }', { e: email });
  return r.users;
}

test('users list keeps filters, status tab, sort and page in the URL', async () => {
  const page = shared.page;
  await openInApp(page, '/users/Opened');
  await expect(page.getByTestId('users-table').getByTestId('list-row').first()).toBeVisible();
  await expect(page.getByTestId('status-count-Opened')).toHaveText(/\d+/);
  await page.getByTestId('field-filter-search').fill('demo.pod');
  await page.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(/search=demo\.pod/);
  await page.getByTestId('sort-email').click();
  await expect(page).toHaveURL(/sort=email%3Aasc/);
  await page.getByTestId('status-tab-Active').click();
  await expect(page).toHaveURL(/\/users\/Active\?.*search=demo\.pod/);
  await expect(page.locator('th', { has: page.getByTestId('sort-email') })).toHaveAttribute('aria-sort', 'ascending');
  const firstAsc = await page.getByTestId('user-link').first().innerText();
  await page.getByTestId('sort-email').click();
  await expect(page).toHaveURL(/sort=email%3Adesc/);
  await expect(page.locator('th', { has: page.getByTestId('sort-email') })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('user-link').first()).not.toHaveText(firstAsc);
  // Every row on the Active tab is Active.
  for (const s of await page.getByTestId('users-table').getByTestId('status-badge').allInnerTexts()) expect(s).toBe('Active');
  // The kit's date range: a day in the future leaves no user created since, and the URL keeps it.
  await page.getByTestId('field-start').fill('2099-01-01');
  await expect(page).toHaveURL(/start=2099-01-01/);
  await expect(page.getByTestId('users-table').getByTestId('list-row')).toHaveCount(0);
  await page.getByTestId('field-start').fill('');
  await expect(page).not.toHaveURL(/start=/);
  // Reload: the URL alone restores the view.
  await page.reload();
  await expect(page.getByTestId('field-filter-search')).toHaveValue('demo.pod');
  await expect(page.getByTestId('users-table').getByTestId('list-row').first()).toBeVisible();
});

test('create a user of each role in the form; each can sign in', async ({ request, browser }) => {
  const page = shared.page;
  test.setTimeout(180_000);
  const roles = ['root', 'super_root', 'sale', 'fulfiller', 'order_qc', 'accounting', 'partner', 'cutting', 'printer', 'sewer', 'packager'];
  for (const role of roles) {
    const email = `e2e-${role}-${run}@demo.pod`;
    await createUserInUi(page, role, email);
    const login = await apiLogin(request, email, NEW_PASSWORD);
    expect(login.role).toBe(role);
    const me = await gql<{ getUserById: { active_tracking_day: number; vip: number } }>(
      request,
      admin.token,
      'query($id: ID!){ getUserById(_id: $id){ active_tracking_day vip } }',
      { id: login._id },
    );
    expect(me.getUserById).toEqual({ active_tracking_day: 3, vip: 2 });
  }
  // One of them signs in through the real form.
  const ctx = await browser.newContext();
  const p2 = await ctx.newPage();
  await uiLogin(p2, `e2e-fulfiller-${run}@demo.pod`, NEW_PASSWORD);
  await ctx.close();
});

test('bad input: translated message next to the field and nothing saved', async ({ request }) => {
  const page = shared.page;
  await bootInLanguage(shared, request, 'de', '/users/Opened/new');
  const email = `e2e-bad-${run}@demo.pod`;
  await fill(page, 'email', 'not-an-email');
  await fill(page, 'name', 'Bad');
  await page.getByTestId('field-role').selectOption('sale');
  await fill(page, 'new_password', NEW_PASSWORD);
  await fill(page, 'confirm_password', 'Other-pass-1');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('error-email')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(page.getByTestId('error-confirm_password')).toHaveText('Die Passwörter stimmen nicht überein.');
  // A server-side refusal (email in use) comes back in extensions.fields and is shown translated too.
  await fill(page, 'email', emailOf('sale'));
  await fill(page, 'confirm_password', NEW_PASSWORD);
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('error-email')).toHaveText('Diese E-Mail-Adresse wird bereits verwendet.');
  await expect(page).toHaveURL(/\/users\/Opened\/new$/);
  expect(await usersByEmail(request, email)).toEqual([]);
  // The group and merchant group forms refuse an empty name.
  await openInApp(page, '/user-groups/new');
  await page.getByTestId('group-save').click();
  await expect(page.getByTestId('error-group-name')).toHaveText('Dieses Feld ist erforderlich.');
  await openInApp(page, '/merchant-groups/new');
  await page.getByTestId('merchant-group-save').click();
  await expect(page.getByTestId('error-merchant-group-name')).toHaveText('Dieses Feld ist erforderlich.');
  await expect(page).toHaveURL(/\/merchant-groups\/new$/);
});

test('a group permission changes what the member may call', async ({ request }) => {
  const page = shared.page;
  const email = `e2e-member-${run}@demo.pod`;
  const made = await gql<{ makeUser: { _id: string } }>(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
    p: { email, name: 'E2E member', role: 'sale', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  const member = await apiLogin(request, email, NEW_PASSWORD);
  const USERS_Q = 'query{ users(perPage: 1){ _id } }';
  await expect(gql(request, member.token, USERS_Q)).rejects.toThrow();

  const groupName = `E2E viewers ${run}`;
  await openInApp(page, '/user-groups/new');
  await fill(page, 'group-name', groupName);
  await page.getByTestId('field-group-role').selectOption('sale');
  await page.getByTestId('load-defaults').click();
  await expect(page.getByTestId('check-perm-orders-view')).toHaveAttribute('data-state', 'checked');
  await page.getByTestId('check-perm-users-view').click();
  await page.getByTestId('group-save').click();
  await expect(page).toHaveURL(/\/user-groups\/[0-9a-zA-Z_-]{8,}$/);
  // Add the member from the users who are in no group.
  await page.getByTestId('none-group-search').fill(email);
  await page.getByTestId('none-group-search').press('Enter');
  const row = page.getByTestId('none-group-row').filter({ hasText: email });
  await row.getByTestId('member-add').click();
  await expect(page.getByTestId('member-row').filter({ hasText: email })).toBeVisible();

  const after = await gql<{ users: unknown[] }>(request, member.token, USERS_Q);
  expect(after.users.length).toBe(1);
  const perms = await gql<{ userPermissions: Array<{ module: string; access: { view: boolean } }> }>(
    request,
    member.token,
    'query{ userPermissions{ module access{ view } } }',
  );
  expect(perms.userPermissions.find((p) => p.module === 'users')?.access.view).toBe(true);
  // But the server still refuses what the group does not give.
  await expect(gql(request, member.token, 'mutation($id: ID!){ deleteById(_id: $id) }', { id: made.makeUser._id })).rejects.toThrow(
    /not allowed|forbidden|permission/i,
  );

  // Taking the permission away again is seen at once.
  await page.getByTestId('check-perm-users-view').click();
  await page.getByTestId('group-save').click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  await expect(gql(request, member.token, USERS_Q)).rejects.toThrow();

  // Trash the group from the list.
  await openInApp(page, `/user-groups?name=${encodeURIComponent(groupName)}`);
  await page.getByTestId('groups-table').getByTestId('select-row').first().click();
  await page.getByTestId('groups-trash').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('groups-table').getByTestId('list-empty')).toBeVisible();
});

test('a large group: members counted in full, paged by 20 and searchable', async ({ request }) => {
  const page = shared.page;
  test.setTimeout(120_000);
  const group = await gql<{ makeUserGroup: { _id: string } }>(request, admin.token, 'mutation($p: MakeUserGroupParams!){ makeUserGroup(params: $p){ _id } }', {
    p: { name: `E2E crowd ${run}`, status: 'Active', permission: [] },
  });
  const groupId = group.makeUserGroup._id;
  for (let i = 1; i <= 23; i++) {
    await gql(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
      p: {
        email: `e2e-crowd-${i}-${run}@demo.pod`,
        name: `Crowd ${String(i).padStart(2, '0')} ${run}`,
        role: 'printer',
        group_id: groupId,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    });
  }
  await openInApp(page, `/user-groups/${groupId}`);
  const members = page.getByTestId('member');
  await expect(members).toContainText('(23)');
  await expect(members.getByTestId('member-row')).toHaveCount(20);
  await members.getByTestId('page-next').click();
  await expect(members.getByTestId('member-row')).toHaveCount(3);
  await expect(members.getByTestId('member-row').first()).toContainText(`Crowd 21 ${run}`);
  await members.getByTestId('member-search').fill(`crowd-7-${run}`);
  await members.getByTestId('member-search').press('Enter');
  await expect(members.getByTestId('member-row')).toHaveCount(1);
  await expect(members).toContainText('(1)');
  // Removing one moves them to the other side at once.
  await members.getByTestId('member-remove').click();
  await expect(members.getByTestId('member-empty')).toBeVisible();
  await page.getByTestId('none-group-search').fill(`crowd-7-${run}`);
  await page.getByTestId('none-group-search').press('Enter');
  await expect(page.getByTestId('none-group-row')).toHaveCount(1);
  await gql(request, admin.token, 'mutation($ids: [ID!]!){ trashUserGroup(delete_ids: $ids) }', { ids: [groupId] });
});

test("a group grant changes the member's screens live; what the screens hide the server refuses", async ({ request, browser }) => {
  const page = shared.page;
  const group = await gql<{ makeUserGroup: { _id: string } }>(request, admin.token, 'mutation($p: MakeUserGroupParams!){ makeUserGroup(params: $p){ _id } }', {
    p: { name: `E2E screens ${run}`, status: 'Active', role: 'fulfiller', permission: [] },
  });
  const groupId = group.makeUserGroup._id;
  const email = `e2e-screens-${run}@demo.pod`;
  await gql(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
    p: { email, name: 'E2E screens', role: 'fulfiller', group_id: groupId, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  const member = await apiLogin(request, email, NEW_PASSWORD);
  const memberCtx = await browser.newContext();
  await tokenLogin(memberCtx, BASE_URL, member);
  const mp = await memberCtx.newPage();
  const usersEntry = mp.getByTestId('sidebar').locator('[data-menu-id="users"]');

  // Before: no Users entry, the route is refused, and so is the call.
  await mp.goto('/users/Opened');
  await expect(mp).toHaveURL(/\/404$/);
  let subscribed = waitForSubscription(mp, 'permissionsChanged');
  await mp.goto('/dashboard');
  await subscribed;
  await expect(mp.getByTestId('sidebar').locator('[data-menu-id="dashboard"]')).toBeVisible();
  await expect(usersEntry).toHaveCount(0);
  await expect(gql(request, member.token, 'query{ users(perPage: 1){ _id } }')).rejects.toThrow();

  // The admin starts the group from the fulfiller defaults and adds users:view: the member's menu shows Users without a reload.
  await openInApp(page, `/user-groups/${groupId}`);
  await page.getByTestId('load-defaults').click();
  await expect(page.getByTestId('check-perm-dashboard-view')).toHaveAttribute('data-state', 'checked');
  await page.getByTestId('check-perm-users-view').click();
  await page.getByTestId('group-save').click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  await expect(usersEntry).toBeVisible();
  await usersEntry.click();
  await expect(mp.getByTestId('users-table').getByTestId('list-row').first()).toBeVisible();
  // Viewing only: no New, no row selection for bulk changes, no tabs of modules they lack.
  await expect(mp.getByTestId('user-new')).toHaveCount(0);
  await expect(mp.getByTestId('users-table').getByTestId('select-row')).toHaveCount(0);
  await expect(mp.getByTestId('tab-users')).toBeVisible();
  await expect(mp.getByTestId('tab-user-groups')).toHaveCount(0);
  await mp.getByTestId('user-link').first().click();
  await expect(mp.getByTestId('read-only')).toBeVisible();
  await expect(mp.getByTestId('field-email')).toBeDisabled();
  await expect(mp.getByTestId('user-save')).toHaveCount(0);
  await expect(mp.getByTestId('user-delete')).toHaveCount(0);
  await shot(mp, { path: `${SHOTS}/user-read-only-en.png`, fullPage: false });
  // What the screen hides, the server refuses.
  const someone = mp.url().split('/').pop()!;
  await expect(
    gql(request, member.token, 'mutation($id: ID!, $p: MakeUserParams!){ makeUser(id: $id, params: $p){ _id } }', { id: someone, p: { name: 'Changed' } }),
  ).rejects.toThrow(/not allowed|forbidden|permission/i);
  await expect(gql(request, member.token, 'mutation($id: ID!){ deleteById(_id: $id) }', { id: someone })).rejects.toThrow(/not allowed|forbidden|permission/i);

  // Withdrawn again: the open screen closes and the entry goes, live.
  await page.getByTestId('check-perm-users-view').click();
  await page.getByTestId('group-save').click();
  await expect(mp).toHaveURL(/\/404$/);
  subscribed = waitForSubscription(mp, 'permissionsChanged');
  await mp.goto('/dashboard');
  await subscribed;
  await expect(usersEntry).toHaveCount(0);
  await memberCtx.close();
  await gql(request, admin.token, 'mutation($ids: [ID!]!){ trashUserGroup(delete_ids: $ids) }', { ids: [groupId] });
});

test("a personal permission set in the user form changes the user's calls", async ({ request }) => {
  const page = shared.page;
  const email = `e2e-personal-${run}@demo.pod`;
  const made = await gql<{ makeUser: { _id: string } }>(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
    p: { email, name: 'E2E personal', role: 'sale', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  const member = await apiLogin(request, email, NEW_PASSWORD);
  const USERS_Q = 'query{ users(perPage: 1){ _id } }';
  await expect(gql(request, member.token, USERS_Q)).rejects.toThrow();
  await openInApp(page, `/users/Opened/${made.makeUser._id}`);
  const section = page.getByTestId('section-permissions');
  // The matrix shows the role defaults: a seller sees orders, not users.
  await expect(section.getByTestId('check-perm-orders-view')).toHaveAttribute('data-state', 'checked');
  await expect(section.getByTestId('check-perm-users-view')).toHaveAttribute('data-state', 'unchecked');
  await section.getByTestId('check-perm-users-view').click();
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'User saved' })).toBeVisible();
  const after = await gql<{ users: unknown[] }>(request, member.token, USERS_Q);
  expect(after.users.length).toBe(1);
  // Only the changed module became the user's own entry; role defaults still apply to the rest.
  const u = await gql<{ getUserById: { permission: Array<{ module: string }> } }>(
    request,
    admin.token,
    'query($id: ID!){ getUserById(_id: $id){ permission{ module } } }',
    { id: made.makeUser._id },
  );
  expect(u.getUserById.permission.map((p) => p.module)).toEqual(['users']);
  await page.reload();
  await expect(page.getByTestId('section-permissions').getByTestId('check-perm-users-view')).toHaveAttribute('data-state', 'checked');
});

test('merchant group create, edit, delete', async ({ request }) => {
  const page = shared.page;
  const name = `E2E merchants ${run}`;
  await openInApp(page, '/merchant-groups');
  await page.getByTestId('merchant-group-new').click();
  await fill(page, 'merchant-group-name', name);
  await page.getByTestId('merchant-search').fill('sale@demo');
  await page.getByTestId('merchant-result').filter({ hasText: 'sale@demo.pod' }).getByTestId('merchant-pick').click();
  await expect(page.getByTestId('picked-merchant')).toHaveCount(1);
  await page.getByTestId('merchant-group-save').click();
  await expect(page).toHaveURL(/\/merchant-groups\/[0-9a-zA-Z_-]{8,}$/);
  await expect(page.getByTestId('merchant-group-delete')).toBeVisible();
  await expect(page.getByTestId('picked-merchant')).toHaveCount(1);

  await fill(page, 'merchant-group-name', `${name} edited`);
  await page.getByTestId('picked-merchant').getByRole('button').click();
  await page.getByTestId('merchant-group-save').click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('field-merchant-group-name')).toHaveValue(`${name} edited`);
  await expect(page.getByTestId('picked-merchant')).toHaveCount(0);

  await openInApp(page, `/merchant-groups?name=${encodeURIComponent(name)}`);
  const row = page
    .getByTestId('merchant-groups-table')
    .getByTestId('list-row')
    .filter({ hasText: `${name} edited` });
  await row.getByTestId('merchant-group-delete').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('merchant-groups-table').getByTestId('list-empty')).toBeVisible();
  const left = await gql<{ merchantGroups: unknown[] }>(request, admin.token, 'query($n: String){ merchantGroups(name: $n){ _id } }', { n: name });
  expect(left.merchantGroups).toEqual([]);
});

test('notification settings are saved and shown again after reload', async ({ request }) => {
  const page = shared.page;
  const email = `e2e-notify-${run}@demo.pod`;
  const made = await gql<{ makeUser: { _id: string } }>(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
    p: { email, name: 'E2E notify', role: 'fulfiller', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  await openInApp(page, `/users/Opened/${made.makeUser._id}`);
  const form = page.getByTestId('notification-form');
  await form.getByTestId('field-notify-type').selectOption('Support');
  await fill(page, 'notify-subject', 'Tickets digest');
  await fill(page, 'notify-mentions', 'alice, bob');
  await fill(page, 'notify-url', 'ftp://bad');
  await fill(page, 'notify-group-id', 'ch-1');
  await fill(page, 'notify-group-title', 'Support channel');
  await page.getByTestId('notify-alias-add').click();
  await page.getByTestId('notify-alias-0-id').fill('u-1');
  await page.getByTestId('notify-alias-0-username').fill('alice');
  await page.getByTestId('event-add').click();
  await fill(page, 'event-0-name', 'Ticket opened');
  // An event has its own channel and alias mentions.
  await fill(page, 'event-0-group-id', 'ch-night');
  await page.getByTestId('event-0-alias-add').click();
  await page.getByTestId('event-0-alias-0-id').fill('u-2');
  await page.getByTestId('event-0-alias-0-first_name').fill('Bo');
  await page.getByTestId('event-0-time-add').click();
  await page.getByTestId('event-0-time-0-hour').fill('25');
  await page.getByTestId('notify-save').click();
  await expect(page.getByTestId('error-notify-url')).toHaveText('Please enter an address starting with http:// or https://.');
  await expect(page.getByTestId('error-event-0-time-0')).toHaveText('The hour must be between 0 and 23.');
  await expect(page.getByTestId('error-event-0-group-id')).toHaveText('Give both the channel id and its title, or neither.');
  const none = await gql<{ userNotification: unknown }>(request, admin.token, 'query($u: ID){ userNotification(type: "Support", user_id: $u){ _id } }', {
    u: made.makeUser._id,
  });
  expect(none.userNotification).toBeNull();

  // Saved addresses go through the SSRF guard, which resolves host names: an address literal needs no DNS.
  await fill(page, 'notify-url', 'https://93.184.215.14/hook');
  await page.getByTestId('event-0-time-0-hour').fill('8');
  await page.getByTestId('event-0-time-0-minute').fill('30');
  await fill(page, 'event-0-group-title', 'Night shift');
  await page.getByTestId('notify-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Notification settings saved' })).toBeVisible();

  await page.reload();
  await page.getByTestId('notification-form').getByTestId('field-notify-type').selectOption('Support');
  await expect(page.getByTestId('field-notify-subject')).toHaveValue('Tickets digest');
  await expect(page.getByTestId('field-notify-mentions')).toHaveValue('alice, bob');
  await expect(page.getByTestId('field-notify-url')).toHaveValue('https://93.184.215.14/hook');
  await expect(page.getByTestId('notify-alias-0-username')).toHaveValue('alice');
  await expect(page.getByTestId('field-event-0-name')).toHaveValue('Ticket opened');
  await expect(page.getByTestId('field-event-0-group-title')).toHaveValue('Night shift');
  await expect(page.getByTestId('event-0-alias-0-first_name')).toHaveValue('Bo');
  await shot(page.getByTestId('section-notifications'), { path: `${SHOTS}/notification-settings-en.png` });
  await expect(page.getByTestId('event-0-time-0-hour')).toHaveValue('8');
  await expect(page.getByTestId('event-0-time-0-minute')).toHaveValue('30');
});

test('edit, bulk status change and delete a user', async ({ request }) => {
  const page = shared.page;
  const email = `e2e-edit-${run}@demo.pod`;
  const made = await gql<{ makeUser: { _id: string } }>(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
    p: { email, name: 'E2E edit', role: 'sale', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  await openInApp(page, `/users/Opened?email=${encodeURIComponent(email)}`);
  await page.getByTestId('users-table').getByTestId('select-row').first().click();
  await page.getByTestId('bulk-status').selectOption('Disabled');
  await page.getByTestId('bulk-apply').click();
  await expect(page.getByTestId('users-table').getByTestId('status-badge').first()).toHaveText('Disabled');

  await page.getByTestId('user-link').first().click();
  await fill(page, 'phone_number', '+49 30 1234567');
  await page.getByTestId('check-hold_off').click();
  await page.getByTestId('field-status').selectOption('Active');
  // The shipping user is searched by email or identity label and picked.
  await page.getByTestId('shipping_user_id-change').click();
  await page.getByTestId('shipping_user_id-search').fill(emailOf('fulfiller'));
  await page
    .getByTestId('shipping_user_id-result')
    .filter({ hasText: emailOf('fulfiller') })
    .getByTestId('shipping_user_id-pick')
    .click();
  await expect(page.getByTestId('picked-shipping_user_id')).toContainText(emailOf('fulfiller'));
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'User saved' })).toBeVisible();
  const u = await gql<{ getUserById: { phone_number: string; hold_off: boolean; status: string; shipping_user: { email: string } | null } }>(
    request,
    admin.token,
    'query($id: ID!){ getUserById(_id: $id){ phone_number hold_off status shipping_user { email } } }',
    { id: made.makeUser._id },
  );
  expect(u.getUserById).toEqual({ phone_number: '+49 30 1234567', hold_off: true, status: 'Active', shipping_user: { email: emailOf('fulfiller') } });
  await page.reload();
  await expect(page.getByTestId('picked-shipping_user_id')).toContainText(emailOf('fulfiller'));

  await page.getByTestId('user-delete').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page).toHaveURL(/\/users\/Opened$/);
  expect(await usersByEmail(request, email)).toEqual([]);
});

test('credit is read-only in the user form (billing moves it) and links to the user’s transactions', async ({ request }) => {
  const page = shared.page;
  const email = `e2e-credit-${run}@demo.pod`;
  const made = await gql<{ makeUser: { _id: string } }>(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
    p: { email, name: 'E2E credit', role: 'sale', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  const id = made.makeUser._id;
  await gql(request, admin.token, 'mutation($id: ID!){ adjustCredit(user_id: $id, amount: "12.50", message: "Welcome credit"){ _id } }', { id });
  await openInApp(page, `/users/Opened/${id}`);
  await expect(page.getByTestId('user-credit')).toContainText('$12.50');
  await expect(page.getByTestId('field-total_credit')).toHaveCount(0);
  await shot(page.getByTestId('section-billing'), { path: `${SHOTS}/user-credit-en.png` });
  // Saving the form leaves the credit alone (it is not sent).
  await fill(page, 'phone_number', '+1 555 0100');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'User saved' })).toBeVisible();
  await page.getByTestId('user-credit-link').click();
  await expect(page).toHaveURL(new RegExp(`/billing/history/all\\?seller=${id}$`));
  await expect(page.getByTestId('field-seller')).toHaveValue(id);
  await expect(page.getByTestId('transactions-table')).toContainText('Welcome credit');
  await shot(page, { path: `${SHOTS}/user-credit-transactions-en.png` });
});

test('bulk status change is all or nothing: disabling yourself with others changes no one; your own record offers no delete', async ({ request }) => {
  const page = shared.page;
  const email = `e2e-bulk-${run}@demo.pod`;
  await gql(request, admin.token, 'mutation($p: MakeUserParams!){ makeUser(params: $p){ _id } }', {
    p: { email, name: `${ADMIN_NAME} bulk ${run}`, role: 'sale', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  // One search that finds both: the new user is named after the signed-in admin.
  await openInApp(page, `/users/Opened?search=${encodeURIComponent(ADMIN_NAME)}`);
  const table = page.getByTestId('users-table');
  for (const who of [email, emailOf('super_root')]) {
    await table.getByTestId('list-row').filter({ hasText: who }).getByTestId('select-row').click();
  }
  await expect(page.getByTestId('bulk-bar')).toContainText('2');
  await page.getByTestId('bulk-status').selectOption('Disabled');
  await page.getByTestId('bulk-apply').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'You cannot disable your own account.' })).toBeVisible();
  // The selection stays for another try; nobody was changed.
  await expect(page.getByTestId('bulk-bar')).toContainText('2');
  const statuses = await gql<{ users: Array<{ status: string }> }>(request, admin.token, 'query($e: String){ users(email: $e){ status } }', { e: email });
  expect(statuses.users).toEqual([{ status: 'Active' }]);
  // Nor is one's own account offered for deletion.
  await openInApp(page, `/users/Opened/${admin._id}`);
  await expect(page.getByTestId('field-email')).toHaveValue(emailOf('super_root'));
  await expect(page.getByTestId('user-delete')).toHaveCount(0);
});

test('the long user form: jump links reach each section; a bad value far down is brought into view', async () => {
  const page = shared.page;
  await openInApp(page, '/users/Opened/new');
  await page.getByTestId('jump-section-hubs').click();
  await expect(page.getByTestId('section-hubs')).toBeInViewport();
  await expect(page.getByTestId('section-nav')).toBeInViewport();
  await page.getByTestId('jump-section-identity').click();
  await expect(page.getByTestId('section-identity')).toBeInViewport();
  await fill(page, 'email', `e2e-far-${run}@demo.pod`);
  await fill(page, 'name', 'Far');
  await page.getByTestId('field-role').selectOption('sale');
  await fill(page, 'new_password', NEW_PASSWORD);
  await fill(page, 'confirm_password', NEW_PASSWORD);
  await fill(page, 'addition_base_cost', 'twelve');
  await page.getByTestId('field-email').focus();
  await page.getByTestId('user-save-top').click();
  await expect(page.getByTestId('error-addition_base_cost')).toBeInViewport();
  await expect(page.getByTestId('field-addition_base_cost')).toBeFocused();
});

// French and Portuguese have the same keys (src/locales/locales.test.ts): the browser looks at English and German.
for (const lng of ['en', 'de']) {
  test(`every admin screen in ${lng}: no missing key (screenshots)`, async ({ request }) => {
    const page = shared.page;
    await bootInLanguage(shared, request, lng, '/profile/info');
    const groups = await gql<{ usergroups: Array<{ _id: string }> }>(request, admin.token, 'query{ usergroups(get_all: true){ _id } }');
    const users = await gql<{ users: Array<{ _id: string }> }>(request, admin.token, 'query($e: String){ users(email: $e){ _id } }', {
      e: emailOf('fulfiller'),
    });
    const screens: Array<[string, string]> = [
      ['users', '/users/Opened'],
      ['user-new', '/users/Opened/new'],
      ['user-edit', `/users/Opened/${users.users[0]._id}`],
      ['groups', '/user-groups'],
      ['group-new', '/user-groups/new'],
      ['merchant-groups', '/merchant-groups'],
      ['merchant-group-new', '/merchant-groups/new'],
    ];
    if (groups.usergroups[0]) screens.push(['group-edit', `/user-groups/${groups.usergroups[0]._id}`]);
    for (const [name, url] of screens) {
      await openInApp(page, url);
      await expect(page.getByTestId('page-title')).toBeVisible();
      await screenSettled(page);
      const text = await page.locator('main, body').first().innerText();
      expect(text, `${name} in ${lng}`).not.toMatch(RAW_KEY);
      await shot(page, { path: `${SHOTS}/${name}-${lng}.png`, fullPage: name === 'user-edit' || name === 'group-new' });
    }
  });
}

test('only super_root reaches the screens; the server refuses the calls too', async ({ browser, request }) => {
  const root = await apiLogin(request, emailOf('sale'));
  const ctx = await browser.newContext();
  await tokenLogin(ctx, BASE_URL, root);
  const p = await ctx.newPage();
  await p.goto('/users/Opened');
  await expect(p).toHaveURL(/\/404$/);
  await ctx.close();
  await expect(gql(request, root.token, 'query{ users{ _id } }')).rejects.toThrow();
  expect(PASSWORD).toBeTruthy();
});
