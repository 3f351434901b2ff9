import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useSearchParams } from 'react-router';
import { useSignUpPath } from '../../features/auth';
import { GlobalSearch } from '../../shell/GlobalSearch';
import { ImpersonationMarker } from '../../shell/ImpersonationMarker';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { Logo } from '../../shell/Logo';
import { useSession } from '../../stores/session';

/** Full blank layout for sign-in and error screens, with the signed-out navbar. */
export default function BlankLayout() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => !!s.token);
  const signUpPath = useSignUpPath(useSearchParams()[0].get('invite'));
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: 3, md: 6 }}
        py="3"
        bg="bg.panel"
        borderBottomWidth="1px"
        data-testid="public-navbar"
      >
        <RouterLink to={signedIn ? '/' : '/login'} aria-label={t('brand.name')}>
          <Logo />
        </RouterLink>
        <HStack gap="2">
          {signedIn && <ImpersonationMarker />}
          {!signedIn && <GlobalSearch />}
          <LanguageMenu />
          {signedIn ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/">{t('errors.back_home')}</RouterLink>
            </Button>
          ) : (
            <>
              <Button asChild size="sm" variant="ghost" data-testid="nav-sign-in">
                <RouterLink to="/login">{t('auth.sign_in')}</RouterLink>
              </Button>
              {signUpPath && (
                <Button asChild size="sm" colorPalette="brand" data-testid="nav-sign-up">
                  <RouterLink to={signUpPath}>{t('auth.sign_up')}</RouterLink>
                </Button>
              )}
            </>
          )}
        </HStack>
      </Flex>
      <Box as="main" flex="1" display="flex" alignItems="center" justifyContent="center" p={{ base: 3, md: 8 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
