import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { DateCell, errorText, MoneyCell, Section, StatusBadge } from '../../../ui';
import { RequestReturn, type TicketForReturn } from '../../returns';
import { TICKET_ORDER } from '../graphql';
import { useSupportT } from '../i18n';

/** The order a ticket is about, beside the thread: status, total, where it goes and its lines; "Start a return" once it is delivered. */
export function OrderPanel({ orderId, ticket }: { orderId: string; ticket: TicketForReturn }) {
  const { t } = useSupportT();
  const q = useQuery(TICKET_ORDER, { variables: { id: orderId } });
  const order = q.data?.order;
  return (
    <Section title={order ? t('order.title', { number: order.number }) : t('order.loading')} testId="ticket-order">
      {q.error && !order && <Text color="fg.error">{errorText(q.error)}</Text>}
      {order && (
        <Stack gap="2" fontSize="sm">
          <HStack justify="space-between">
            <StatusBadge status={order.status} />
            <MoneyCell value={order.total} />
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">{t('order.created')}</Text>
            <DateCell value={order.created_at} />
          </HStack>
          <Text>
            {order.shipping_address.name} · {order.shipping_address.city}, {order.shipping_address.country}
          </Text>
          <Stack gap="1">
            {order.items.map((i) => (
              <HStack key={i._id} justify="space-between">
                <Text lineClamp={1}>{i.name}</Text>
                <Text color="fg.muted">
                  {i.sku} × {i.quantity}
                </Text>
              </HStack>
            ))}
          </Stack>
          <Link to={`/orders/${order._id}`}>
            <Text color="fg.info">{t('order.open')}</Text>
          </Link>
          <HStack gap="2" wrap="wrap">
            <RequestReturn order={order} ticket={ticket} />
          </HStack>
        </Stack>
      )}
    </Section>
  );
}
