import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export function PageCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: 4, md: 8 }} maxW="2xl">
      <Stack gap="1" mb="6">
        <Heading size="lg">{title}</Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Box>
  );
}
