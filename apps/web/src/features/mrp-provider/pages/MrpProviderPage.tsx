import { Box } from '@chakra-ui/react';
import { PageHeader } from '../../../ui';
import { ProviderLineFilters } from '../components/ProviderLineFilters';
import { ProviderLinesTable } from '../components/ProviderLinesTable';
import { MrpProviderScreen, useMrpProviderT } from '../i18n';
import { useProviderLines } from '../useProviderLines';

/** /mrp-provider: the lines sent to outside providers, by status, provider and search. */
function MrpProvider() {
  const { t } = useMrpProviderT();
  const list = useProviderLines();
  return (
    <Box>
      <PageHeader title={t('menu.mrp_provider')} />
      <ProviderLineFilters />
      <ProviderLinesTable table={list.table} onChanged={list.refresh} />
    </Box>
  );
}

export default function MrpProviderPage() {
  return (
    <MrpProviderScreen>
      <MrpProvider />
    </MrpProviderScreen>
  );
}
