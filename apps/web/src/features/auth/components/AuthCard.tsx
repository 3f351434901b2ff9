import type { ReactNode } from 'react';
import { Alert, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export function AuthCard({ title, subtitle, error, children }: { title: string; subtitle?: string; error?: string | null; children: ReactNode }) {
  return (
    <Box w="full" maxW="md" bg="bg.panel" borderWidth="1px" rounded="xl" shadow="md" p={{ base: 6, md: 8 }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading size="lg">{title}</Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {error && (
          <Alert.Root status="error" data-testid="auth-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {children}
      </Stack>
    </Box>
  );
}

/** The line under a sign-in or sign-up form that leads to the other one. */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      {question}{' '}
      <Link asChild color="brand.fg">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </Text>
  );
}

/** Hand-off destinations with a token hash (or another origin) need a full page load. */
export function go(dest: string, navigate: (to: string, opts?: { replace?: boolean }) => void): void {
  if (/^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.includes('#token=')) window.location.assign(dest);
  else navigate(dest, { replace: true });
}
