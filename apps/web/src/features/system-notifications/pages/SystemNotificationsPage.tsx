import { Box } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { announcementTabOf } from '@pod/shared';
import { PageHeader } from '../../../ui';
import { AnnouncementsList } from '../components/AnnouncementsList';
import { SystemNotificationsScreen, useSystemNotificationsT } from '../i18n';

/** System notifications (/system-notification/{filter}): announcements by status tab, and a new one. */
function SystemNotifications() {
  const { t } = useSystemNotificationsT();
  const navigate = useNavigate();
  const tab = announcementTabOf(useParams().filter);
  return (
    <Box>
      <PageHeader title={t('menu.system_notifications')} />
      <AnnouncementsList tab={tab} onTab={(next) => navigate({ pathname: `/system-notification/${next}`, search: '' })} />
    </Box>
  );
}

export default function SystemNotificationsPage() {
  return (
    <SystemNotificationsScreen>
      <SystemNotifications />
    </SystemNotificationsScreen>
  );
}
