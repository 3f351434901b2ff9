/** Statuses a production cannot be scanned in until it is released (held, failed, cancelled). */
const BLOCKED: readonly string[] = ['On Hold', 'Error', 'Cancelled'];

/**
 * What scanning a production at `station` does, from its route and status alone: the API's scan
 * decides with it, and a station screen refuses at the first scan what the API would refuse after
 * OK. `starts` (the first station takes it from To Do), `moves` (it waits here), `passed` (it left
 * this station: a repeat), or a refusal: `blocked`, `not_on_route`, `out_of_order` (it waits at an
 * earlier station).
 */
export type StationScan = 'starts' | 'moves' | 'passed' | 'blocked' | 'not_on_route' | 'out_of_order';

export function stationScanOf(route: readonly string[], status: string, station: string): StationScan {
  if (BLOCKED.includes(status)) return 'blocked';
  const at = route.indexOf(station);
  if (at < 0) return 'not_on_route';
  if (status === 'To Do' && at === 1) return 'starts';
  const waitsAt = route.indexOf(status);
  if (at < waitsAt) return 'passed';
  return at > waitsAt ? 'out_of_order' : 'moves';
}

/** The field reason (field-reasons.ts) of a refused station scan, as the API answers it. */
export const STATION_SCAN_REASONS = { blocked: 'production_blocked', not_on_route: 'not_on_route', out_of_order: 'step_out_of_order' } as const;
