import { Box } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { returnFilterOf, returnTabOf } from '@pod/shared';
import { PageHeader, useListParams } from '../../../ui';
import { ReturnDrawer } from '../components/ReturnDrawer';
import { ReturnsList } from '../components/ReturnsList';
import { ReturnsScreen, useReturnsT } from '../i18n';

/** Return & Replacement (/rar/{filter}): every seller's requests by status, a drawer per request. */
function Returns() {
  const { t } = useReturnsT();
  const navigate = useNavigate();
  const { params, patch } = useListParams();
  const tab = returnTabOf(useParams().filter);
  const open = params.get('open');
  return (
    <Box>
      <PageHeader title={t('menu.return_replacement')} />
      <ReturnsList
        tab={tab}
        onTab={(next) => navigate({ pathname: `/rar/${returnFilterOf(next)}`, search: '' })}
        onOpen={(id) => patch({ open: id })}
        render={(refresh) => open && <ReturnDrawer id={open} onClose={() => patch({ open: null })} onChanged={refresh} />}
      />
    </Box>
  );
}

export default function ReturnsPage() {
  return (
    <ReturnsScreen>
      <Returns />
    </ReturnsScreen>
  );
}
