import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { MRP_COUNTERS_CHANGED, MRP_PRODUCT_COUNTERS } from './graphql';

type Counts = Map<string, number>;
const toMap = (rows: ReadonlyArray<{ status: string; count: number }>): Counts => new Map(rows.map((c) => [c.status, c.count]));

/**
 * The factory's productions per status, kept current for everyone by the `mrpCountersChanged`
 * subscription: its counts (every intake) are shown at once when the list shows every intake, and
 * the query is read again for one intake; `onChange` hears each change too.
 */
export function useLiveCounters(manufactureId: string, source: string | undefined, onChange?: () => void) {
  const counters = useQuery(MRP_PRODUCT_COUNTERS, { variables: { source }, context: { manufacture: manufactureId } });
  const [pushed, setPushed] = useState<Counts | null>(null);
  useSubscription(MRP_COUNTERS_CHANGED, {
    variables: { manufacture_id: manufactureId },
    onData: ({ data }) => {
      const rows = data.data?.mrpCountersChanged.counters;
      if (rows && (!source || source === 'all')) setPushed(toMap(rows));
      void counters.refetch().then(
        () => setPushed(null),
        () => undefined,
      );
      onChange?.();
    },
  });
  const counts = pushed ?? toMap(counters.data?.mrpProductCounters ?? []);
  return { counts, loaded: !!counters.data, refetch: counters.refetch };
}
