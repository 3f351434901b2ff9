import { describe, expect, it } from 'vitest';
import { flattenMenu, MENU, menuAllows, resolveMenu } from './menu';

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
      flattenMenu(resolveMenu(MENU, { user: { role: 'cutting', active_status: status }, manufactures: [{ _id: 'm1', name: 'L' }] })).find((i) => i.id === 'mrp-m1')!.link;
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
