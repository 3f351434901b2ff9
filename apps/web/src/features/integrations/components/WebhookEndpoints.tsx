import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { ConfirmButton, DataTable, DateCell, showError, type Column } from '../../../ui';
import { WEBHOOK_ENDPOINTS } from '../graphql';
import { useIntegrationsT } from '../i18n';
import { BAD_COLOR, OK_COLOR } from './colors';
import { EndpointDialog } from './EndpointDialog';
import { useTrashWebhookEndpoint } from '../hooks/mutations';

/** The webhook endpoints: address, events, state (disabled after failures in a row), last answer; add, change, remove. */
export function WebhookEndpoints({ selected, onSelect, onChanged }: { selected: string; onSelect: (id: string) => void; onChanged: () => void }) {
  const { t } = useIntegrationsT();
  const { data, loading, error, refetch } = useQuery(WEBHOOK_ENDPOINTS);
  const [editing, setEditing] = useState<WebhookEndpointFieldsFragment | 'new' | null>(null);
  const [trash] = useTrashWebhookEndpoint();
  const rows = data?.webhookEndpoints ?? [];
  const columns: Column<WebhookEndpointFieldsFragment>[] = [
    {
      key: 'url',
      header: t('endpoint.url'),
      render: (r) => (
        <Stack gap="0">
          <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" fontWeight={r._id === selected ? 'bold' : undefined}>
            {r.url}
          </Text>
          {r.description && (
            <Text fontSize="xs" color="fg.muted">
              {r.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'events',
      header: t('endpoint.events'),
      render: (r) => (
        <HStack gap="1" wrap="wrap">
          {r.events.map((e) => (
            <Badge key={e} variant="outline" size="sm">
              {t(`event.${e}`)}
            </Badge>
          ))}
        </HStack>
      ),
    },
    {
      key: 'state',
      header: t('endpoint.state'),
      render: (r) =>
        r.enabled ? (
          <Badge colorPalette="green">{t('endpoint.on')}</Badge>
        ) : (
          <Stack gap="0">
            <Badge colorPalette="red" alignSelf="start">
              {t('endpoint.off')}
            </Badge>
            {r.disabled_reason && (
              <Text fontSize="xs" color="fg.muted">
                {t(`disabled.${r.disabled_reason}`, { count: r.consecutive_failures })}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      key: 'secret',
      header: t('endpoint.secret'),
      render: (r) => (
        <Text fontFamily="mono" fontSize="xs">
          {r.secret_hint}
        </Text>
      ),
    },
    {
      key: 'last',
      header: t('endpoint.last'),
      render: (r) =>
        r.last_delivery_at ? (
          <Stack gap="0">
            <DateCell value={r.last_delivery_at} withTime />
            <Text fontSize="xs" color={r.last_response_code && r.last_response_code < 300 ? OK_COLOR : BAD_COLOR}>
              {r.last_response_code ?? t('delivery.no_answer')}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('endpoint.never')}</Text>
        ),
    },
    {
      key: 'actions',
      header: t('endpoint.actions'),
      render: (r) => (
        <HStack gap="1" onClick={(e) => e.stopPropagation()}>
          <Button size="xs" variant="outline" data-testid={`edit-endpoint-${r._id}`} onClick={() => setEditing(r)}>
            {t('endpoint.edit')}
          </Button>
          <ConfirmButton
            size="xs"
            label={t('endpoint.remove')}
            title={t('endpoint.remove_title')}
            body={t('endpoint.remove_body', { url: r.url })}
            testId={`remove-endpoint-${r._id}`}
            onConfirm={async () => {
              try {
                await trash({ variables: { ids: [r._id] } });
                if (selected === r._id) onSelect('');
                await refetch();
                onChanged();
              } catch (e) {
                showError(e);
              }
            }}
          />
        </HStack>
      ),
    },
  ];
  return (
    <Box>
      <HStack justify="space-between" mb="3">
        <Text fontSize="sm" color="fg.muted">
          {t('endpoint.intro')}
        </Text>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="add-endpoint">
          {t('endpoint.add')}
        </Button>
      </HStack>
      <DataTable
        testId="webhook-endpoints"
        columns={columns}
        rows={rows}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        onRowClick={(r) => onSelect(r._id === selected ? '' : r._id)}
        maxH="40vh"
      />
      {editing && (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void refetch();
            onChanged();
          }}
        />
      )}
    </Box>
  );
}
