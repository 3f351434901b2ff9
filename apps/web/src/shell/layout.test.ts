import { describe, expect, it } from 'vitest';
import { menuFor } from '@pod/shared';
import { activeEntryId, isAutoCollapsePath, isActiveItem, layoutKind } from '../lib/layout';
import { decideRoute } from '../lib/routeAccess';
import { splitStarred } from '../stores/bookmarks';
import { limitGroups } from './GlobalSearch';

describe('layout choice', () => {
  it('horizontal only at ≥ 1200 px; sellers get the seller layout', () => {
    expect(layoutKind({ seller: false, layout: 'horizontal', width: 1200 })).toBe('horizontal');
    expect(layoutKind({ seller: false, layout: 'horizontal', width: 1199 })).toBe('vertical');
    expect(layoutKind({ seller: false, layout: 'vertical', width: 1600 })).toBe('vertical');
    expect(layoutKind({ seller: true, layout: 'horizontal', width: 1600 })).toBe('seller');
  });

  it('auto-collapses on editor paths', () => {
    expect(isAutoCollapsePath('/editor/product/abc')).toBe(true);
    expect(isAutoCollapsePath('/editor/preset/abc')).toBe(true);
    expect(isAutoCollapsePath('/items/3d-preset')).toBe(false);
    expect(isAutoCollapsePath('/editors')).toBe(false);
  });

  it('marks active entries by prefix', () => {
    expect(isActiveItem({ route: '/users/all', matches: ['/users'] }, '/users/pending')).toBe(true);
    expect(isActiveItem({ route: '/orders' }, '/orders')).toBe(true);
    expect(isActiveItem({ route: '/orders' }, '/orders-archive')).toBe(false);
  });

  it("lights one entry on a factory's page: its own, not the Manufactures list as well", () => {
    const menu = menuFor({ user: { role: 'root', groups: ['root'] }, manufactures: [{ _id: 'm1', name: 'Lisbon' }] });
    expect(activeEntryId(menu, '/manufactures/m1/station')).toBe('station-m1');
    expect(activeEntryId(menu, '/manufactures/m1/mrp_package/station')).toBe('mrp-package-m1');
    expect(activeEntryId(menu, '/manufactures')).toBe('manufactures');
    expect(activeEntryId(menu, '/profile/info')).toBeUndefined();
  });
});

describe('route guard', () => {
  const sale = { user: { role: 'sale', groups: ['sale'] }, manufactures: [] };
  const printer = { user: { role: 'printer', groups: ['printer'] }, manufactures: [{ _id: 'm1', name: 'Berlin' }] };
  it('unauthorised menu route → /404 vertical, /misc/not-authorized horizontal', () => {
    expect(decideRoute('/users/all', sale, 'vertical')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decideRoute('/users/all', sale, 'horizontal')).toEqual({ kind: 'redirect', to: '/misc/not-authorized' });
    expect(decideRoute('/users/all', sale, 'seller')).toEqual({ kind: 'redirect', to: '/404' });
  });
  it('allowed and known routes show a screen; unknown ones go to /404', () => {
    expect(decideRoute('/orders', sale, 'seller')).toEqual({ kind: 'screen' });
    expect(decideRoute('/stores', sale, 'seller')).toEqual({ kind: 'screen' });
    expect(decideRoute('/manufactures/m1/mrp', printer, 'vertical')).toEqual({ kind: 'screen' });
    expect(decideRoute('/manufactures/m1/report', printer, 'vertical')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decideRoute('/no/such/screen', sale, 'vertical')).toEqual({ kind: 'redirect', to: '/404' });
  });
  it('denies the links a factory worker, order_qc and fulfiller may not follow (orders, tickets, returns)', () => {
    const as = (role: string) => ({ user: { role, groups: [role] }, manufactures: [{ _id: 'm1', name: 'Berlin' }] });
    const opens = (role: string, path: string) => decideRoute(path, as(role), 'vertical').kind === 'screen';
    for (const role of ['printer', 'cutting', 'sewer', 'packager']) expect(opens(role, '/orders/o1')).toBe(false);
    for (const role of ['order_qc', 'fulfiller']) {
      expect(opens(role, '/tickets')).toBe(false);
      expect(opens(role, '/rar/all')).toBe(false);
    }
    expect(opens('root', '/orders/o1')).toBe(true);
    expect(opens('root', '/tickets')).toBe(true);
  });
});

describe('starred shortcuts and search groups', () => {
  it('keeps at most 10 starred in the bar, the rest overflow', () => {
    const items = Array.from({ length: 14 }, (_, i) => ({ id: i, title: `t${i}`, link: `/l${i}`, isBookmarked: i !== 3 }));
    const { starred, overflow } = splitStarred(items);
    expect(starred).toHaveLength(10);
    expect(overflow.map((b) => b.id)).toEqual([11, 12, 13]);
  });
  it('shows at most 4 results per group', () => {
    const data = Array.from({ length: 9 }, (_, i) => ({ title: `o${i}`, link: `/o${i}` }));
    const out = limitGroups([
      { groupTitle: 'Orders', searchLimit: 10, data },
      { groupTitle: 'Items', searchLimit: 2, data },
      { groupTitle: 'Empty', data: [] },
    ]);
    expect(out.map((g) => [g.groupTitle, g.data.length])).toEqual([
      ['Orders', 4],
      ['Items', 2],
    ]);
  });
});

import { monogram } from './Bookmarks';
describe('starred monograms', () => {
  it('abbreviates screen names', () => {
    expect(monogram('Daily Report')).toBe('DR');
    expect(monogram('Orders')).toBe('Or');
    expect(monogram('Return & Replacement')).toBe('RR');
  });
});
