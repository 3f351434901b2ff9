import { HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OrderQuery } from '../../../gql/graphql';
import { StatusBadge } from '../../../ui';
import { useOrdersT } from '../i18n';

type Invoice = OrderQuery['order']['invoices'][number];

/** The weekly invoices that bill the order, each opening on the Invoices page (the API lists them only to who may open invoices). */
export function OrderInvoices({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useOrdersT();
  return (
    <Stack gap="2">
      {invoices.map((i) => (
        <HStack key={i._id} justify="space-between" data-testid="order-invoice">
          <Link asChild color="brand.fg">
            <RouterLink to={`/billing/invoice?invoice=${i._id}`}>{t('order.invoice', { number: i.number })}</RouterLink>
          </Link>
          <StatusBadge status={i.status} />
        </HStack>
      ))}
    </Stack>
  );
}
