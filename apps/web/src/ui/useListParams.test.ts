import { describe, expect, it } from 'vitest';
import { parseSort, patchParams } from './useListParams';

describe('list state in the URL', () => {
  it('reads the sort as key:dir, anything but asc as desc, and falls back when absent', () => {
    const fallback = { key: 'created_at', dir: 'desc' } as const;
    expect(parseSort('email:asc', fallback)).toEqual({ key: 'email', dir: 'asc' });
    expect(parseSort('email:sideways', fallback)).toEqual({ key: 'email', dir: 'desc' });
    expect(parseSort(null, fallback)).toBe(fallback);
    expect(parseSort(':asc', fallback)).toBe(fallback);
  });

  it('a filter or sort change goes back to page 1; a page change keeps the filters; blanks are dropped', () => {
    expect(patchParams('?name=a&page=3', { name: 'b' }).toString()).toBe('name=b');
    expect(patchParams('?name=a&page=3', { page: '4' }, false).toString()).toBe('name=a&page=4');
    expect(patchParams('?name=a&sort=email%3Aasc', { name: '' }).toString()).toBe('sort=email%3Aasc');
    expect(patchParams('?name=a', { tags: null, view: 'list' }, false).toString()).toBe('name=a&view=list');
  });
});
