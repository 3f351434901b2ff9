import { useState } from 'react';
import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ACTIVE_RETURN_STATUSES, isSeller, makeReturnRequestInput, RETURN_REASONS, RETURN_RESOLUTIONS, RETURNABLE_ORDER_STATUSES } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { useCan, useSession } from '../../../stores/session';
import { FormDialog, schemaErrorKeys, SelectField, showError, StatusBadge } from '../../../ui';
import { ORDER_RETURNS } from '../graphql';
import { returnsI18n, useReturnsT } from '../i18n';
import { LinePicker } from './LinePicker';
import { PhotoPicker, type Photo } from './PhotoPicker';
import { useMakeReturn } from '../hooks/mutations';

interface OrderForReturn {
  _id: string;
  number: number;
  status: string;
  items: ReadonlyArray<{ _id: string; sku: string; name: string; quantity: number }>;
}

/** The support ticket a return is started from: the dialog is prefilled from it and the request names it. */
export interface TicketForReturn {
  _id: string;
  code: string;
  subject: string;
  item_id?: string | null;
}

/** The lines chosen at first: the ticket's item, or the only line, all its units. */
function firstPick(order: OrderForReturn, ticket?: TicketForReturn): Record<string, number> {
  const item = order.items.find((i) => i._id === ticket?.item_id) ?? (order.items.length === 1 ? order.items[0] : undefined);
  return item ? { [item._id]: item.quantity } : {};
}

/** A return request of delivered items: reason, lines and units, a note and photos. */
function RequestReturnDialog({ order, ticket, onClose }: { order: OrderForReturn; ticket?: TicketForReturn; onClose: () => void }) {
  const { t } = useReturnsT();
  const [reason, setReason] = useState<string>('damaged');
  const [wanted, setWanted] = useState<string>('refund');
  const [picked, setPicked] = useState<Record<string, number>>(() => firstPick(order, ticket));
  const [note, setNote] = useState(ticket ? `${ticket.code}: ${ticket.subject}` : '');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [make, making] = useMakeReturn();
  const value = {
    order_id: order._id,
    reason,
    wanted,
    note: note || undefined,
    lines: Object.entries(picked).map(([item_id, quantity]) => ({ item_id, quantity })),
    photos: photos.map((p) => p._id),
    ticket_id: ticket?._id,
  };
  const errors = tried ? schemaErrorKeys(makeReturnRequestInput, value) : {};
  const submit = async () => {
    setTried(true);
    if (Object.keys(schemaErrorKeys(makeReturnRequestInput, value)).length) return;
    try {
      const made = (await make({ variables: value })).data?.makeReturnRequest;
      if (!made) return;
      toaster.success({ title: t('request.done', { code: made.code }) });
      onClose();
    } catch (e) {
      showError(e, t('request.failed'));
    }
  };
  return (
    <FormDialog
      open
      size="lg"
      title={t('request.title', { number: order.number })}
      testId="request-return-dialog"
      onClose={onClose}
      busy={making.loading || uploading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={making.loading} disabled={uploading} data-testid="request-return-submit">
            {t('request.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <SelectField
          name="reason"
          label={t('request.reason')}
          value={reason}
          onChange={setReason}
          options={RETURN_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
          error={errors.reason && t(errors.reason)}
        />
        <SelectField
          name="wanted"
          label={t('request.wanted')}
          value={wanted}
          onChange={setWanted}
          options={RETURN_RESOLUTIONS.map((r) => ({ value: r, label: t(`request.want_${r}`) }))}
        />
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('request.items')}
          </Text>
          <LinePicker
            testId="request-return-lines"
            lines={order.items.map((i) => ({ item_id: i._id, sku: i.sku, name: i.name, max: i.quantity }))}
            value={picked}
            onChange={setPicked}
          />
          {errors.lines && (
            <Text color="fg.error" fontSize="sm" data-testid="request-return-lines-error">
              {t(errors.lines)}
            </Text>
          )}
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('request.note')}
          </Text>
          <Textarea rows={3} value={note} aria-label={t('request.note')} onChange={(e) => setNote(e.target.value)} data-testid="request-return-note" />
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('request.photos')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('request.photos_help')}
          </Text>
          <PhotoPicker value={photos} onChange={setPhotos} onBusy={setUploading} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}

function RequestButton({ order, ticket }: { order: OrderForReturn; ticket?: TicketForReturn }) {
  const { t } = useReturnsT();
  const [open, setOpen] = useState(false);
  // The order's requests so far, with where they stand (the seller has no returns list of their own).
  const existing = useQuery(ORDER_RETURNS, { variables: { order_id: order._id }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      {existing.data?.returnRequests.map((r) => (
        <HStack key={r._id} gap="1" data-testid="order-return" title={t('request.existing', { code: r.code })}>
          <Text fontSize="sm">{r.code}</Text>
          <StatusBadge status={r.status} />
        </HStack>
      ))}
      {/* One return at a time: none is offered while a request holds the order's units (or before the list is read). */}
      {existing.data && !existing.data.returnRequests.some((r) => (ACTIVE_RETURN_STATUSES as readonly string[]).includes(r.status)) && (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid={ticket ? 'ticket-start-return' : 'request-return'}>
          {ticket ? t('request.from_ticket') : t('request.button')}
        </Button>
      )}
      {open && (
        <RequestReturnDialog
          order={order}
          ticket={ticket}
          onClose={() => {
            setOpen(false);
            void existing.refetch();
          }}
        />
      )}
    </>
  );
}

/**
 * "Request a return" on the page of a delivered order (Fulfilled or Completed), or "Start a return"
 * on a ticket about one (prefilled from the ticket, which the request then names); nothing otherwise.
 */
export function RequestReturn({ order, ticket }: { order: OrderForReturn; ticket?: TicketForReturn }) {
  const seller = isSeller(useSession((s) => s.user));
  const staffMay = useCan('return_replacement', 'add');
  if (!(seller || staffMay)) return null;
  if (!(RETURNABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) return null;
  return (
    <returnsI18n.Ready>
      <RequestButton order={order} ticket={ticket} />
    </returnsI18n.Ready>
  );
}
