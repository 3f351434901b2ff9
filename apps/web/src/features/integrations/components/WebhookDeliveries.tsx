import { useEffect, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { PAGE_SIZE, WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@pod/shared';
import type { RequestContext } from '../../../lib/apollo';

import { toaster } from '../../../ui/toaster';
import type { WebhookDeliveryFieldsFragment } from '../../../gql/graphql';
import { DataTable, DateCell, showError, SideDrawer, SimpleTable, StatusBadge, useListParams, useTabbedList, type Column } from '../../../ui';
import { WEBHOOK_DELIVERIES, WEBHOOK_DELIVERY_COUNTERS } from '../graphql';
import { useIntegrationsT } from '../i18n';
import { BAD_COLOR, OK_COLOR } from './colors';
import { useReplayWebhookDelivery } from '../hooks/mutations';

const TABS = ['all', ...WEBHOOK_DELIVERY_STATUSES] as const;
type Tab = 'all' | WebhookDeliveryStatus;
const POLL_MS = 4000;

function ResponseCode({ code, error }: { code?: number | null; error?: string | null }) {
  const { t } = useIntegrationsT();
  if (code == null) return <Text color={error ? BAD_COLOR : 'fg.muted'}>{error ? t(`error.${error}`, { defaultValue: error }) : '—'}</Text>;
  return (
    <Text fontFamily="mono" color={code >= 200 && code < 300 ? OK_COLOR : BAD_COLOR} data-testid="response-code">
      {code}
    </Text>
  );
}

/** The delivery log (of one endpoint, or all): status tabs with counts, response codes, a detail drawer with every attempt, replay. */
export function WebhookDeliveries({ endpointId, refreshKey }: { endpointId: string; refreshKey: number }) {
  const { t } = useIntegrationsT();
  const { params, patch, page } = useListParams();
  const [open, setOpen] = useState<WebhookDeliveryFieldsFragment | null>(null);
  const [replay, replaying] = useReplayWebhookDelivery();
  const list = useTabbedList({
    list: WEBHOOK_DELIVERIES,
    counters: WEBHOOK_DELIVERY_COUNTERS,
    filters: { endpoint_id: endpointId || undefined },
    tabs: TABS,
    requested: params.get('status'),
    fallback: 'all',
    label: (tab: Tab) => t(`status.${tab}`),
    count: (c, tab: Tab) => c.webhookDeliveryCounters[tab],
    onTab: (tab) => patch({ status: tab === 'all' ? null : tab }),
  });
  const { refresh } = list;
  // Deliveries arrive by themselves: the log looks again every few seconds while it is open,
  // quietly (the answers land in the cache the list reads; no loading state, no flicker).
  const client = useApolloClient();
  const status = list.status;
  useEffect(() => {
    const endpoint_id = endpointId || undefined;
    const context: RequestContext = { perPage: PAGE_SIZE.list };
    const look = () => {
      void client.query({ query: WEBHOOK_DELIVERIES, variables: { endpoint_id, status, page }, context, fetchPolicy: 'network-only' }).catch(() => undefined);
      void client.query({ query: WEBHOOK_DELIVERY_COUNTERS, variables: { endpoint_id }, fetchPolicy: 'network-only' }).catch(() => undefined);
    };
    const timer = setInterval(look, POLL_MS);
    return () => clearInterval(timer);
  }, [client, endpointId, status, page]);
  // A change elsewhere on the page (an endpoint saved or removed) refreshes the log.
  const [seen, setSeen] = useState(refreshKey);
  if (seen !== refreshKey) {
    setSeen(refreshKey);
    refresh();
  }
  const doReplay = async (row: WebhookDeliveryFieldsFragment) => {
    try {
      await replay({ variables: { _id: row._id } });
      toaster.success({ title: t('delivery.replayed') });
      refresh();
    } catch (e) {
      showError(e);
    }
  };
  const columns: Column<WebhookDeliveryFieldsFragment>[] = [
    { key: 'created', header: t('delivery.created'), render: (r) => <DateCell value={r.created_at} withTime /> },
    {
      key: 'event',
      header: t('delivery.event'),
      render: (r) => (
        <Stack gap="0">
          <Text>{r.kind === 'channel' ? t(`channel_event.${r.event}`, { defaultValue: r.event }) : t(`event.${r.event}`, { defaultValue: r.event })}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.kind === 'channel' ? t('delivery.channel') : r.replay_of ? t('delivery.replay') : t('delivery.webhook')}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: t('delivery.status'), render: (r) => <StatusBadge status={r.status} /> },
    { key: 'code', header: t('delivery.code'), render: (r) => <ResponseCode code={r.response_code} error={r.error} /> },
    { key: 'attempt', header: t('delivery.attempts'), render: (r) => r.attempt },
    { key: 'duration', header: t('delivery.duration'), render: (r) => (r.duration_ms != null ? t('delivery.ms', { ms: r.duration_ms }) : '—') },
    {
      key: 'next',
      header: t('delivery.next'),
      render: (r) => (r.next_attempt_at && r.status === 'retrying' ? <DateCell value={r.next_attempt_at} withTime /> : '—'),
    },
    {
      key: 'replay',
      header: t('delivery.actions'),
      render: (r) => (
        <Button
          size="xs"
          variant="outline"
          loading={replaying.loading}
          data-testid={`replay-${r._id}`}
          onClick={(e) => {
            e.stopPropagation();
            void doReplay(r);
          }}
        >
          {t('delivery.replay_action')}
        </Button>
      ),
    },
  ];
  return (
    <Box>
      <Heading as="h2" size="md" mb="3">
        {endpointId ? t('delivery.title_endpoint') : t('delivery.title')}
      </Heading>
      <DataTable testId="webhook-deliveries" rowTestId="delivery-row" columns={columns} {...list.table} onRowClick={setOpen} />
      {open && (
        <SideDrawer
          open
          onClose={() => setOpen(null)}
          title={t(`event.${open.event}`, { defaultValue: open.event })}
          badge={<StatusBadge status={open.status} />}
          subtitle={open.url}
          testId="delivery-drawer"
          size="lg"
          footer={<Button onClick={() => void doReplay(open)}>{t('delivery.replay_action')}</Button>}
        >
          <Stack gap="5">
            <Box>
              <Heading as="h3" size="sm" mb="2">
                {t('delivery.attempt_log')}
              </Heading>
              <SimpleTable
                rows={open.attempts}
                rowKey={(_, i) => i}
                empty={t('delivery.no_attempts')}
                columns={[
                  { key: 'n', header: '#', render: (_, i) => i + 1 },
                  { key: 'at', header: t('delivery.at'), render: (a) => <DateCell value={a.at} withTime /> },
                  { key: 'code', header: t('delivery.code'), render: (a) => <ResponseCode code={a.response_code} error={a.error} /> },
                  { key: 'ms', header: t('delivery.duration'), render: (a) => t('delivery.ms', { ms: a.duration_ms }) },
                ]}
              />
            </Box>
            {open.response_excerpt && (
              <Box>
                <Heading as="h3" size="sm" mb="2">
                  {t('delivery.answer')}
                </Heading>
                <Box as="pre" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs" fontFamily="mono" bg="bg.muted" rounded="md">
                  {open.response_excerpt}
                </Box>
              </Box>
            )}
            <Box>
              <Heading as="h3" size="sm" mb="2">
                {t('delivery.payload')}
              </Heading>
              <Box
                as="pre"
                whiteSpace="pre-wrap"
                wordBreak="break-all"
                p="2"
                fontSize="xs"
                fontFamily="mono"
                bg="bg.muted"
                rounded="md"
                data-testid="delivery-payload"
              >
                {JSON.stringify(open.payload, null, 2)}
              </Box>
            </Box>
          </Stack>
        </SideDrawer>
      )}
    </Box>
  );
}
