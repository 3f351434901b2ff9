import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { endImpersonation } from '../lib/tokens';
import { useSession } from '../stores/session';

/** Visible while impersonating, in both layouts (a 404 too): who we are acting as, and the way back to the screen one came from. */
export function ImpersonationMarker() {
  const { t } = useTranslation();
  const who = useSession((s) => s.impersonating);
  if (!who) return null;
  return (
    <HStack gap="1" px="2" py="1" rounded="md" bg="orange.100" color="orange.900" fontSize="xs" data-testid="impersonation-marker">
      <Text truncate maxW="48">
        {t('switch_user.impersonating', { name: who })}
      </Text>
      <Button
        size="2xs"
        colorPalette="orange"
        data-testid="impersonation-back"
        onClick={() => {
          const back = endImpersonation();
          if (back) window.location.assign(back);
        }}
      >
        {t('switch_user.back')}
      </Button>
    </HStack>
  );
}
