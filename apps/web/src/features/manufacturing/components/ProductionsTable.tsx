import type { ReactNode } from 'react';
import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { buildLink } from '@pod/shared';
import { LinkIfOpen } from '../../../ui/LinkIfOpen';
import type { MrpProductRowFieldsFragment } from '../../../gql/graphql';
import { DataTable, DateCell, StatusBadge, Thumbnail, type Column, type TabbedTable } from '../../../ui';
import { useManufacturingT } from '../i18n';
import { Barcode } from './Barcode';

/** The item photo and its print files; none when the server left them out (hidden designs) or the user hides them. */
function Pictures({ row }: { row: MrpProductRowFieldsFragment }) {
  const { t } = useManufacturingT();
  const files = row.print_files.filter((f) => f.thumbnail_url || f.url);
  return (
    <HStack gap="1">
      {row.image && <Thumbnail src={row.image} name={row.product_name} />}
      {files.map((f) => (
        <Thumbnail key={f.side} src={f.thumbnail_url ?? f.url} fullSrc={f.url} name={t('productions.print_file', { side: f.side })} />
      ))}
    </HStack>
  );
}

/** The productions of one status tab: pictures, a Code 128 label, the order, where it stands and when it must ship. */
export function ProductionsTable(props: {
  list: TabbedTable<MrpProductRowFieldsFragment>;
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  bulkActions: ReactNode;
  toolbar: ReactNode;
  hidePictures: boolean;
  onOpen: (row: MrpProductRowFieldsFragment) => void;
}) {
  const { t } = useManufacturingT();
  const columns: Column<MrpProductRowFieldsFragment>[] = [
    ...(props.hidePictures
      ? []
      : [{ key: 'pictures', header: t('productions.col.pictures'), render: (r: MrpProductRowFieldsFragment) => <Pictures row={r} /> }]),
    {
      key: 'code',
      header: t('productions.col.code'),
      render: (r) => (
        <Stack gap="0">
          <Barcode value={r.code} height={28} barWidth={1} showText={false} />
          <Text fontFamily="mono" fontWeight="semibold" data-testid="production-code">
            {r.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'product',
      header: t('productions.col.product'),
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.product_name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[r.variant_title, r.print_method].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'order',
      header: t('productions.col.order'),
      render: (r) => (
        <Stack gap="0">
          <LinkIfOpen to={`/orders/${r.order_id}`} testId="production-order">
            #{r.order_number}
          </LinkIfOpen>
          <Text fontSize="xs" color="fg.muted">
            {r.seller_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('productions.col.status'),
      render: (r) => (
        <HStack gap="1" wrap="wrap">
          <StatusBadge status={r.status} />
          {r.errors.some((e) => !e.resolved_at) && <Badge colorPalette="red">{t('productions.flag.error')}</Badge>}
          {r.reproduction_of && <Badge colorPalette="purple">{t('productions.flag.reproduction')}</Badge>}
          {r.priority > 0 && <Badge colorPalette="orange">{t('productions.flag.priority')}</Badge>}
        </HStack>
      ),
    },
    {
      key: 'ship_by',
      header: t('productions.col.ship_by'),
      render: (r) => (
        <HStack gap="1">
          {r.ship_by && <DateCell value={r.ship_by} />}
          {r.late && <Badge colorPalette="red">{t('productions.flag.late')}</Badge>}
        </HStack>
      ),
    },
    {
      key: 'batch',
      header: t('productions.col.batch'),
      render: (r) =>
        r.batch_id && (
          <ChakraLink asChild colorPalette="brand" fontFamily="mono" whiteSpace="nowrap" onClick={(e) => e.stopPropagation()} data-testid="production-batch">
            <Link to={buildLink(`/manufactures/${r.manufacture_id}/mrp_batch`, { open: r.batch_id })}>{r.batch_code ?? r.batch_id}</Link>
          </ChakraLink>
        ),
    },
  ];
  return (
    <DataTable
      testId="productions-table"
      rowTestId="production-row"
      columns={columns}
      {...props.list}
      selected={props.selected}
      onSelect={props.onSelect}
      bulkActions={props.bulkActions}
      toolbar={props.toolbar}
      onRowClick={props.onOpen}
    />
  );
}
