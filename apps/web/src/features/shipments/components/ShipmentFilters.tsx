import { useState, type FormEvent } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { useListParams } from '../../../ui';
import { useShipmentsT } from '../i18n';

/** Tracking number and customer name, one form: Enter filters every tab (the counts say where the matches are). */
export function ShipmentFilters() {
  const { t } = useShipmentsT();
  const { params, patch } = useListParams();
  const [tracking, setTracking] = useState(params.get('tracking_number') ?? '');
  const [customer, setCustomer] = useState(params.get('customer_name') ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    patch({ tracking_number: tracking.trim() || null, customer_name: customer.trim() || null });
  };
  return (
    <HStack as="form" gap="2" wrap="wrap" align="end" mb="4" onSubmit={submit}>
      <Input
        maxW="xs"
        size="sm"
        placeholder={t('filter.tracking_number')}
        aria-label={t('filter.tracking_number')}
        value={tracking}
        onChange={(e) => setTracking(e.target.value)}
        data-testid="shipments-tracking"
      />
      <Input
        maxW="xs"
        size="sm"
        placeholder={t('filter.customer_name')}
        aria-label={t('filter.customer_name')}
        value={customer}
        onChange={(e) => setCustomer(e.target.value)}
        data-testid="shipments-customer"
      />
      <Button type="submit" size="sm" variant="outline" data-testid="shipments-search">
        {t('filter.search')}
      </Button>
      {params.get('order_id') && (
        <Button size="sm" variant="ghost" onClick={() => patch({ order_id: null })} data-testid="shipments-clear-order">
          {t('filter.clear_order')}
        </Button>
      )}
    </HStack>
  );
}
