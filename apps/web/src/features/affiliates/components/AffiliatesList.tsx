import { Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { AffiliateFieldsFragment } from '../../../gql/graphql';
import { DataTable, ListSearchForm, MoneyCell, StatusBadge, UserCell, useListParams, usePagedTable, type Column } from '../../../ui';
import { AFFILIATES } from '../graphql';
import { useAffiliatesT } from '../i18n';
import { AffiliateFigures } from './AffiliateFigures';

/** Every affiliate with its referred sellers and commission totals, searchable by code; a row opens its page. */
export function AffiliatesList() {
  const { t } = useAffiliatesT();
  const navigate = useNavigate();
  const { params } = useListParams();
  const search = params.get('search') || undefined;
  const list = usePagedTable(AFFILIATES, { search });
  const totals = list.data?.affiliateCommissionTotals;
  const columns: Column<AffiliateFieldsFragment>[] = [
    {
      key: 'code',
      header: t('col.code'),
      render: (a) => (
        <Text fontWeight="semibold" fontFamily="mono">
          {a.code}
        </Text>
      ),
    },
    { key: 'user', header: t('col.affiliate'), render: (a) => <UserCell user={a.user} /> },
    { key: 'commission', header: t('col.commission'), align: 'end', render: (a) => <MoneyCell value={a.commission} /> },
    { key: 'sellers', header: t('col.sellers'), align: 'end', render: (a) => a.sellers_count },
    { key: 'orders', header: t('col.orders'), align: 'end', render: (a) => a.posted_count },
    { key: 'earned', header: t('col.earned'), align: 'end', render: (a) => <MoneyCell value={a.earned} /> },
    { key: 'reversed', header: t('col.reversed'), align: 'end', render: (a) => <MoneyCell value={a.reversed_total} /> },
    { key: 'active', header: t('col.status'), render: (a) => <StatusBadge status={a.active ? 'Active' : 'Inactive'} /> },
  ];
  return (
    <>
      {totals && (
        <AffiliateFigures
          testId="affiliate-totals"
          figures={[
            { label: t('figure.affiliates'), count: list.table.total },
            { label: t('figure.orders'), count: totals.all.count },
            { label: t('figure.earned'), money: totals.posted.amount },
            { label: t('figure.reversed'), money: totals.reversed.amount },
          ]}
        />
      )}
      <DataTable
        testId="affiliates-table"
        rowTestId="affiliate-row"
        columns={columns}
        {...list.table}
        toolbar={<ListSearchForm label={t('list.search')} testId="affiliates-search" />}
        onRowClick={(a) => navigate(`/affiliates/${a._id}`)}
      />
    </>
  );
}
