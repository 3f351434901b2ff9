import { Badge, Box, HStack } from '@chakra-ui/react';
import { BLOCKED_REASONS } from '@pod/shared';
import type { BlockedLogsQuery } from '../../../gql/graphql';
import { useCan } from '../../../stores/session';
import { toaster } from '../../../ui/toaster';
import {
  ConfirmButton,
  DataTable,
  DateCell,
  DateRangeFilter,
  FilterSelect,
  PageHeader,
  showError,
  useListParams,
  usePagedTable,
  type Column,
} from '../../../ui';
import { ExportButton } from '../../data-transfer';
import { TextFilters, toDmy } from '../components/TextFilters';
import { BLOCKED_LOGS } from '../graphql';
import { AccessLogsScreen, useAccessLogsT } from '../i18n';
import { useUnblock } from '../hooks/mutations';

type Row = BlockedLogsQuery['blockedLogs'][number];

/** /block-logs: refused sign-in attempts, newest first, with filters, export, and unblocking an account or an address. */
function BlockedLogs() {
  const { t } = useAccessLogsT();
  const { params } = useListParams();
  const canUnblock = useCan('blocked_logs', 'update');
  const filters = {
    email: params.get('email') || undefined,
    ip: params.get('ip') || undefined,
    reason: params.get('reason') || undefined,
    start: toDmy(params.get('from')),
    end: toDmy(params.get('to')),
  };
  const list = usePagedTable(BLOCKED_LOGS, filters);
  const [unblock] = useUnblock();
  const lift = async (vars: { email?: string; ip?: string }) => {
    try {
      await unblock({ variables: vars });
      toaster.success({ title: t('unblock.done') });
    } catch (e) {
      showError(e, t('unblock.failed'));
    }
  };
  const columns: Column<Row>[] = [
    { key: 'created_at', header: t('col.time'), render: (r) => <DateCell value={r.created_at} withTime /> },
    { key: 'email', header: t('col.email'), render: (r) => r.email ?? '—' },
    { key: 'ip', header: t('col.ip'), render: (r) => r.ip ?? '—' },
    {
      key: 'reason',
      header: t('col.reason'),
      render: (r) => (
        <Badge colorPalette="orange" data-testid="log-badge">
          {t(`reason.${r.reason}`, { defaultValue: r.reason })}
        </Badge>
      ),
    },
  ];
  if (canUnblock)
    columns.push({
      key: 'actions',
      header: t('col.actions'),
      render: (r) => (
        <HStack gap="2">
          {r.email && (
            <ConfirmButton
              size="xs"
              label={t('unblock.account')}
              title={t('unblock.account_title')}
              body={t('unblock.account_body', { email: r.email })}
              testId={`unblock-account-${r._id}`}
              onConfirm={() => lift({ email: r.email! })}
            />
          )}
          {r.ip && (
            <ConfirmButton
              size="xs"
              label={t('unblock.address')}
              title={t('unblock.address_title')}
              body={t('unblock.address_body', { ip: r.ip })}
              testId={`unblock-address-${r._id}`}
              onConfirm={() => lift({ ip: r.ip! })}
            />
          )}
        </HStack>
      ),
    });
  return (
    <Box>
      <PageHeader title={t('menu.blocked_logs')} actions={<ExportButton list="blocked_logs" filters={filters} />} />
      <HStack gap="4" mb="4" align="end" wrap="wrap">
        <TextFilters names={['email', 'ip']} />
        <FilterSelect
          name="reason"
          label={t('col.reason')}
          all={t('reason.all')}
          options={BLOCKED_REASONS.map((v) => ({ value: v, label: t(`reason.${v}`) }))}
          minW="56"
        />
        <DateRangeFilter />
      </HStack>
      <DataTable testId="blocked-logs-table" columns={columns} {...list.table} />
    </Box>
  );
}

export default function BlockedLogsPage() {
  return (
    <AccessLogsScreen module="blocked_logs">
      <BlockedLogs />
    </AccessLogsScreen>
  );
}
