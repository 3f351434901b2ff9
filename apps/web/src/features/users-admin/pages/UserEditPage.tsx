import { useMemo } from 'react';
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { AdminPage, useAdminT } from '../i18n';
import { GET_USER } from '../graphql';
import { useCan } from '../../../stores/session';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { PageHeader, Section, SectionNav, StatusBadge, TimelinePanel } from '../../../ui';
import { AdminTabs } from '../components/AdminFrame';
import { UserForm } from '../components/UserForm';
import type { FullUser } from '../user-form';

/** The form's sections in page order (components/UserFormSections.tsx), as far as this screen shows them. */
function sectionsOf(user: FullUser | null, mayWrite: boolean): string[] {
  return [
    'identity',
    mayWrite && 'password',
    'role',
    user && 'permissions',
    'customizer',
    'billing',
    'shipping',
    'production',
    'hubs',
    user && 'notifications',
    user && 'history',
  ].filter((s): s is string => !!s);
}

function UserEdit() {
  const { t } = useAdminT();
  const { filter = 'Opened', id = 'new' } = useParams();
  const isCreate = id === 'new';
  const q = useQuery(GET_USER, { variables: { _id: id }, skip: isCreate, fetchPolicy: 'network-only' });
  const user = useMemo(() => (isCreate ? null : (q.data?.getUserById ?? null)), [isCreate, q.data]);
  const mayAdd = useCan('users', 'add');
  const mayUpdate = useCan('users', 'update');
  return (
    <Box>
      <AdminTabs />
      <PageHeader
        title={isCreate ? t('users.new') : t('users.edit')}
        actions={
          <HStack gap="3">
            {user && <Text color="fg.muted">{user.email}</Text>}
            {user && <StatusBadge status={user.status} />}
            {(isCreate ? mayAdd : user && mayUpdate) && (
              <Button type="submit" form="user-form" colorPalette="brand" size="sm" data-testid="user-save-top">
                {t(isCreate ? 'users.create' : 'common.save')}
              </Button>
            )}
          </HStack>
        }
      />
      {!isCreate && q.loading && !q.data ? (
        <Spinner />
      ) : !isCreate && !user ? (
        <Text data-testid="user-not-found">{t('errors.not_found')}</Text>
      ) : (
        <Stack gap="6">
          <SectionNav sections={sectionsOf(user, isCreate ? mayAdd : mayUpdate).map((id) => ({ id: `section-${id}`, label: t(`sections.${id}`) }))} />
          <UserForm user={user} filter={filter} />
          {user && <NotificationSettings userId={user._id} />}
          {user && (
            <Section title={t('sections.history')} testId="section-history">
              <TimelinePanel entity="user" entityId={user._id} />
            </Section>
          )}
        </Stack>
      )}
    </Box>
  );
}

export default function UserEditPage() {
  // Another user (a link from one record to the next) is a new form: its own state and a fresh read.
  const { id = 'new' } = useParams();
  return (
    <AdminPage module="users">
      <UserEdit key={id} />
    </AdminPage>
  );
}
