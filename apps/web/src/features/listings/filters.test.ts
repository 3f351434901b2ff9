import { describe, expect, it } from 'vitest';
import { coverOf, isListingTab, listingVariables, tabCount } from './filters';

describe('listing filters', () => {
  it('reads the URL as query variables, dates as dd-mm-yyyy', () => {
    expect(listingVariables(new URLSearchParams('status=Draft&search=%20tee%20&start=2026-11-01&end=2026-11-25'))).toEqual({
      status: 'Draft',
      search: 'tee',
      start: '01-11-2026',
      end: '25-11-2026',
    });
  });

  it('falls back to every listing and drops what it cannot read', () => {
    expect(listingVariables(new URLSearchParams('status=Nope&start=1.11.2026&search=%20'))).toEqual({ status: 'all', search: null, start: null, end: null });
    expect(isListingTab('Trash')).toBe(true);
    expect(isListingTab(null)).toBe(false);
  });

  it('shows the first mockup image, else the front', () => {
    expect(coverOf({ images: [{ src: 'a' }, { src: 'b' }], front: 'f' })).toBe('a');
    expect(coverOf({ images: [], front: 'f' })).toBe('f');
    expect(coverOf({ images: [], front: null })).toBeNull();
  });

  it('reads each tab its count', () => {
    const counts = { all: 6, draft: 3, publish: 2, trash: 1 };
    expect(['all', 'Draft', 'Publish', 'Trash'].map((tab) => tabCount(counts, tab as 'all'))).toEqual([6, 3, 2, 1]);
    expect(tabCount(undefined, 'Draft')).toBeUndefined();
  });
});
