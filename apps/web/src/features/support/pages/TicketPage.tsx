import { useParams } from 'react-router';
import { isSeller } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { TicketView } from '../components/TicketView';
import { SupportScreen } from '../i18n';

/** /tickets/:id (staff) and /support/:filter/:id (the seller's own). */
export default function TicketPage() {
  const { id = '', filter } = useParams();
  const staff = !isSeller(useSession((s) => s.user));
  return (
    <SupportScreen for={filter ? 'seller' : 'staff'}>
      <TicketView id={id} staff={staff} />
    </SupportScreen>
  );
}
