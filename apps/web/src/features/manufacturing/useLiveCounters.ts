import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { MRP_COUNTERS_CHANGED, MRP_PRODUCT_COUNTERS } from './graphql';

/**
 * The factory's productions per status, kept current for everyone by the `mrpCountersChanged`
 * subscription. Its counts (every intake) go straight into the cache when the list shows every
 * intake; for one intake the counts are read again. Each read is its own request: a re-read joined
 * to one already in flight would answer with counts from before this change, and overwrite it.
 * `onChange` hears each change too.
 */
export function useLiveCounters(manufactureId: string, source: string | undefined, onChange?: () => void) {
  const client = useApolloClient();
  const variables = { source };
  const context = { manufacture: manufactureId };
  const counters = useQuery(MRP_PRODUCT_COUNTERS, { variables, context });
  const reread = () =>
    void client
      .query({ query: MRP_PRODUCT_COUNTERS, variables, fetchPolicy: 'network-only', context: { ...context, queryDeduplication: false } })
      .catch(() => undefined);
  useSubscription(MRP_COUNTERS_CHANGED, {
    variables: { manufacture_id: manufactureId },
    onData: ({ data }) => {
      const rows = data.data?.mrpCountersChanged.counters;
      if (rows && (!source || source === 'all')) client.writeQuery({ query: MRP_PRODUCT_COUNTERS, variables, data: { mrpProductCounters: rows } });
      else reread();
      onChange?.();
    },
  });
  const counts = new Map((counters.data?.mrpProductCounters ?? []).map((c) => [c.status, c.count]));
  return { counts, loaded: !!counters.data, refetch: reread };
}
