import { lazy, Suspense, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { isSeller } from '@pod/shared';
import { can, useSession } from '../../../stores/session';
import { PageHeader } from '../../../ui';
import { ShipmentDrawer } from '../components/ShipmentDrawer';
import { ShipmentFilters } from '../components/ShipmentFilters';
import { ShipmentsTable } from '../components/ShipmentsTable';
import { ShipmentsScreen, useShipmentsT } from '../i18n';
import { useShipments } from '../useShipments';

const ImportWizard = lazy(() => import('../../data-transfer').then((m) => ({ default: m.ImportWizard })));

/** /shipments?shipment_status=All: the parcels by tracking status, filtered, each opening its history. */
function Shipments() {
  const { t } = useShipmentsT();
  const user = useSession((s) => s.user);
  const list = useShipments();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Box>
      <PageHeader
        title={t('menu.shipments')}
        actions={
          user &&
          can(user, 'shipments', 'update') && (
            <Suspense fallback={null}>
              <ImportWizard kind="shipment_events" onImported={list.refresh} />
            </Suspense>
          )
        }
      />
      <ShipmentFilters />
      <ShipmentsTable table={list.table} onOpen={(s) => setOpenId(s._id)} showSeller={!!user && !isSeller(user)} />
      <ShipmentDrawer id={openId} onClose={() => setOpenId(null)} onChanged={list.refresh} />
    </Box>
  );
}

export default function ShipmentsPage() {
  return (
    <ShipmentsScreen>
      <Shipments />
    </ShipmentsScreen>
  );
}
