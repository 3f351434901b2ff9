import { Badge, Stack, Text } from '@chakra-ui/react';
import type { IntegrationStoresQuery } from '../../../gql/graphql';
import { DataTable, DateCell, StatusBadge, usePagedTable, type Column } from '../../../ui';
import { INTEGRATION_STORES } from '../graphql';
import { useIntegrationsT } from '../i18n';

type Store = IntegrationStoresQuery['integrationStores'][number];

/** The stores' push tokens and Shopify-format webhooks, as the stores module keeps them (changed on Stores). */
export function StoreTokens() {
  const { t } = useIntegrationsT();
  const list = usePagedTable(INTEGRATION_STORES, {});
  const columns: Column<Store>[] = [
    {
      key: 'name',
      header: t('store.name'),
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{r.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.platform}
            {r.domain ? ` · ${r.domain}` : ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: t('delivery.status'), render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'token',
      header: t('store.token'),
      render: (r) =>
        r.token_prefix ? (
          <Stack gap="0">
            <Text fontFamily="mono" fontSize="xs">
              {r.token_prefix}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('store.last_used')} {r.token_last_used_at ? <DateCell value={r.token_last_used_at} withTime /> : t('endpoint.never')}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('store.no_token')}</Text>
        ),
    },
    {
      key: 'webhook',
      header: t('store.webhook'),
      render: (r) =>
        r.webhook ? (
          <Stack gap="0">
            <Badge colorPalette="green" alignSelf="start">
              {t('store.webhook_on')}
            </Badge>
            {r.webhook_path && (
              <Text fontFamily="mono" fontSize="xs">
                POST {r.webhook_path}
              </Text>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('store.webhook_off')}</Text>
        ),
    },
  ];
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('store.intro')}
      </Text>
      <DataTable testId="store-tokens" columns={columns} {...list.table} />
    </Stack>
  );
}
