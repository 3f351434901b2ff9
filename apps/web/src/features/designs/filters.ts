import type { MockupCounterQueryVariables } from '../../gql/graphql';

export const DESIGN_TABS = ['all', 'published', 'draft', 'trashed'] as const;
export type DesignTab = (typeof DESIGN_TABS)[number];

export const isDesignTab = (v: string | undefined): v is DesignTab => DESIGN_TABS.includes(v as DesignTab);

/** A date input's yyyy-mm-dd as the API's dd-mm-yyyy; empty stays absent. */
export function dmyOf(isoDay: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** The catalogue's filters from the URL (`name`, `tag` id, `start` and `end` as yyyy-mm-dd), as query variables. */
export function filterVariables(params: URLSearchParams): MockupCounterQueryVariables {
  return {
    name: params.get('name')?.trim() || null,
    tag: params.get('tag') || null,
    start: dmyOf(params.get('start') ?? ''),
    end: dmyOf(params.get('end') ?? ''),
  };
}
