import { Box, Button, Center, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { errorText, PageHeader } from '../../../ui';
import { AffiliateDetail } from '../components/AffiliateDetail';
import { AFFILIATE } from '../graphql';
import { AffiliatesScreen, useAffiliatesT } from '../i18n';

/** /affiliates/{id}: one affiliate's page (a seller may open only their own). */
function Affiliate() {
  const { t } = useAffiliatesT();
  const id = useParams().id ?? '';
  const q = useQuery(AFFILIATE, { variables: { _id: id }, fetchPolicy: 'cache-and-network' });
  const a = q.data?.affiliate;
  return (
    <Box>
      <PageHeader
        title={a ? t('detail.title', { name: a.user?.name ?? a.code }) : t('list.title')}
        actions={
          <Button asChild variant="ghost">
            <Link to="/affiliates">{t('detail.back')}</Link>
          </Button>
        }
      />
      {q.error ? (
        <Text color="fg.error">{errorText(q.error)}</Text>
      ) : !a ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : (
        <AffiliateDetail affiliate={a} onChanged={() => void q.refetch()} />
      )}
    </Box>
  );
}

export default function AffiliatePage() {
  return (
    <AffiliatesScreen>
      <Affiliate />
    </AffiliatesScreen>
  );
}
