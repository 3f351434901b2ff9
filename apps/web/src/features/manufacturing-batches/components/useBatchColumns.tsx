import type { MrpBatchFieldsFragment } from '../../../gql/graphql';
import { DateCell, StatusBadge, type Column } from '../../../ui';
import { useBatchesT } from '../i18n';
import { BatchProgress } from './BatchProgress';

/** The batch list's columns: code, name (its note, or how it was made), print method, product type, units, progress, status, created. */
export function useBatchColumns(): Column<MrpBatchFieldsFragment>[] {
  const { t } = useBatchesT();
  const none = t('none');
  return [
    { key: 'code', header: t('code'), render: (b) => b.code },
    { key: 'name', header: t('name'), render: (b) => b.note || t(b.auto ? 'auto' : 'manual') },
    { key: 'print_method', header: t('print_method'), render: (b) => b.print_method || none },
    { key: 'product_type', header: t('product_type'), render: (b) => b.product_type_name || b.product_type || none },
    { key: 'units', header: t('units'), align: 'end', render: (b) => b.product_count },
    { key: 'progress', header: t('progress'), render: (b) => <BatchProgress progress={b.progress} total={b.product_count} /> },
    { key: 'status', header: t('status'), render: (b) => <StatusBadge status={b.status} /> },
    { key: 'created', header: t('created'), render: (b) => <DateCell value={b.created_at} /> },
  ];
}
