import type { ComponentProps } from 'react';
import { Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { TIMELINE } from './graphql';
import { errorText } from './errors';
import { Timeline } from './Timeline';

/** The history of one entity (`timeline(entity, entity_id)`), newest first. */
export function TimelinePanel({ entity, entityId, ...rest }: { entity: string; entityId: string } & Omit<ComponentProps<typeof Timeline>, 'entries'>) {
  const q = useQuery(TIMELINE, { variables: { entity, entity_id: entityId }, fetchPolicy: 'cache-and-network' });
  if (q.error)
    return (
      <Text color="fg.error" fontSize="sm" data-testid="timeline-error">
        {errorText(q.error)}
      </Text>
    );
  if (!q.data) return <Spinner size="sm" />;
  return <Timeline entries={[...q.data.timeline].reverse()} {...rest} />;
}
