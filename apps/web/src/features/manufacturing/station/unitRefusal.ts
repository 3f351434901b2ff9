import type { ApolloClient } from '@apollo/client';
import { STATION_SCAN_REASONS, stationScanOf } from '@pod/shared';
import { MRP_UNIT_WHERE } from '../graphql';

/**
 * Why `station` refuses the unit just scanned (a field reason), read at the first scan so the worker
 * is not asked for OK in vain; null when the station may take it, or when it cannot be read now
 * (offline: the server decides when the queued scan is sent).
 */
export async function unitRefusal(client: ApolloClient, manufactureId: string, station: string, code: string): Promise<string | null> {
  try {
    const { data } = await client.query({ query: MRP_UNIT_WHERE, variables: { code }, context: { manufacture: manufactureId }, fetchPolicy: 'network-only' });
    const unit = data?.mrpProducts.items.find((p) => p.code === code.trim().toUpperCase());
    if (!unit) return null;
    const scan = stationScanOf(unit.route, unit.status, station);
    return scan === 'blocked' || scan === 'not_on_route' || scan === 'out_of_order' ? STATION_SCAN_REASONS[scan] : null;
  } catch {
    return null;
  }
}
