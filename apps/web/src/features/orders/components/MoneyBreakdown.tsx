import { Separator, Stack, HStack, Text } from '@chakra-ui/react';
import type { OrderQuery } from '../../../gql/graphql';
import { MoneyCell } from '../../../ui';
import { useOrdersT } from '../i18n';

type Money = Pick<OrderQuery['order'], 'subtotal' | 'discount' | 'additional_print' | 'tax' | 'shipping' | 'total' | 'paid' | 'base_cost'>;

/** subtotal − discount + additional print + tax + shipping = total; what was paid; the base cost for staff. */
export function MoneyBreakdown({ order, staff }: { order: Money; staff: boolean }) {
  const { t } = useOrdersT();
  const row = (key: string, value: string, negative = false) => (
    <HStack key={key} justify="space-between" data-testid={`money-${key}`}>
      <Text color="fg.muted">{t(`money.${key}`)}</Text>
      <Text>
        {negative && value !== '0.00' ? '−' : ''}
        <MoneyCell value={value} />
      </Text>
    </HStack>
  );
  return (
    <Stack gap="1">
      {row('subtotal', order.subtotal)}
      {order.discount !== '0.00' && row('discount', order.discount, true)}
      {order.additional_print !== '0.00' && row('additional_print', order.additional_print)}
      {row('tax', order.tax)}
      {row('shipping', order.shipping)}
      <Separator my="1" />
      <HStack justify="space-between" fontWeight="semibold" data-testid="money-total">
        <Text>{t('money.total')}</Text>
        <MoneyCell value={order.total} />
      </HStack>
      {row('paid', order.paid)}
      {staff && row('base_cost', order.base_cost)}
    </Stack>
  );
}
