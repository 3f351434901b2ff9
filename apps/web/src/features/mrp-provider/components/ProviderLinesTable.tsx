import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { toaster } from '../../../ui/toaster';
import type { ProviderLineFieldsFragment } from '../../../gql/graphql';
import { DataTable, DateCell, showError, StatusBadge, type Column, type TabbedTable } from '../../../ui';
import { useMrpProviderT } from '../i18n';
import { useResendProviderLine } from '../hooks/mutations';

/** Sends a failed line again; the list refreshes once the API took it. */
function Resend({ line, onDone }: { line: ProviderLineFieldsFragment; onDone: () => void }) {
  const { t } = useMrpProviderT();
  const [resend, { loading }] = useResendProviderLine();
  return (
    <Button
      size="xs"
      variant="outline"
      loading={loading}
      data-testid="resend-line"
      onClick={async () => {
        try {
          await resend({ variables: { id: line._id } });
          toaster.success({ title: t('resent', { number: line.order_number }) });
          onDone();
        } catch (e) {
          showError(e);
        }
      }}
    >
      {t('resend')}
    </Button>
  );
}

/** The provider lines: order, product, provider and account, status (with why a line failed), sent time, tracking, the order file. */
export function ProviderLinesTable({ table, onChanged }: { table: TabbedTable<ProviderLineFieldsFragment>; onChanged: () => void }) {
  const { t } = useMrpProviderT();
  const columns: Column<ProviderLineFieldsFragment>[] = [
    {
      key: 'order',
      header: t('col.order'),
      render: (l) => (
        <Link asChild color="brand.fg" data-testid="line-order">
          <RouterLink to={`/orders/${l.order_id}`}>#{l.order_number}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'product',
      header: t('col.product'),
      render: (l) => (
        <Box>
          <Text>{l.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('sku_quantity', { sku: l.sku, quantity: l.quantity })}
          </Text>
        </Box>
      ),
    },
    { key: 'provider', header: t('col.provider'), render: (l) => t(`provider.${l.provider}`, { defaultValue: l.provider }) },
    { key: 'account', header: t('col.account'), render: (l) => l.account_name ?? '' },
    {
      key: 'status',
      header: t('col.status'),
      render: (l) => (
        <Box>
          <StatusBadge status={l.status} />
          {l.error && (
            <Text fontSize="xs" color="fg.error" data-testid="line-error">
              {t(`error.${l.error}`)}
            </Text>
          )}
        </Box>
      ),
    },
    { key: 'sent_at', header: t('col.sent_at'), render: (l) => (l.sent_at ? <DateCell value={l.sent_at} withTime /> : '') },
    {
      key: 'tracking',
      header: t('col.tracking'),
      render: (l) =>
        l.tracking_number &&
        (l.tracking_url ? (
          <Link href={l.tracking_url} target="_blank" rel="noreferrer" color="brand.fg" data-testid="line-tracking">
            {[l.carrier, l.tracking_number].filter(Boolean).join(' ')}
          </Link>
        ) : (
          <Text data-testid="line-tracking">{[l.carrier, l.tracking_number].filter(Boolean).join(' ')}</Text>
        )),
    },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (l) => (
        <HStack>
          {l.file_url && (
            <Link href={l.file_url} download fontSize="sm" color="brand.fg" data-testid="line-file">
              {t('file')}
            </Link>
          )}
          {l.status === 'failed' && <Resend line={l} onDone={onChanged} />}
        </HStack>
      ),
    },
  ];
  return <DataTable testId="provider-lines-table" columns={columns} {...table} />;
}
