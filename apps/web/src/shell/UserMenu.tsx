import { lazy, Suspense, useState } from 'react';
import { Box, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../features/auth';
import { useSession } from '../stores/session';
import { Key, Lock, LogOut, User } from 'lucide-react';

// The token dialog (scope choice, the shared input schema) loads when first opened, off the first screen.
const ApiTokenDialog = lazy(() => import('./ApiTokenDialog').then((m) => ({ default: m.ApiTokenDialog })));

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [tokenOpen, setTokenOpen] = useState(false);
  if (!user) return null;
  const display = user.name || user.identity_label || user.email;
  const initials = display
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={async ({ value }) => {
          if (value === 'profile') navigate('/profile/info');
          else if (value === 'password') navigate('/profile/password');
          else if (value === 'token') setTokenOpen(true);
          else if (value === 'logout') {
            await logout();
            navigate('/login', { replace: true });
          }
        }}
      >
        <Menu.Trigger asChild>
          <HStack as="button" gap="2" px="1" py="1" rounded="md" _hover={{ bg: 'bg.muted' }} data-testid="user-menu" title={t('nav.user_menu')}>
            <Box textAlign="end" display={{ base: 'none', md: 'block' }} maxW="40">
              <Text fontSize="sm" fontWeight="semibold" truncate data-testid="user-name">
                {display}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {t(`roles.${user.role}`, { defaultValue: user.role })}
              </Text>
            </Box>
            <Flex
              boxSize="9"
              rounded="full"
              bg="brand.solid"
              color="white"
              align="center"
              justify="center"
              fontSize="sm"
              fontWeight="bold"
              borderWidth="2px"
              borderColor="whiteAlpha.800"
              flexShrink={0}
            >
              {initials || '?'}
            </Flex>
          </HStack>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="52">
              <Menu.Item value="profile" data-testid="menu-edit-profile">
                <User aria-hidden size={16} />
                {t('user_menu.edit_profile')}
              </Menu.Item>
              <Menu.Item value="password" data-testid="menu-edit-password">
                <Lock aria-hidden size={16} />
                {t('user_menu.edit_password')}
              </Menu.Item>
              <Menu.Item value="token" data-testid="menu-api-token">
                <Key aria-hidden size={16} />
                {t('user_menu.api_token')}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" data-testid="menu-logout" color="fg.error">
                <LogOut aria-hidden size={16} />
                {t('user_menu.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {tokenOpen && (
        <Suspense fallback={null}>
          <ApiTokenDialog open={tokenOpen} onClose={() => setTokenOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
