import { SHIPMENT_TABS, type ShipmentTab } from '@pod/shared';
import { useListParams, useTabbedList } from '../../ui';
import { SHIPMENT_COUNTERS, SHIPMENTS } from './graphql';
import { useShipmentsT } from './i18n';

/** A tab's field in ShipmentCounters: "Out For Delivery" -> out_for_delivery. */
export const counterKeyOf = (tab: ShipmentTab) => tab.toLowerCase().replace(/ /g, '_');

/** The shipments of the URL's tab (?shipment_status) and filters (?tracking_number, ?customer_name, ?order_id), with the tabs' counts. */
export function useShipments() {
  const { t } = useShipmentsT();
  const { params, patch } = useListParams();
  const filters = {
    tracking_number: params.get('tracking_number') || null,
    customer_name: params.get('customer_name') || null,
    order_id: params.get('order_id') || null,
  };
  return useTabbedList({
    list: SHIPMENTS,
    counters: SHIPMENT_COUNTERS,
    filters,
    tabs: SHIPMENT_TABS,
    requested: params.get('shipment_status') ?? undefined,
    fallback: 'All',
    status: (tab) => (tab === 'All' ? undefined : tab),
    label: (tab) => (tab === 'All' ? t('tab.all') : t(`status.${tab}`, { ns: 'ui', defaultValue: tab })),
    count: (c, tab) => (c.shipmentCounters as Record<string, number>)[counterKeyOf(tab)],
    onTab: (tab) => patch({ shipment_status: tab }),
  });
}
