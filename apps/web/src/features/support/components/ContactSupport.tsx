import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { supportI18n, useSupportT } from '../i18n';
import { NewTicketDialog } from './NewTicketDialog';

function ContactButton({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  const { t } = useSupportT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="contact-support">
        {t('contact')}
      </Button>
      {open && <NewTicketDialog open onClose={() => setOpen(false)} orderId={orderId} orderNumber={orderNumber} />}
    </>
  );
}

/** "Contact support" on the order page: a new ticket about this order. */
export function ContactSupport(props: { orderId: string; orderNumber: number }) {
  return (
    <supportI18n.Ready>
      <ContactButton {...props} />
    </supportI18n.Ready>
  );
}
