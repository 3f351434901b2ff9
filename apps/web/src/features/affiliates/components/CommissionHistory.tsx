import { Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { isSeller } from '@pod/shared';
import { DataTable, DateCell, MoneyCell, StatusBadge, usePagedTable, UserCell, type Column } from '../../../ui';
import type { AffiliateCommissionsQuery } from '../../../gql/graphql';
import { useSession } from '../../../stores/session';
import { AFFILIATE_COMMISSIONS } from '../graphql';
import { useAffiliatesT } from '../i18n';

type Commission = AffiliateCommissionsQuery['affiliateCommissions'][number];

/** An affiliate's commissions, newest first: the order, its seller, units × rate, posted or reversed. */
export function CommissionHistory({ affiliateId }: { affiliateId?: string }) {
  const { t } = useAffiliatesT();
  const seller = isSeller(useSession((s) => s.user));
  const list = usePagedTable(AFFILIATE_COMMISSIONS, { affiliate_id: affiliateId });
  const columns: Column<Commission>[] = [
    {
      key: 'order',
      header: t('col.order'),
      // A seller's referred sellers' orders are not theirs to open.
      render: (c) =>
        seller ? (
          <Text>#{c.order_number}</Text>
        ) : (
          <Link to={`/orders/${c.order_id}`}>
            <Text color="fg.info">#{c.order_number}</Text>
          </Link>
        ),
    },
    { key: 'seller', header: t('col.seller'), render: (c) => <UserCell user={c.seller} /> },
    { key: 'units', header: t('col.units'), align: 'end', render: (c) => c.units },
    { key: 'rate', header: t('col.rate'), align: 'end', render: (c) => <MoneyCell value={c.rate} /> },
    { key: 'amount', header: t('col.amount'), align: 'end', render: (c) => <MoneyCell value={c.amount} /> },
    { key: 'posted', header: t('col.posted_at'), render: (c) => <DateCell value={c.posted_at} /> },
    { key: 'status', header: t('col.status'), render: (c) => <StatusBadge status={c.status} /> },
  ];
  return <DataTable testId="commissions" rowTestId="commission-row" columns={columns} {...list.table} />;
}
