import { LISTING_STATUSES } from '@pod/shared';
import type { ListingsQueryVariables } from '../../gql/graphql';

/** The status tabs of /items/internal: every listing, then one per status. */
export const LISTING_TABS = ['all', ...LISTING_STATUSES] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

/** A tab's count from itemsInfoCounters (fields in lower case); none while the counts load. */
export const tabCount = (counts: Record<'all' | 'draft' | 'publish' | 'trash', number> | undefined, tab: ListingTab): number | undefined =>
  counts?.[tab.toLowerCase() as Lowercase<ListingTab>];

export const isListingTab = (v: string | null): v is ListingTab => LISTING_TABS.includes(v as ListingTab);

/** The list's filters from the URL (`status`, `search`, `start` and `end` as a date input's yyyy-mm-dd) as query variables (dd-mm-yyyy dates). */
export function listingVariables(params: URLSearchParams): Omit<ListingsQueryVariables, 'page'> {
  const day = (key: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(params.get(key) ?? '');
    return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
  };
  const status = params.get('status');
  return { status: isListingTab(status) ? status : 'all', search: params.get('search')?.trim() || null, start: day('start'), end: day('end') };
}

/** The first image a listing shows: its first mockup image, else its front. */
export const coverOf = (l: { images: ReadonlyArray<{ src: string }>; front?: string | null }): string | null => l.images[0]?.src ?? l.front ?? null;
