import type { ReactNode } from 'react';
import { Box, Button, chakra, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCustomizer } from '../stores/customizer';

/** A titled panel of a form; `testId` is also its anchor for the SectionNav. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box id={testId} scrollMarginTop="80px" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: 4, md: 6 }} data-testid={testId}>
      <Heading size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Jump links to the sections of a long form, kept in view while scrolling. */
export function SectionNav({ sections }: { sections: Array<{ id: string; label: string }> }) {
  // Sits just under the navbar when that stays on screen (sticky 64 px, floating 12 px lower).
  const navbarType = useCustomizer((s) => s.value.navbarType);
  const top = navbarType === 'sticky' ? '64px' : navbarType === 'floating' ? '76px' : '0';
  return (
    <chakra.nav position="sticky" top={top} zIndex="1" bg="bg.subtle" py="2" mt="-2" borderBottomWidth="1px" data-testid="section-nav">
      <HStack gap="1" overflowX="auto">
        {sections.map((s) => (
          <Button
            key={s.id}
            size="xs"
            variant="ghost"
            flexShrink={0}
            data-testid={`jump-${s.id}`}
            onClick={() => document.getElementById(s.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            {s.label}
          </Button>
        ))}
      </HStack>
    </chakra.nav>
  );
}

export function Grid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: columns }} gap="4">
      {children}
    </SimpleGrid>
  );
}

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
      <Heading size="xl" data-testid="page-title">
        {title}
      </Heading>
      <HStack gap="2">{actions}</HStack>
    </HStack>
  );
}

export function Stacked({ children }: { children: ReactNode }) {
  return <Stack gap="5">{children}</Stack>;
}
