import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react';

/** A link inside a figure's table to the list behind the number. */
export function TextLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={to} data-testid={testId}>
        {children}
      </RouterLink>
    </Link>
  );
}
