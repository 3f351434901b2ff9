import { describe, expect, it } from 'vitest';
import { flattenMenu, MENU, menuAllows, menuFor, resolveMenu } from './menu';
import { effectivePermissions, type ModulePermission } from './permissions';

const ids = (role: string, groups: string[] = [role], manufactures = [{ _id: 'm1', name: 'Lisbon' }]) =>
  flattenMenu(resolveMenu(MENU, { user: { role, groups }, manufactures })).map((i) => i.id);

describe('menu by role (spec sections 2 and 6)', () => {
  it('super_root sees Setting, Integrations, Users, Storage, but not Catalog or Partner Catalog', () => {
    const m = ids('super_root');
    for (const id of ['storage', 'integrations', 'system-notifications', 'users', 'extensions', 'api-logs', 'blocked-logs', 'tickets']) expect(m).toContain(id);
    expect(m).not.toContain('catalog');
    expect(m).not.toContain('partner-catalog');
  });
  it('root sees Items, Manufactures, Files and production billing, not the super_root settings', () => {
    const m = ids('root');
    for (const id of ['items-3d', 'manufactures', 'files', 'production-transactions', 'affiliates', 'api-logs']) expect(m).toContain(id);
    for (const id of ['storage', 'users', 'integrations', 'shipping-table', 'catalog']) expect(m).not.toContain(id);
  });
  it('a seller sees Catalog, Affiliates, Orders and billing, and no Items or Files', () => {
    const m = ids('sale');
    for (const id of ['catalog', 'affiliates', 'orders', 'shipments', 'topup', 'shipping-methods']) expect(m).toContain(id);
    for (const id of ['items-3d', 'files', 'inventory', 'manufactures', 'users']) expect(m).not.toContain(id);
  });
  it('a partner sees Partner Catalog and the open Product Tags only', () => {
    expect(ids('partner')).toEqual(['partner-catalog', 'product-labels']);
  });
  it('factory workers see Productions, Batch Items and Box Packages per manufacture, not the report', () => {
    const m = ids('printer');
    expect(m).toEqual(expect.arrayContaining(['mrp-m1', 'mrp-batch-m1', 'mrp-package-m1']));
    expect(m).not.toContain('mrp-report-m1');
  });
  it('the mrp link takes the active status unless it is Ready', () => {
    const link = (status: string) =>
      flattenMenu(resolveMenu(MENU, { user: { role: 'cutting', active_status: status }, manufactures: [{ _id: 'm1', name: 'L' }] })).find(
        (i) => i.id === 'mrp-m1',
      )!.link;
    expect(link('Ready')).toBe('/manufactures/m1/mrp?mrp_status=To%20Do&source=all');
    expect(link('Producting')).toBe('/manufactures/m1/mrp?mrp_status=Producting&source=all');
  });
  it('hides a parent whose children are all hidden', () => {
    const top = resolveMenu(MENU, { user: { role: 'partner' } }).map((i) => i.id);
    expect(top).not.toContain('billing');
    expect(top).not.toContain('sales');
  });
  it('menuAllows tells allowed, forbidden and unknown routes apart', () => {
    const ctx = { user: { role: 'sale' } };
    expect(menuAllows('/orders', ctx)).toBe(true);
    expect(menuAllows('/catalog/apparel', ctx)).toBe(true);
    expect(menuAllows('/users/all', ctx)).toBe(false);
    expect(menuAllows('/profile/info', ctx)).toBeNull();
  });
});

describe('menu by permission: a group or personal entry changes the screens as it does the calls', () => {
  const grant = (module: string, view: boolean): ModulePermission => ({ module, title: module, access: { view, add: false, update: false, delete: false } });
  const withLayer = (role: string, layer: ModulePermission[]) => {
    const user = { role, groups: [role] };
    return { ...user, permissions: effectivePermissions(user, layer) };
  };
  const idsOf = (user: ReturnType<typeof withLayer>) => flattenMenu(resolveMenu(MENU, { user, manufactures: [{ _id: 'm1', name: 'L' }] })).map((i) => i.id);

  it('a grant shows the screen and its parent group; a withdrawal hides a role default', () => {
    const user = withLayer('fulfiller', [grant('users', true), grant('files', true), grant('orders', false)]);
    const m = idsOf(user);
    expect(m).toEqual(expect.arrayContaining(['users', 'files']));
    expect(m).not.toContain('orders');
    expect(resolveMenu(MENU, { user }).map((i) => i.id)).toContain('management');
    expect(menuAllows('/users/all', { user })).toBe(true);
    expect(menuAllows('/orders', { user })).toBe(false);
  });
  it("without permissions the roles' defaults apply, exactly as MODULES states them", () => {
    expect(idsOf({ role: 'fulfiller', groups: ['fulfiller'], permissions: undefined as never })).toEqual(
      flattenMenu(resolveMenu(MENU, { user: { role: 'fulfiller' }, manufactures: [{ _id: 'm1', name: 'L' }] })).map((i) => i.id),
    );
  });
  it('a `!` rule still hides the entry whatever is granted', () => {
    expect(idsOf(withLayer('partner', [grant('catalog', true)]))).not.toContain('catalog');
    expect(idsOf(withLayer('root', [grant('catalog', true)]))).not.toContain('catalog');
  });
  it('sellers keep their own menu and get granted main-menu screens after it', () => {
    const seller = withLayer('sale', [grant('users', true)]);
    const ids = flattenMenu(menuFor({ user: seller })).map((i) => i.id);
    expect(ids.slice(0, 6)).toEqual(['seller-orders', 'seller-items', 'seller-stores', 'seller-fulfilments', 'seller-jobs', 'seller-support']);
    expect(ids.slice(6)).toEqual(['users']);
    expect(flattenMenu(menuFor({ user: withLayer('sale', []) })).map((i) => i.id)).toHaveLength(6);
  });
});
