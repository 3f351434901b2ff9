import { eq } from 'drizzle-orm';
import { emptyPermissions } from '@pod/shared';
import { userGroups, users } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { codeOf, doc, TestApp } from './harness';

/** Spec section 6, rule by rule: each is shown refused first, then allowed. */
describe('role rules of spec section 6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  const USERS = `{ users { _id } }`;
  const bookmarks = async (token: string) =>
    (await t.http().get('/api/search/bookmarks/data').set('authorization', `Bearer ${token}`)).body.searchResult.map((e: { id: string }) => e.id);

  it('only super_root sees Users (and the other super_root screens)', async () => {
    const root = await t.userWithToken({ role: 'root' });
    const sr = await t.userWithToken({ role: 'super_root' });
    expect(codeOf(await t.gql(USERS, {}, root.token))).toBe('FORBIDDEN');
    expect(await bookmarks(root.token)).not.toEqual(expect.arrayContaining(['users']));
    expect(codeOf(await t.gql(USERS, {}, sr.token))).toBeUndefined();
    expect(await bookmarks(sr.token)).toEqual(expect.arrayContaining(['users', 'storage', 'integrations', 'system-notifications', 'extensions']));
  });

  it("Setting shows for root with section 2's Shipping table and Call To Action; Storage stays super_root's", async () => {
    const root = await t.userWithToken({ role: 'root' });
    const fulfiller = await t.userWithToken({ role: 'fulfiller' });
    const TABLE = `{ shippingCostTable { method_id } }`;
    expect(await bookmarks(root.token)).toEqual(expect.arrayContaining(['shipping-table', 'call-to-action']));
    expect(await bookmarks(root.token)).not.toContain('storage');
    expect(codeOf(await t.gql(TABLE, {}, root.token))).toBeUndefined();
    expect(await bookmarks(fulfiller.token)).not.toContain('shipping-table');
    expect(codeOf(await t.gql(TABLE, {}, fulfiller.token))).toBe('FORBIDDEN');
  });

  it('a group named super_root passes every positive check', async () => {
    const member = await t.userWithToken({ role: 'sale', groups: ['sale', 'super_root'] });
    const plain = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(USERS, {}, plain.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(USERS, {}, member.token))).toBeUndefined();
  });

  it('a negated entry hides the item from that group: Catalog is not for partners or root', async () => {
    const partner = await t.userWithToken({ role: 'partner' });
    const root = await t.userWithToken({ role: 'root' });
    const fulfiller = await t.userWithToken({ role: 'fulfiller' });
    expect(await bookmarks(partner.token)).not.toContain('catalog');
    expect(await bookmarks(partner.token)).toContain('partner-catalog');
    expect(await bookmarks(root.token)).not.toContain('catalog');
    expect(await bookmarks(fulfiller.token)).toContain('catalog');
  });

  it('root and sale see Affiliates', async () => {
    const qc = await t.userWithToken({ role: 'order_qc' });
    const root = await t.userWithToken({ role: 'root' });
    expect(await bookmarks(qc.token)).not.toContain('affiliates');
    expect(await bookmarks(root.token)).toContain('affiliates');
  });

  it('only root sees Items, Manufactures, Files and production billing', async () => {
    const fulfiller = await t.userWithToken({ role: 'fulfiller' });
    const root = await t.userWithToken({ role: 'root' });
    for (const id of ['items-3d', 'manufactures', 'files', 'production-transactions']) expect(await bookmarks(fulfiller.token)).not.toContain(id);
    expect(await bookmarks(root.token)).toEqual(expect.arrayContaining(['items-3d', 'manufactures', 'files', 'production-transactions']));
  });

  it('sellers (sale and not root) get the seller menu; sale with root does not', async () => {
    const seller = await t.userWithToken({ role: 'sale' });
    const staff = await t.userWithToken({ role: 'sale', groups: ['sale', 'root'] });
    expect(await bookmarks(seller.token)).toEqual(expect.arrayContaining(['seller-orders', 'seller-stores', 'seller-jobs']));
    // The billing screens and the rest of what section 2 gives sale are bookmarkable too.
    expect(await bookmarks(seller.token)).toEqual(
      expect.arrayContaining(['dashboard', 'affiliates', 'shipments', 'catalog', 'product-labels', 'topup', 'transactions', 'invoice', 'shipping-methods']),
    );
    expect(await bookmarks(staff.token)).not.toContain('seller-orders');
    expect(await bookmarks(staff.token)).toContain('orders');
  });

  it("the 'Hide design in production' switch is for users who are not sale", async () => {
    const seller = await t.userWithToken({ role: 'sale' });
    const printer = await t.userWithToken({ role: 'printer' });
    const toggle = `mutation($id: ID!) { toggleDesignProduction(_id: $id, is_hide: true) { hide_production disable_design_production } }`;
    expect(codeOf(await t.gql(toggle, { id: seller.id }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(toggle, { id: seller.id }, printer.token))).toBe('FORBIDDEN');
    // Staff in the sale group are no sellers: the switch is theirs too.
    const staff = await t.userWithToken({ role: 'root', groups: ['root', 'sale'] });
    expect(codeOf(await t.gql(toggle, { id: staff.id }, staff.token))).toBeUndefined();
    const ok = await t.gql(toggle, { id: printer.id }, printer.token);
    expect(ok.data!.toggleDesignProduction).toEqual({ hide_production: true, disable_design_production: true });
    const [row] = await t.db.select({ h: users.hideProduction }).from(users).where(eq(users.id, printer.id));
    expect(row.h).toBe(true);
  });

  it('per-module permissions from the user group: view granted, add still refused; a withdrawn group grant stops at once', async () => {
    const groupId = newId();
    const matrix = emptyPermissions().map((p) => (p.module === 'users' ? { ...p, access: { view: true, add: false, update: false, delete: false } } : p));
    await t.db.insert(userGroups).values({ id: groupId, name: 'User viewers', status: 'Active', permission: matrix });
    const root = await t.userWithToken({ role: 'root' });
    expect(codeOf(await t.gql(USERS, {}, root.token))).toBe('FORBIDDEN');
    await t.db.update(users).set({ groupId }).where(eq(users.id, root.id));
    t.forgetCaches();
    expect(codeOf(await t.gql(USERS, {}, root.token))).toBeUndefined();
    const PERMS = doc<{ userPermissions: Array<{ module: string; access: { view: boolean; add: boolean } }> }>(
      `{ userPermissions { module access { view add } } }`,
    );
    const perms = (await t.gql(PERMS, {}, root.token)).data!.userPermissions;
    expect(perms.find((p) => p.module === 'users')?.access).toEqual({ view: true, add: false });
    await t.db.update(userGroups).set({ status: 'Inactive' }).where(eq(userGroups.id, groupId));
    t.forgetCaches();
    expect(codeOf(await t.gql(USERS, {}, root.token))).toBe('FORBIDDEN');
  });

  it('switch user requires the stored super token', async () => {
    const sr = await t.userWithToken({ role: 'super_root' });
    const target = await t.createUser({ role: 'sale' });
    const SWITCH = doc<{ switchUser: { _id: string } }>(`mutation($id: ID!) { switchUser(_id: $id) { _id } }`);
    expect(codeOf(await t.gql(SWITCH, { id: target.id }, sr.token))).toBe('FORBIDDEN');
    expect((await t.gql(SWITCH, { id: target.id }, sr.token, { 'x-super-token': sr.super_token! })).data!.switchUser._id).toBe(target.id);
  });
});
