import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { listTotalsLink } from '../lib/listTotals';
// Real generated documents, so the hook is tested with the types it meets in the app.
// eslint-disable-next-line web/feature-boundaries
import { INVOICE_COUNTERS, INVOICES } from '../features/billing/graphql';
import { useTabbedList } from './useTabbedList';

const TABS = ['all', 'pending', 'paid', 'cancelled'] as const;

/** Answers the invoices list (no rows) and the counters, recording each call's variables by operation. */
function fakeServer(seen: Array<{ name: string; variables: Record<string, unknown> }>) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push({ name: operation.operationName ?? '', variables: operation.variables });
        const data =
          operation.operationName === 'InvoiceCounters'
            ? { invoiceCounters: { __typename: 'InvoiceCounters', all: 5, pending: 2, paid: 3, cancelled: 0 } }
            : { invoices: [] };
        observer.next({ data, extensions: { total: 0 } });
        observer.complete();
      }),
  );
}

function render(url: string, seen: Array<{ name: string; variables: Record<string, unknown> }>) {
  const client = new ApolloClient({ link: ApolloLink.from([listTotalsLink, fakeServer(seen)]), cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MemoryRouter>
  );
  return renderHook(
    ({ requested }: { requested: string | null }) =>
      useTabbedList({
        list: INVOICES,
        counters: INVOICE_COUNTERS,
        filters: { user_id: 'u1' },
        tabs: TABS,
        requested,
        fallback: 'all',
        label: (tab) => `label ${tab}`,
        count: (c, tab) => c.invoiceCounters[tab],
        onTab: () => undefined,
      }),
    { wrapper, initialProps: { requested: new URLSearchParams(url.split('?')[1]).get('status') } },
  );
}

describe('useTabbedList', () => {
  it('lists the requested tab on the URL page, counts every tab under the same filters', async () => {
    const seen: Array<{ name: string; variables: Record<string, unknown> }> = [];
    const { result } = render('/list?status=pending&page=2', seen);
    await waitFor(() => expect(result.current.table.tabs[1].count).toBe(2));
    expect(result.current.table).toMatchObject({ tab: 'pending', page: 2 });
    expect(result.current.table.tabs.map((t) => t.label)).toEqual(TABS.map((t) => `label ${t}`));
    expect(seen).toContainEqual({ name: 'Invoices', variables: { user_id: 'u1', status: 'pending', page: 2 } });
    expect(seen).toContainEqual({ name: 'InvoiceCounters', variables: { user_id: 'u1' } });
  });

  it('shows the fallback for an unknown tab, and sends no status for all', async () => {
    const seen: Array<{ name: string; variables: Record<string, unknown> }> = [];
    const { result } = render('/list?status=bogus', seen);
    await waitFor(() => expect(seen.some((s) => s.name === 'Invoices')).toBe(true));
    expect(result.current.tab).toBe('all');
    expect(result.current.status).toBeUndefined();
    expect(seen.find((s) => s.name === 'Invoices')?.variables).toEqual({ user_id: 'u1', page: 1 });
  });
});
