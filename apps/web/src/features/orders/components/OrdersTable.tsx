import { useState } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { isSeller } from '@pod/shared';
import type { OrderRowFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../stores/session';
import { DataTable, DateCell, MoneyCell, StatusBadge, type Column, type TabbedTable } from '../../../ui';
import { useOrdersT } from '../i18n';
import { regionName } from '../statuses';
import { ColumnChooser } from './ColumnChooser';

const HIDDEN_KEY = 'orders.hidden-columns';
const readHidden = () => new Set<string>(JSON.parse(localStorage.getItem(HIDDEN_KEY) ?? '[]') as string[]);

/** The Orders list: status tabs with counts, chosen columns, selection for the bulk actions, a row opens the order. */
export function OrdersTable(props: {
  list: TabbedTable<OrderRowFieldsFragment>;
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  bulkActions: React.ReactNode;
  toolbar: React.ReactNode;
}) {
  const { t, i18n } = useOrdersT();
  const navigate = useNavigate();
  const staff = !isSeller(useSession((s) => s.user));
  const [hidden, setHidden] = useState(readHidden);
  const all: Column<OrderRowFieldsFragment>[] = [
    {
      key: 'number',
      header: t('col.number'),
      render: (o) => (
        <HStack gap="1">
          <Text fontWeight="semibold">#{o.number}</Text>
          {o.priority && <Badge colorPalette="red">{t('flag.priority')}</Badge>}
          {o.is_test && <Badge>{t('flag.test')}</Badge>}
        </HStack>
      ),
    },
    { key: 'created_at', header: t('col.date'), render: (o) => <DateCell value={o.created_at} withTime /> },
    {
      key: 'store',
      header: t('col.store'),
      render: (o) => (
        <Text>
          {o.store?.name ?? t('store.manual')}
          <Text as="span" color="fg.muted" fontSize="xs">
            {' '}
            · {t(`platform.${o.platform}`)}
            {o.platform_order_id ? ` ${o.platform_order_id}` : ''}
          </Text>
        </Text>
      ),
    },
    ...(staff ? [{ key: 'seller', header: t('col.seller'), render: (o: OrderRowFieldsFragment) => o.seller?.name ?? '' }] : []),
    {
      key: 'customer',
      header: t('col.customer'),
      render: (o) => (
        <Text>
          {o.shipping_address.name}
          <Text as="span" color="fg.muted" fontSize="xs">
            {' '}
            · {o.shipping_address.city}, {regionName(o.shipping_address.country, i18n.language)}
          </Text>
        </Text>
      ),
    },
    { key: 'items', header: t('col.items'), align: 'end', render: (o) => o.item_count },
    { key: 'total', header: t('col.total'), align: 'end', render: (o) => <MoneyCell value={o.total} /> },
    { key: 'status', header: t('col.status'), render: (o) => <StatusBadge status={o.status} /> },
  ];
  const optional = all.filter((c) => c.key !== 'number' && c.key !== 'status');
  const columns = all.filter((c) => !hidden.has(c.key));
  return (
    <DataTable
      testId="orders-table"
      rowTestId="order-row"
      columns={columns}
      {...props.list}
      selected={props.selected}
      onSelect={props.onSelect}
      bulkActions={props.bulkActions}
      toolbar={
        <HStack justify="space-between" w="full" wrap="wrap" gap="2">
          {props.toolbar}
          <ColumnChooser
            columns={optional}
            hidden={hidden}
            onChange={(next) => {
              setHidden(next);
              localStorage.setItem(HIDDEN_KEY, JSON.stringify([...next]));
            }}
          />
        </HStack>
      }
      onRowClick={(o) => navigate(`/orders/${o._id}`)}
    />
  );
}
