import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { listTotalsLink } from './listTotals';
import type { RequestContext } from './apollo';
import { usePagedQuery } from './usePagedQuery';
// A real generated document, so the hook is tested with the types it meets in the app.
// eslint-disable-next-line web/feature-boundaries
import { FONTS } from '../features/fonts/graphql';

const font = (i: number) => ({
  __typename: 'Font',
  _id: `f${i}`,
  family: `Family ${i}`,
  slug: `family-${i}`,
  variants: ['regular'],
  subsets: ['latin'],
  provider: 'google',
  category: null,
  preview: null,
  files: [],
});

/** A server of 7 fonts: pages of `perPage`, the total in extensions.total as the API sends it. */
function fakeServer(count: { value: number }, seen: Array<Record<string, unknown>>) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { page = 1 } = operation.variables as { page?: number };
        const { perPage = 20 } = operation.getContext() as RequestContext;
        seen.push({ ...operation.variables, perPage });
        const all = Array.from({ length: count.value }, (_, i) => font(i));
        observer.next({ data: { fonts: all.slice((page - 1) * perPage, page * perPage) }, extensions: { total: count.value } });
        observer.complete();
      }),
  );
}

function setup() {
  const count = { value: 7 };
  const seen: Array<Record<string, unknown>> = [];
  const client = new ApolloClient({ link: ApolloLink.from([listTotalsLink, fakeServer(count, seen)]), cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { count, seen, wrapper };
}

describe('usePagedQuery', () => {
  it('reads rows from the list field and the total from extensions.total; page in the variables, per-page in the context', async () => {
    const { seen, wrapper } = setup();
    const { result, rerender } = renderHook(({ page }) => usePagedQuery(FONTS, { provider: 'google' }, page, 3), { wrapper, initialProps: { page: 1 } });
    await waitFor(() => expect(result.current.items.map((f) => f._id)).toEqual(['f0', 'f1', 'f2']));
    expect(result.current.total).toBe(7);
    expect(seen[0]).toEqual({ provider: 'google', page: 1, perPage: 3 });

    rerender({ page: 3 });
    await waitFor(() => expect(result.current.items.map((f) => f._id)).toEqual(['f6']));
    expect(result.current.total).toBe(7);
  });

  it('a refetch brings the new total even when the rows on the page are the same', async () => {
    const { count, wrapper } = setup();
    const { result } = renderHook(() => usePagedQuery(FONTS, { name: 'x' }, 1, 3), { wrapper });
    await waitFor(() => expect(result.current.total).toBe(7));
    count.value = 12;
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.total).toBe(12));
  });
});
