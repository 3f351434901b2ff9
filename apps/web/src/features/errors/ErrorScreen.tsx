import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../stores/session';

export function ErrorScreen({ code, title, text, testId }: { code: string; title: string; text: string; testId: string }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => !!s.token);
  return (
    <Stack gap="4" align="center" textAlign="center" maxW="lg" py="10" data-testid={testId}>
      <Text fontSize="6xl" fontWeight="black" color="brand.solid" lineHeight="1">
        {code}
      </Text>
      <Heading size="xl">{title}</Heading>
      <Text color="fg.muted">{text}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={signedIn ? '/' : '/login'}>{signedIn ? t('errors.back_home') : t('auth.sign_in')}</RouterLink>
      </Button>
    </Stack>
  );
}
