import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { TOKEN_ACCESS_OUTCOMES } from '@pod/shared';
import type { TokenAccessLogsQuery } from '../../../gql/graphql';
import { DataTable, DateCell, DateRangeFilter, FilterSelect, PageHeader, useListParams, usePagedTable, UserCell, type Column } from '../../../ui';
import { ExportButton } from '../../data-transfer';
import { TextFilters, toDmy } from '../components/TextFilters';
import { TOKEN_ACCESS_LOGS } from '../graphql';
import { AccessLogsScreen, useAccessLogsT } from '../i18n';

type Row = TokenAccessLogsQuery['tokenAccessLogs'][number];

/** /token-access-logs: every request made with an integration token, newest first, with filters and export. */
function TokenAccessLogs() {
  const { t } = useAccessLogsT();
  const { params } = useListParams();
  const filters = {
    user_id: params.get('user_id') || undefined,
    token: params.get('token') || undefined,
    operation: params.get('operation') || undefined,
    outcome: params.get('outcome') || undefined,
    ip: params.get('ip') || undefined,
    start: toDmy(params.get('from')),
    end: toDmy(params.get('to')),
  };
  const list = usePagedTable(TOKEN_ACCESS_LOGS, filters);
  const columns: Column<Row>[] = [
    { key: 'created_at', header: t('col.time'), render: (r) => <DateCell value={r.created_at} withTime /> },
    { key: 'user', header: t('col.user'), render: (r) => (r.user ? <UserCell user={r.user} /> : <Text color="fg.muted">—</Text>) },
    {
      key: 'token',
      header: t('col.token'),
      render: (r) =>
        r.token_prefix ? (
          <Text as="code" fontFamily="mono" fontSize="xs">
            {r.token_prefix}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'operation',
      header: t('col.operation'),
      render: (r) => (
        <Text as="code" fontFamily="mono" fontSize="xs">
          {r.operation}
        </Text>
      ),
    },
    {
      key: 'outcome',
      header: t('col.outcome'),
      render: (r) => (
        <Badge colorPalette={r.outcome === 'ok' ? 'green' : 'red'} data-testid="log-badge">
          {t(`outcome.${r.outcome}`, { defaultValue: r.outcome })}
        </Badge>
      ),
    },
    { key: 'ip', header: t('col.ip'), render: (r) => r.ip ?? '—' },
  ];
  return (
    <Box>
      <PageHeader title={t('menu.api_logs')} actions={<ExportButton list="token_access_logs" filters={filters} />} />
      <HStack gap="4" mb="4" align="end" wrap="wrap">
        <TextFilters names={['user_id', 'token', 'operation', 'ip']} />
        <FilterSelect
          name="outcome"
          label={t('col.outcome')}
          all={t('outcome.all')}
          options={TOKEN_ACCESS_OUTCOMES.map((v) => ({ value: v, label: t(`outcome.${v}`) }))}
          minW="44"
        />
        <DateRangeFilter />
      </HStack>
      <DataTable testId="token-access-logs-table" columns={columns} {...list.table} />
    </Box>
  );
}

export default function TokenAccessLogsPage() {
  return (
    <AccessLogsScreen module="api_logs">
      <TokenAccessLogs />
    </AccessLogsScreen>
  );
}
