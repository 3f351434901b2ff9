import { useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { isSeller } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../../stores/session';
import { DateCell, errorText, PageHeader, Section, showError, StatusBadge, TimelinePanel } from '../../../ui';
import { AddressCard } from '../components/AddressCard';
import { MoneyBreakdown } from '../components/MoneyBreakdown';
import { OrderPackages } from '../components/OrderPackages';
import { ProviderTracking } from '../components/ProviderTracking';
import { OrderActions } from '../components/OrderActions';
import { OrderInvoices } from '../components/OrderInvoices';
import { OrderLines } from '../components/OrderLines';
import { OrderShipments } from '../components/OrderShipments';
import { ReleaseToProduction } from '../components/ReleaseToProduction';
import { ORDER } from '../order.graphql';
import { OrdersScreen, useOrdersT } from '../i18n';
import { ContactSupport } from '../../support';
import { RequestReturn } from '../../returns';
import { RequestDesign } from '../../design-requests';
import { useMakeOrder, useSplitOrder } from '../hooks/orderMutations';

const STEPS = ['created_at', 'paid_at', 'produced_at', 'fulfilled_at', 'completed_at', 'cancelled_at'] as const;

/** /orders/:id: status and actions, lines with their designs, addresses (editable until paid), money, dates, notes and the timeline. */
function Order() {
  const { t } = useOrdersT();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const staff = !isSeller(useSession((s) => s.user));
  const q = useQuery(ORDER, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [make] = useMakeOrder();
  const [split, splitting] = useSplitOrder();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [notes, setNotes] = useState<string | null>(null);
  const order = q.data?.order;
  if (q.error && !order)
    return (
      <Text color="fg.error" data-testid="order-error">
        {errorText(q.error)}
      </Text>
    );
  if (!order) return null;
  const refresh = () => void q.refetch();
  const save = async (input: Record<string, unknown>) => {
    await make({ variables: { input: { _id: order._id, ...input } } });
    toaster.success({ title: t('done.saved') });
    refresh();
  };
  const runSplit = async () => {
    try {
      const child = (await split({ variables: { id: order._id, product_ids: [...picked] } })).data?.splitOrder;
      if (!child) return;
      toaster.success({ title: t('done.split', { number: child.number }) });
      setPicking(false);
      setPicked(new Set());
      refresh();
    } catch (e) {
      showError(e);
    }
  };
  return (
    <Box>
      <PageHeader
        title={t('order.title', { number: order.number })}
        actions={
          <Button size="sm" variant="ghost" onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
        }
      />
      <HStack mb="4" gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2">
          <StatusBadge status={order.status} />
          <Text color="fg.muted" fontSize="sm">
            {order.store ? `${order.store.name} · ${t(`platform.${order.platform}`)} ${order.platform_order_id ?? ''}` : t('store.manual')}
            {staff && order.seller ? ` · ${order.seller.name}` : ''}
          </Text>
          {order.parent_id && (
            <Link to={`/orders/${order.parent_id}`}>
              <Text fontSize="sm" color="fg.info">
                {t('order.from_parent')}
              </Text>
            </Link>
          )}
          <ReleaseToProduction order={order} onReleased={refresh} />
        </HStack>
        <HStack gap="2">
          <ContactSupport orderId={order._id} orderNumber={order.number} />
          <RequestReturn order={order} />
          <RequestDesign orderId={order._id} lines={order.items} />
          <OrderActions order={order} onChanged={refresh} onSplit={() => setPicking(true)} />
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
          <Section title={t('order.lines', { count: order.items.length })} testId="section-lines">
            <OrderLines lines={order.items} picking={picking} picked={picked} onPick={setPicked} />
            {picking && (
              <HStack mt="3" gap="2">
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={!picked.size}
                  loading={splitting.loading}
                  onClick={() => void runSplit()}
                  data-testid="split-confirm"
                >
                  {t('split.confirm', { count: picked.size })}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setPicking(false)}>
                  {t('common.cancel')}
                </Button>
              </HStack>
            )}
          </Section>
          <Section title={t('order.money')} testId="section-money">
            <MoneyBreakdown order={order} staff={staff} />
          </Section>
          <Section title={t('order.history')} testId="section-history">
            {/* A new status means a new row: remount to read it. */}
            <TimelinePanel key={order.status} entity="order" entityId={order._id} />
          </Section>
        </Stack>
        <Stack gap="4">
          <Section title={t('order.ship_to')} testId="section-shipping">
            <AddressCard address={order.shipping_address} editable={order.editable} testId="shipping-address" onSave={(a) => save({ shipping_address: a })} />
          </Section>
          <Section title={t('order.bill_to')} testId="section-billing">
            <AddressCard address={order.billing_address} editable={order.editable} testId="billing-address" onSave={(a) => save({ billing_address: a })} />
          </Section>
          {order.packages.length > 0 && (
            <Section title={order.partly_shipped ? t('order.packages_partly_shipped') : t('order.packages')} testId="section-packages">
              <OrderPackages packages={order.packages} />
            </Section>
          )}
          {order.shipments.length > 0 && (
            <Section title={t('order.shipments', { count: order.shipments.length })} testId="section-shipments">
              <OrderShipments shipments={order.shipments} />
            </Section>
          )}
          {order.invoices.length > 0 && (
            <Section title={t('order.invoices')} testId="section-invoices">
              <OrderInvoices invoices={order.invoices} />
            </Section>
          )}
          {order.provider_lines.length > 0 && (
            <Section title={t('order.providers')} testId="section-providers">
              <ProviderTracking lines={order.provider_lines} />
            </Section>
          )}
          <Section title={t('order.dates')} testId="section-dates">
            <Stack gap="1">
              {STEPS.filter((k) => order[k]).map((k) => (
                <HStack key={k} justify="space-between">
                  <Text color="fg.muted">{t(`date.${k}`)}</Text>
                  <DateCell value={order[k]} withTime />
                </HStack>
              ))}
            </Stack>
          </Section>
          <Section title={t('order.notes')} testId="section-notes">
            <Textarea
              size="sm"
              aria-label={t('order.notes')}
              value={notes ?? order.notes ?? ''}
              onChange={(e) => setNotes(e.target.value)}
              data-testid="order-notes"
            />
            {notes !== null && notes !== (order.notes ?? '') && (
              <Button
                size="xs"
                mt="2"
                colorPalette="brand"
                onClick={() =>
                  void save({ notes })
                    .then(() => setNotes(null))
                    .catch(showError)
                }
                data-testid="save-notes"
              >
                {t('common.save')}
              </Button>
            )}
          </Section>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

export default function OrderPage() {
  return (
    <OrdersScreen>
      <Order />
    </OrdersScreen>
  );
}
