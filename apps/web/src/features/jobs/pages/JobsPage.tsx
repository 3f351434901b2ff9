import { useEffect } from 'react';
import { Box, HStack, Link, Progress, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { JOB_STATUSES, PAGE_SIZE } from '@pod/shared';
import type { JobRowFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { DataTable, pagedTable, DateCell, PageHeader, patchParams, serverTextOf, StatusBadge, type Column } from '../../../ui';
import { JOB_COUNTERS, MY_JOBS } from '../graphql';
import { JobsScreen, useJobsT } from '../i18n';

const TABS = ['all', ...JOB_STATUSES] as const;
/** How often a page with unfinished jobs looks again (their progress moves on a worker). */
const REFRESH_MS = 2000;

const active = (j: Pick<JobRowFragment, 'status'>) => j.status === 'queued' || j.status === 'running';

/** What a finished job left: the export's file, the import's counts, or the failure. */
function Outcome({ job }: { job: JobRowFragment }) {
  const { t } = useJobsT();
  const r = (job.result ?? {}) as Record<string, unknown>;
  if (job.status === 'failed') return <Text color="fg.error">{serverTextOf(job.error_text, t) ?? t('failed')}</Text>;
  if (job.status !== 'completed') return null;
  if (typeof r.url === 'string')
    return (
      <Link href={r.url} download={typeof r.filename === 'string' ? r.filename : undefined} colorPalette="brand" data-testid="job-download">
        {t('download', { count: typeof r.rows === 'number' ? r.rows : 0 })}
      </Link>
    );
  if (typeof r.created === 'number') return <Text>{t('imported', { created: r.created, refused: Array.isArray(r.refused) ? r.refused.length : 0 })}</Text>;
  return <Text color="fg.muted">{t('done')}</Text>;
}

/** /jobs: the caller's imports, exports and renders, newest first, with live progress and their results. */
function Jobs() {
  const { t } = useJobsT();
  const [params, setParams] = useSearchParams();
  const param = params.get('status') ?? 'all';
  const tab = (TABS as readonly string[]).includes(param) ? param : 'all';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = usePagedQuery(MY_JOBS, { status: tab === 'all' ? undefined : tab }, page, PAGE_SIZE.list);
  const counters = useQuery(JOB_COUNTERS);
  const running = list.items.some(active);
  const { refetch } = list;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      void refetch();
      void counters.refetch();
    }, REFRESH_MS);
    return () => clearInterval(id);
  }, [running, refetch, counters]);

  const columns: Column<JobRowFragment>[] = [
    {
      key: 'job',
      header: t('col.job'),
      render: (j) => (
        <Text fontWeight="medium">
          {t(`name.${j.name}`, { defaultValue: j.name, subject: j.subject ? t(`subject.${j.subject}`, { defaultValue: j.subject }) : '' })}
        </Text>
      ),
    },
    { key: 'status', header: t('col.status'), render: (j) => <StatusBadge status={j.status} /> },
    {
      key: 'progress',
      header: t('col.progress'),
      width: '12rem',
      render: (j) => (
        <HStack gap="2">
          <Progress.Root value={j.progress} size="sm" flex="1" colorPalette={j.status === 'failed' ? 'red' : 'brand'} aria-label={t('col.progress')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted" minW="8" textAlign="end">
            {j.progress}%
          </Text>
        </HStack>
      ),
    },
    { key: 'created_at', header: t('col.started'), render: (j) => <DateCell value={j.created_at} withTime /> },
    { key: 'outcome', header: t('col.outcome'), render: (j) => <Outcome job={j} /> },
  ];
  const counts = counters.data?.jobCounters as Record<string, number> | undefined;
  return (
    <Box>
      <PageHeader title={t('menu.jobs')} />
      <DataTable
        testId="jobs-table"
        columns={columns}
        tabs={TABS.map((value) => ({ value, label: value === 'all' ? t('all') : t(`status.${value}`), count: counts?.[value] }))}
        tab={tab}
        onTab={(value) => setParams(patchParams(window.location.search, { page: null, status: value === 'all' ? null : value }))}
        {...pagedTable(list, page, (p) => setParams(patchParams(window.location.search, { page: String(p) })))}
      />
    </Box>
  );
}

export default function JobsPage() {
  return (
    <JobsScreen>
      <Jobs />
    </JobsScreen>
  );
}
