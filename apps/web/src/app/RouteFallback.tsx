import { Center, Spinner, Stack, Text, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteFallback() {
  return (
    <Center minH="60vh" data-testid="route-loading">
      <Spinner color="brand.solid" size="lg" />
    </Center>
  );
}

/** Shown when a screen fails to load or throws (for example a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Center minH="100vh" p="6">
      <Stack gap="3" textAlign="center" maxW="md">
        <Text fontSize="xl" fontWeight="semibold">
          {t('errors.unexpected_title')}
        </Text>
        <Text color="fg.muted">{t('errors.unexpected_text')}</Text>
        {detail && (
          <Text fontSize="sm" color="fg.subtle">
            {detail}
          </Text>
        )}
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
