import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryRouter } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { AppRouterProvider } from '../lib/AppRouterProvider';
import { system } from './theme';
import { listTotalsLink } from '../lib/listTotals';
// Real generated documents, so the hook is tested with the types it meets in the app.
// eslint-disable-next-line web/feature-boundaries
import { INVOICE_COUNTERS, INVOICES } from '../features/billing/graphql';
import { StatusTabs } from './StatusTabs';
import { useListParams } from './useListParams';
import { useTabbedList } from './useTabbedList';

const TABS = ['all', 'pending', 'paid', 'cancelled'] as const;

/** A server that answers a moment later, as a real one does; it records every list call and what is in flight. */
function slowServer() {
  const calls: string[] = [];
  let inFlight = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'Invoices') calls.push(String(operation.variables.status ?? 'all'));
        inFlight++;
        const data =
          operation.operationName === 'InvoiceCounters'
            ? { invoiceCounters: { __typename: 'InvoiceCounters', all: 5, pending: 2, paid: 3, cancelled: 0 } }
            : { invoices: [] };
        const timer = setTimeout(() => {
          inFlight--;
          observer.next({ data, extensions: { total: 0 } });
          observer.complete();
        }, 20);
        return () => clearTimeout(timer);
      }),
  );
  return { link, calls, idle: () => inFlight === 0 };
}

/** A list screen as the pages write it: the tab in `?status`, its rows, the tabs above. */
function InvoiceList() {
  const { params, patch } = useListParams();
  const list = useTabbedList({
    list: INVOICES,
    counters: INVOICE_COUNTERS,
    filters: {},
    tabs: TABS,
    requested: params.get('status'),
    fallback: 'all',
    label: (tab) => tab,
    count: (c, tab) => c.invoiceCounters[tab],
    onTab: (tab) => patch({ status: tab === 'all' ? null : tab }),
  });
  return <StatusTabs tabs={list.table.tabs} active={list.tab} onTab={list.table.onTab} />;
}

describe('useTabbedList under the app router', () => {
  it('fetches a clicked tab once, and the tab stays selected', async () => {
    const server = slowServer();
    const client = new ApolloClient({ link: ApolloLink.from([listTotalsLink, server.link]), cache: new InMemoryCache() });
    const router = createMemoryRouter([{ path: '/list', element: <InvoiceList /> }], { initialEntries: ['/list'] });
    render(
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <AppRouterProvider router={router} />
        </ApolloProvider>
      </ChakraProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status-count-pending')).toHaveTextContent('2'), { timeout: 10_000 });
    expect(server.calls).toEqual(['all']);

    // A real click, outside act(): act() would render the navigation at once, hiding what a browser's scheduling does.
    screen.getByTestId('status-tab-pending').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // Settled: the tab shows as selected, the URL names it and nothing is in flight any more.
    await waitFor(
      () => {
        expect(screen.getByTestId('status-tab-pending')).toHaveAttribute('aria-pressed', 'true');
        expect(server.idle()).toBe(true);
      },
      { timeout: 15_000 },
    );
    expect(router.state.location.search).toBe('?status=pending');
    expect(server.calls).toEqual(['all', 'pending']);
  }, 30_000);
});
