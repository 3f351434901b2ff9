import { Box } from '@chakra-ui/react';
import { isSeller } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { PageHeader, SearchForm, useListParams } from '../../../ui';
import { Board } from '../components/Board';
import { RequestDrawer } from '../components/RequestDrawer';
import { DesignRequestsScreen, useDesignRequestsT } from '../i18n';

/** /design-requests: staff designers see every seller's requests; a seller their own. `?request=` opens one. */
function DesignRequests() {
  const { t } = useDesignRequestsT();
  const staff = !isSeller(useSession((s) => s.user));
  const { params, patch } = useListParams();
  const open = params.get('request');
  const search = params.get('search') ?? '';
  return (
    <Box>
      <PageHeader title={t('menu.design_requests')} />
      <Box mb="4" maxW="md">
        <SearchForm value={search} label={t('board.search')} testId="design-request-search" onSearch={(v) => patch({ search: v || null })} />
      </Box>
      <Board search={search} staff={staff} onOpen={(id) => patch({ request: id })} />
      {open && <RequestDrawer id={open} staff={staff} onClose={() => patch({ request: null })} />}
    </Box>
  );
}

export default function DesignRequestsPage() {
  return (
    <DesignRequestsScreen>
      <DesignRequests />
    </DesignRequestsScreen>
  );
}
