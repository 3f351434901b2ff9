import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { BATCH_STATUSES } from '@pod/shared';
import type { MrpBatchFieldsFragment } from '../../../gql/graphql';
import { DataTable, PageHeader, useListParams, useTabbedList } from '../../../ui';
import { BatchDrawer } from '../components/BatchDrawer';
import { useBatchColumns } from '../components/useBatchColumns';
import { MRP_BATCH, MRP_BATCH_COUNTERS, MRP_BATCHES } from '../graphql';
import { BatchesScreen, useBatchesT } from '../i18n';

/**
 * /manufactures/{id}/mrp_batch?status=…: a factory's batches of one status with every status's count;
 * a row opens the batch, and so does a link to it (`&open=<batch id>`, from a production).
 */
function Batches({ manufactureId }: { manufactureId: string }) {
  const { t } = useBatchesT();
  const { params, patch } = useListParams();
  const [picked, setPicked] = useState<MrpBatchFieldsFragment | null>(null);
  const linked = params.get('open');
  const { data } = useQuery(MRP_BATCH, { variables: { _id: linked ?? '' }, skip: !linked });
  const open = picked ?? (linked ? (data?.mrpBatch ?? null) : null);
  const close = () => {
    setPicked(null);
    if (linked) patch({ open: '' });
  };
  const list = useTabbedList({
    list: MRP_BATCHES,
    counters: MRP_BATCH_COUNTERS,
    filters: { manufacture_id: manufactureId },
    tabs: BATCH_STATUSES,
    requested: params.get('status'),
    fallback: 'Producting',
    label: (tab) => t(`status.${tab}`, { defaultValue: tab }),
    count: (c, tab) => c.mrpBatchCounters.find((s) => s.status === tab)?.count ?? 0,
    onTab: (tab) => patch({ status: tab }),
  });
  const columns = useBatchColumns();
  return (
    <Box>
      <PageHeader title={t('menu.batch_items')} />
      <DataTable testId="batches-table" columns={columns} onRowClick={setPicked} {...list.table} />
      <BatchDrawer batch={open} onClose={close} onChanged={list.refresh} />
    </Box>
  );
}

export default function BatchesPage() {
  const { id = '' } = useParams();
  return (
    <BatchesScreen>
      <Batches manufactureId={id} />
    </BatchesScreen>
  );
}
