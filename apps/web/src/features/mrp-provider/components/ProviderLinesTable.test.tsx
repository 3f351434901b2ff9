import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ProviderLineFieldsFragment } from '../../../gql/graphql';
import { initI18n } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render';
import { RESEND_PROVIDER_LINE } from '../graphql';
import { mrpProviderI18n } from '../i18n';
import { ProviderLinesTable } from './ProviderLinesTable';

const line = (over: Partial<ProviderLineFieldsFragment>): ProviderLineFieldsFragment => ({
  _id: 'l1',
  order_id: 'o1',
  order_number: 100101,
  provider: 'printify',
  account_name: 'Printify EU',
  sku: 'PFY-HOOD-M',
  name: 'Printify Hoodie',
  quantity: 2,
  status: 'shipped',
  error: null,
  sent_at: '2026-11-20T10:00:00.000Z',
  file_url: '/_storage/fulfilments/a/orders.csv',
  tracking_number: '1Z999AA10123456784',
  carrier: 'UPS',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  ...over,
});

describe('ProviderLinesTable', () => {
  it('links the order and the tracking, offers the file, and resends only a failed line, showing why it failed', async () => {
    await initI18n('en');
    await mrpProviderI18n.load('en');
    const failed = line({
      _id: 'l2',
      order_id: 'o2',
      order_number: 100102,
      status: 'failed',
      error: 'address_incomplete',
      sent_at: null,
      file_url: null,
      tracking_number: null,
      carrier: null,
      tracking_url: null,
    });
    const resent = vi.fn(() => ({ data: { resendProviderLine: { __typename: 'ProviderLine', ...failed, status: 'queued', error: null } } }));
    const onChanged = vi.fn();
    const table = {
      rows: [line({}), failed],
      loading: false,
      onRetry: () => undefined,
      page: 1,
      perPage: 50,
      total: 2,
      onPage: () => undefined,
      tabs: [],
      tab: 'all',
      onTab: () => undefined,
    };
    await renderRoute(
      <MockedProvider mocks={[{ request: { query: RESEND_PROVIDER_LINE, variables: { id: 'l2' } }, result: resent }]}>
        <ProviderLinesTable table={table} onChanged={onChanged} />
      </MockedProvider>,
    );
    const [shipped, failing] = within(screen.getByTestId('provider-lines-table')).getAllByRole('row').slice(1);
    expect(within(shipped).getByTestId('line-order')).toHaveAttribute('href', '/orders/o1');
    expect(within(shipped).getByTestId('line-tracking')).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(within(shipped).getByTestId('line-tracking')).toHaveTextContent('UPS 1Z999AA10123456784');
    expect(within(shipped).getByTestId('line-file')).toHaveAttribute('href', '/_storage/fulfilments/a/orders.csv');
    expect(within(shipped).queryByTestId('resend-line')).toBeNull();
    expect(within(failing).getByTestId('line-error')).toHaveTextContent('The shipping address lacks a postal code.');
    expect(within(failing).queryByTestId('line-file')).toBeNull();
    fireEvent.click(within(failing).getByTestId('resend-line'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(resent).toHaveBeenCalledTimes(1);
  });
});
