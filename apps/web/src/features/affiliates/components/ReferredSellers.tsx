import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { pagedTable, DataTable, DateCell, StatusBadge, type Column } from '../../../ui';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import type { AffiliateSellersQuery } from '../../../gql/graphql';
import { AFFILIATE_SELLERS } from '../graphql';
import { useAffiliatesT } from '../i18n';

type Seller = AffiliateSellersQuery['affiliateSellers'][number];

/** The sellers an affiliate referred, paged on its own (the page's URL pages the commissions). */
export function ReferredSellers({ affiliateId }: { affiliateId: string }) {
  const { t } = useAffiliatesT();
  const [page, setPage] = useState(1);
  const list = usePagedQuery(AFFILIATE_SELLERS, { affiliate_id: affiliateId }, page);
  const columns: Column<Seller>[] = [
    { key: 'name', header: t('col.seller'), render: (s) => <Text fontWeight="medium">{s.name}</Text> },
    { key: 'email', header: t('col.email'), render: (s) => s.email },
    { key: 'status', header: t('col.status'), render: (s) => <StatusBadge status={s.status} /> },
    { key: 'since', header: t('col.since'), render: (s) => <DateCell value={s.created_at} /> },
  ];
  return <DataTable testId="referred-sellers" rowTestId="referred-seller" columns={columns} {...pagedTable(list, page, setPage)} />;
}
