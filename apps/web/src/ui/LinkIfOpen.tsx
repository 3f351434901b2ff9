import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Text } from '@chakra-ui/react';
import { useCanOpen } from '../lib/routeAccess';

/** A link in a table to the screen behind a value, or the value as plain text where the user may not open that screen. */
export function LinkIfOpen({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const canOpen = useCanOpen();
  if (!canOpen(to))
    return (
      <Text as="span" data-testid={testId}>
        {children}
      </Text>
    );
  return (
    <Link asChild color="brand.fg" onClick={(e) => e.stopPropagation()}>
      <RouterLink to={to} data-testid={testId}>
        {children}
      </RouterLink>
    </Link>
  );
}
