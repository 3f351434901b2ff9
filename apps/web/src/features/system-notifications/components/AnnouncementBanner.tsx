import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MY_ANNOUNCEMENTS } from '../banner.graphql';
import { systemNotificationsI18n } from '../i18n';
import { useReadSystemNotification } from '../hooks/bannerMutations';

/**
 * Important announcements the user has not read, under the navbar; "Mark as read" hides one for
 * good (its bell notification is read too). Loaded by the shell after its first render.
 */
export default function AnnouncementBanner() {
  const { i18n } = useTranslation();
  const { t } = systemNotificationsI18n.useT();
  const [ready, setReady] = useState(false);
  const q = useQuery(MY_ANNOUNCEMENTS, { fetchPolicy: 'cache-and-network' });
  const [read] = useReadSystemNotification();
  const [hidden, setHidden] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void systemNotificationsI18n
      .load(i18n.language)
      .catch(() => undefined)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  const shown = (q.data?.myAnnouncements ?? []).filter((a) => !hidden.includes(a._id));
  if (!ready || !shown.length) return null;
  return (
    <Stack gap="0" data-testid="announcement-banner">
      {shown.map((a) => (
        <Alert.Root key={a._id} status="info" variant="surface" rounded="0" data-testid="announcement" data-id={a._id}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="bold">{a.subject}</Alert.Title>
            <Alert.Description whiteSpace="pre-line">{a.content}</Alert.Description>
          </Alert.Content>
          <Button
            size="xs"
            variant="outline"
            alignSelf="center"
            data-testid="announcement-read"
            onClick={() => {
              setHidden((h) => [...h, a._id]);
              void read({ variables: { id: a._id } }).then(() => q.refetch());
            }}
          >
            {t('banner.read')}
          </Button>
        </Alert.Root>
      ))}
    </Stack>
  );
}
