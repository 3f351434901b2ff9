import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ShipmentFieldsFragment } from '../../../gql/graphql';
import { DataTable, DateCell, StatusBadge, UserCell, type Column, type TabbedTable } from '../../../ui';
import { useShipmentsT } from '../i18n';

/** The shipments: tracking number and carrier, order, customer, seller, status, last carrier event, made. A row opens its drawer. */
export function ShipmentsTable({
  table,
  onOpen,
  showSeller,
}: {
  table: TabbedTable<ShipmentFieldsFragment>;
  onOpen: (s: ShipmentFieldsFragment) => void;
  showSeller: boolean;
}) {
  const { t } = useShipmentsT();
  const columns: Column<ShipmentFieldsFragment>[] = [
    {
      key: 'tracking',
      header: t('col.tracking'),
      render: (s) => (
        <>
          <Text fontFamily="mono" fontSize="sm" data-testid="shipment-tracking">
            {s.tracking_number}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t(`carrier.${s.carrier}`, { defaultValue: s.carrier.toUpperCase() })}
            {s.international ? ` · ${t('international')}` : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'order',
      header: t('col.order'),
      render: (s) =>
        s.order_id ? (
          <Link asChild color="brand.fg" onClick={(e) => e.stopPropagation()}>
            <RouterLink to={`/orders/${s.order_id}`}>#{s.order_number}</RouterLink>
          </Link>
        ) : (
          ''
        ),
    },
    { key: 'customer', header: t('col.customer'), render: (s) => s.customer_name },
    ...(showSeller ? [{ key: 'seller', header: t('col.seller'), render: (s: ShipmentFieldsFragment) => <UserCell user={s.seller} /> }] : []),
    { key: 'status', header: t('col.status'), render: (s) => <StatusBadge status={s.status} /> },
    { key: 'last_event_at', header: t('col.last_event'), render: (s) => (s.last_event_at ? <DateCell value={s.last_event_at} withTime /> : '') },
    { key: 'created_at', header: t('col.created'), render: (s) => <DateCell value={s.created_at} /> },
  ];
  return <DataTable testId="shipments-table" columns={columns} onRowClick={onOpen} {...table} />;
}
