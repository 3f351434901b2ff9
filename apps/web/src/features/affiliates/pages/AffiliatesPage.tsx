import { useState } from 'react';
import { Box, Button, Center, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { isSeller } from '@pod/shared';
import { useCan, useSession } from '../../../stores/session';
import { errorText, PageHeader } from '../../../ui';
import { AffiliateDetail } from '../components/AffiliateDetail';
import { AffiliateDialog } from '../components/AffiliateDialog';
import { AffiliatesList } from '../components/AffiliatesList';
import { MY_AFFILIATE } from '../graphql';
import { AffiliatesScreen, useAffiliatesT } from '../i18n';

/** Staff: every affiliate, and "New affiliate". */
function Affiliates() {
  const { t } = useAffiliatesT();
  const navigate = useNavigate();
  const mayAdd = useCan('affiliates', 'add');
  const [making, setMaking] = useState(false);
  return (
    <Box>
      <PageHeader
        title={t('menu.affiliates')}
        actions={
          mayAdd && (
            <Button colorPalette="brand" onClick={() => setMaking(true)} data-testid="affiliate-new">
              {t('new')}
            </Button>
          )
        }
      />
      <AffiliatesList />
      {making && <AffiliateDialog onClose={() => setMaking(false)} onDone={(a) => navigate(`/affiliates/${a._id}`)} />}
    </Box>
  );
}

/** A seller's own affiliate page: their code, referred sellers and commissions, or a note that they have none. */
function MyAffiliate() {
  const { t } = useAffiliatesT();
  const q = useQuery(MY_AFFILIATE, { fetchPolicy: 'cache-and-network' });
  const mine = q.data?.myAffiliate;
  return (
    <Box>
      <PageHeader title={t('mine.title')} />
      {q.error ? (
        <Text color="fg.error">{errorText(q.error)}</Text>
      ) : !q.data ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : mine ? (
        <AffiliateDetail affiliate={mine} onChanged={() => void q.refetch()} />
      ) : (
        <Text color="fg.muted" data-testid="no-affiliate">
          {t('mine.none')}
        </Text>
      )}
    </Box>
  );
}

/** /affiliates: the affiliates list for staff (root, sale staff), the seller's own affiliate page for a seller. */
export default function AffiliatesPage() {
  const seller = isSeller(useSession((s) => s.user));
  return <AffiliatesScreen>{seller ? <MyAffiliate /> : <Affiliates />}</AffiliatesScreen>;
}
