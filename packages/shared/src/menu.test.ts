import { describe, expect, it } from 'vitest';
import { flattenMenu, landingScreen, MENU, menuAllows, menuFor, resolveMenu, SELLER_MENU } from './menu';
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
    for (const id of ['storage', 'users', 'integrations', 'catalog']) expect(m).not.toContain(id);
  });
  it("Setting shows for root with section 2's Shipping table and Call To Action; Storage stays super_root's", () => {
    const setting = (role: string) => resolveMenu(MENU, { user: { role, groups: [role] } }).find((i) => i.id === 'setting');
    expect(setting('root')?.children?.map((i) => i.id)).toEqual(['shipping-table', 'call-to-action']);
    expect(setting('super_root')?.children?.map((i) => i.id)).toEqual(['shipping-table', 'storage', 'call-to-action']);
    for (const role of ['sale', 'fulfiller', 'order_qc', 'accounting', 'printer']) expect(setting(role)).toBeUndefined();
    expect(menuAllows('/shipping_cost_table', { user: { role: 'root' } })).toBe(true);
    expect(menuAllows('/storage', { user: { role: 'root' } })).toBe(false);
  });
  it('lands on Orders, else the first station, else Transactions (accounting), else the first screen', () => {
    const factories = [{ _id: 'lisbon', name: 'Lisbon', stations: { cutting: true, printing: true, sewing: true, packing: true } }];
    const landing = (role: string) => landingScreen({ user: { role, groups: [role] }, manufactures: factories })?.link;
    expect(landing('root')).toBe('/orders?status=Processing');
    expect(landing('sale')).toBe('/orders?status=Processing');
    expect(landing('printer')).toBe('/manufactures/lisbon/station');
    expect(landing('accounting')).toBe('/billing/history/all');
    expect(landing('partner')).toBe('/partner-catalog');
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
  it("a worker's station and barcode sheet show only at a factory that runs their station; root's at one that runs any", () => {
    const factories = [
      { _id: 'berlin', name: 'Berlin', stations: { printing: true, packing: true } },
      { _id: 'lisbon', name: 'Lisbon', stations: { cutting: true, printing: true, sewing: true, packing: true } },
    ];
    const own = (role: string) => ids(role, [role], factories).filter((id) => id.startsWith('station-') || id.startsWith('barcode-sheet-'));
    expect(own('cutting')).toEqual(['station-lisbon', 'barcode-sheet-lisbon']);
    expect(own('sewer')).toEqual(['station-lisbon', 'barcode-sheet-lisbon']);
    expect(own('printer')).toEqual(['station-berlin', 'barcode-sheet-berlin', 'station-lisbon', 'barcode-sheet-lisbon']);
    expect(own('root')).toEqual(['station-berlin', 'barcode-sheet-berlin', 'station-lisbon', 'barcode-sheet-lisbon']);
    // By URL too: Berlin's station is no screen of a cutter.
    expect(menuAllows('/manufactures/berlin/station', { user: { role: 'cutting', groups: ['cutting'] }, manufactures: factories })).toBe(false);
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
    expect(ids.slice(0, -1)).toEqual(SELLER_SCREENS);
    expect(ids.at(-1)).toBe('users');
    expect(flattenMenu(menuFor({ user: withLayer('sale', []) })).map((i) => i.id)).toEqual(SELLER_SCREENS);
  });
  it("a withdrawn module hides the seller's shared entry too", () => {
    const ids = flattenMenu(menuFor({ user: withLayer('sale', [grant('billing', false)]) })).map((i) => i.id);
    expect(ids).not.toContain('topup');
    expect(ids).not.toContain('transactions');
    expect(menuFor({ user: withLayer('sale', [grant('billing', false)]) }).map((i) => i.id)).not.toContain('seller-billing');
  });
});

/** Spec section 2: the main-menu screens the `sale` role has, which the seller menu must show. */
const SALE_SCREENS_OF_SPEC = ['dashboard', 'affiliates', 'shipments', 'catalog', 'product-labels', 'topup', 'transactions', 'invoice', 'shipping-methods'];
const SELLER_SCREENS = [
  'dashboard',
  'seller-orders',
  'shipments',
  'seller-items',
  'catalog',
  'product-labels',
  'seller-stores',
  'seller-fulfilments',
  'seller-jobs',
  'topup',
  'transactions',
  'invoice',
  'shipping-methods',
  'affiliates',
  'seller-rar',
  'seller-support',
  'seller-design-requests',
];

describe('the seller menu (spec sections 1 and 2)', () => {
  const sellerMenu = menuFor({ user: { role: 'sale', groups: ['sale'] } });
  it('shows every main-menu screen of the sale role, with the same link as the main menu', () => {
    const main = flattenMenu(resolveMenu(MENU, { user: { role: 'sale', groups: ['sale'] } }));
    const shown = flattenMenu(sellerMenu);
    expect(shown.map((i) => i.id)).toEqual(expect.arrayContaining(SALE_SCREENS_OF_SPEC));
    // Orders is the seller's own entry; everything else the role has in the main menu is in the seller menu.
    expect(main.map((i) => i.id).filter((id) => id !== 'orders')).toEqual(expect.arrayContaining(SALE_SCREENS_OF_SPEC));
    for (const entry of main.filter((i) => i.id !== 'orders')) expect(shown.find((i) => i.id === entry.id)?.link).toBe(entry.link);
  });
  it('is flat but for Billing, in the seller site order', () => {
    expect(flattenMenu(sellerMenu).map((i) => i.id)).toEqual(SELLER_SCREENS);
    expect(sellerMenu.filter((i) => i.children).map((i) => [i.id, i.children!.map((c) => c.id)])).toEqual([
      ['seller-billing', ['topup', 'transactions', 'invoice']],
    ]);
  });
  it('lets the seller open the nine screens and still refuses staff screens', () => {
    const ctx = { user: { role: 'sale', groups: ['sale'] } };
    for (const path of [
      '/dashboard',
      '/affiliates',
      '/shipments',
      '/catalog',
      '/product-labels',
      '/billing/topup',
      '/billing/history/all',
      '/billing/invoice',
      '/logistics',
    ])
      expect(menuAllows(path, ctx, SELLER_MENU), path).toBe(true);
    expect(menuAllows('/users/all', ctx)).toBe(false);
  });
});
