import { Box, Text } from '@chakra-ui/react';

/** One headline number of the report with its label and an optional explanation. */
export function Figure({ label, value, help, testId }: { label: string; value: string; help?: string; testId: string }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel" data-testid={testId}>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="semibold">
        {value}
      </Text>
      {help && (
        <Text textStyle="xs" color="fg.muted">
          {help}
        </Text>
      )}
    </Box>
  );
}
