import { useQuery, useSubscription } from '@apollo/client/react';
import { MRP_COUNTERS_CHANGED, MRP_PRODUCT_COUNTERS } from './graphql';

/** The factory's productions per status, kept current for everyone by the `mrpCountersChanged` subscription; `onChange` hears each change too. */
export function useLiveCounters(manufactureId: string, source: string | undefined, onChange?: () => void) {
  const counters = useQuery(MRP_PRODUCT_COUNTERS, { variables: { source }, context: { manufacture: manufactureId } });
  useSubscription(MRP_COUNTERS_CHANGED, {
    variables: { manufacture_id: manufactureId },
    onData: () => {
      void counters.refetch();
      onChange?.();
    },
  });
  const counts = new Map((counters.data?.mrpProductCounters ?? []).map((c) => [c.status, c.count]));
  return { counts, loaded: !!counters.data, refetch: counters.refetch };
}
