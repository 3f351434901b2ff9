import type { ReactNode } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { errorText } from './errors';

/** A list's body outside a table: its load error above, a spinner until the first rows, a note when there are none, else the rows. */
export function ListBody({
  error,
  loading,
  count,
  testId,
  emptyText,
  children,
}: {
  error: unknown;
  loading: boolean;
  count: number;
  /** Prefix of the error's and the empty note's test ids. */
  testId: string;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <>
      {!!error && (
        <Text color="fg.error" mb="3" data-testid={`${testId}-error`}>
          {errorText(error)}
        </Text>
      )}
      {loading && count === 0 ? (
        <Box textAlign="center" py="10">
          <Spinner />
        </Box>
      ) : count === 0 ? (
        <Text textAlign="center" py="10" color="fg.muted" data-testid={`${testId}-empty`}>
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </>
  );
}
