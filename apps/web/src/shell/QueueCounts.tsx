import { useEffect } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../gql';
import { useQueueCounts } from './queueCounts';

const MY_QUEUE_COUNTS = graphql(`
  query MyQueueCounts {
    myQueueCounts {
      tickets
      design_requests
    }
  }
`);

const MY_QUEUE_CHANGED = graphql(`
  subscription MyQueueChanged {
    myQueueChanged {
      tickets
      design_requests
    }
  }
`);

const put = (c: { tickets: number; design_requests: number }) => useQueueCounts.setState({ tickets: c.tickets, 'design-requests': c.design_requests });

/**
 * Loaded after the first paint (Sidebar's lazy import): reads the caller's queue and follows
 * myQueueChanged, pushed when a ticket or design request assigned to them changes. Renders nothing.
 */
export default function QueueCounts() {
  const { data } = useQuery(MY_QUEUE_COUNTS, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (data) put(data.myQueueCounts);
  }, [data]);
  useSubscription(MY_QUEUE_CHANGED, { onData: ({ data }) => data.data && put(data.data.myQueueChanged) });
  return null;
}
