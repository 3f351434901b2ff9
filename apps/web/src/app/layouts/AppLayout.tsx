import { useEffect, useState } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Language } from '@pod/shared';
import { apolloClient, errorCode, setSignedOutHandler } from '../../lib/apollo';
import { setCurrentManufacture } from '../../lib/headers';
import { changeLanguage, isLanguage } from '../../lib/i18n';
import { clearTokens } from '../../lib/tokens';
import { readCurrentUser, usePermissionsLive } from '../../features/auth';
import { useCustomizer } from '../../stores/customizer';
import { useSession } from '../../stores/session';
import { useLayoutKind } from '../../lib/layout';
import { HorizontalLayout, VerticalLayout } from './ShellLayouts';
import { errorText } from '../../ui/errors';

setSignedOutHandler(() => useSession.getState().reset());

/** The signed-in shell: needs a token, loads cUser + manufactures once, then picks the layout. */
export default function AppLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <SessionGate />
    </ApolloProvider>
  );
}

function SessionGate() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  if (!token) return <Navigate to="/login" replace />;
  if (!user) return <UserLoader />;
  return <Shell />;
}

function UserLoader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    readCurrentUser(apolloClient)
      .then(async ({ user, manufactures, error: failure }) => {
        if (cancelled) return;
        if (!user) {
          if (failure && errorCode(failure) !== 'UNAUTHENTICATED') {
            setError(errorText(failure));
            return;
          }
          clearTokens();
          useSession.getState().reset();
          navigate('/login', { replace: true });
          return;
        }
        const value = useCustomizer.getState().apply(user.customizer);
        if (value.language && isLanguage(value.language)) await changeLanguage(value.language as Language);
        useSession.getState().setUser(user, manufactures);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        if (errorCode(err) === 'UNAUTHENTICATED') {
          clearTokens();
          useSession.getState().reset();
          navigate('/login', { replace: true });
        } else setError(errorText(err));
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, navigate]);

  if (error) {
    return (
      <Center minH="100vh" p="6">
        <Stack gap="3" textAlign="center" data-testid="session-error">
          <Text fontWeight="semibold">{t('errors.session_load_failed')}</Text>
          <Text color="fg.muted">{error}</Text>
          <Button colorPalette="brand" onClick={() => (setError(null), setAttempt((a) => a + 1))}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center minH="100vh" data-testid="session-loading">
      <Spinner color="brand.solid" size="lg" />
    </Center>
  );
}

function Shell() {
  const kind = useLayoutKind();
  const location = useLocation();
  usePermissionsLive();
  // Screens under /manufactures/{id}/ send that manufacture in the x-manufacture header.
  useEffect(() => {
    const m = /^\/manufactures\/([^/]+)\//.exec(location.pathname);
    setCurrentManufacture(m ? decodeURIComponent(m[1]) : null);
  }, [location.pathname]);
  if (kind === 'horizontal') return <HorizontalLayout />;
  return <VerticalLayout seller={kind === 'seller'} />;
}
