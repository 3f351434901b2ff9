import { describe, expect, it } from 'vitest';
import { isAutoCollapsePath, layoutKind, isActiveItem } from './layout';
import { decideRoute } from '../app/MenuRoute';
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
