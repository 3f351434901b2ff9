import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ANNOUNCEMENT_TABS, type AnnouncementTab } from '@pod/shared';
import type { SystemNotificationsQuery } from '../../../gql/graphql';

type Row = SystemNotificationsQuery['systemNotifications'][number];
import { ConfirmButton, DataTable, DateCell, showError, StatusBadge, Thumbnail, useTabbedList, type Column } from '../../../ui';
import { SYSTEM_NOTIFICATION_COUNTERS, SYSTEM_NOTIFICATIONS } from '../graphql';
import { useSystemNotificationsT } from '../i18n';
import { MakeAnnouncementDialog } from './MakeAnnouncementDialog';
import { useTrashSystemNotification } from '../hooks/mutations';

/** Whom an announcement reaches, in words. */
function AudienceText({ n }: { n: Row }) {
  const { t } = useSystemNotificationsT();
  if (n.audience === 'roles') return <Text>{n.roles.map((r) => t(`roles.${r}`, { ns: 'translation', defaultValue: r })).join(', ')}</Text>;
  if (n.audience === 'merchant_group') return <Text>{t('audience.group_named', { name: n.merchant_group_name ?? '—' })}</Text>;
  return <Text>{t('audience.everyone')}</Text>;
}

/** The announcements of one tab (with counts): subject, audience, times, reach and reads; trash from the row. */
export function AnnouncementsList({ tab, onTab }: { tab: AnnouncementTab; onTab: (tab: AnnouncementTab) => void }) {
  const { t } = useSystemNotificationsT();
  const [making, setMaking] = useState(false);
  const [trash] = useTrashSystemNotification();
  const list = useTabbedList({
    list: SYSTEM_NOTIFICATIONS,
    counters: SYSTEM_NOTIFICATION_COUNTERS,
    filters: {},
    tabs: ANNOUNCEMENT_TABS,
    requested: tab,
    fallback: 'all',
    label: (value) => t(`tab.${value}`),
    count: (c, value: AnnouncementTab) => c.systemNotificationCounters[value],
    onTab,
    status: (value) => (value === 'all' ? undefined : value),
  });
  const columns: Column<Row>[] = [
    {
      key: 'subject',
      header: t('col.subject'),
      render: (n) => (
        <HStack gap="2" align="start">
          {n.image_thumbnail && <Thumbnail src={n.image_thumbnail} fullSrc={n.image_url ?? undefined} name={n.subject} size="8" />}
          <Stack gap="0">
            <HStack gap="1">
              <Text fontWeight="semibold">{n.subject}</Text>
              {n.important && (
                <Badge colorPalette="red" size="sm">
                  {t('important')}
                </Badge>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {n.content}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    { key: 'audience', header: t('col.audience'), render: (n) => <AudienceText n={n} /> },
    { key: 'publish', header: t('col.publish_at'), render: (n) => <DateCell value={n.publish_at} withTime /> },
    {
      key: 'expires',
      header: t('col.expires_at'),
      render: (n) => (n.expires_at ? <DateCell value={n.expires_at} withTime /> : <Text color="fg.muted">—</Text>),
    },
    {
      key: 'reads',
      header: t('col.reads'),
      render: (n) => <Text data-testid="announcement-reads">{n.delivered_at ? t('reads', { reads: n.reads, recipients: n.recipients }) : '—'}</Text>,
    },
    { key: 'status', header: t('col.status'), render: (n) => <StatusBadge status={n.status} /> },
    {
      key: 'actions',
      header: '',
      render: (n) =>
        n.status !== 'trashed' && (
          <Box onClick={(e) => e.stopPropagation()}>
            <ConfirmButton
              size="xs"
              label={t('trash.action')}
              title={t('trash.title')}
              body={t(n.status === 'scheduled' ? 'trash.body_scheduled' : 'trash.body')}
              testId="announcement-trash"
              onConfirm={async () => {
                try {
                  await trash({ variables: { id: n._id } });
                  list.refresh();
                } catch (e) {
                  showError(e, t('trash.failed'));
                }
              }}
            />
          </Box>
        ),
    },
  ];
  const toolbar = (
    <Button colorPalette="brand" size="sm" onClick={() => setMaking(true)} data-testid="announcement-new">
      {t('new.open')}
    </Button>
  );
  return (
    <>
      <DataTable testId="announcements-table" rowTestId="announcement-row" columns={columns} {...list.table} toolbar={toolbar} />
      {making && (
        <MakeAnnouncementDialog
          onClose={() => setMaking(false)}
          onMade={() => {
            setMaking(false);
            list.refresh();
          }}
        />
      )}
    </>
  );
}
