import { PRODUCTION_STEPS } from '@pod/shared';
import type { ProductionReportQuery } from '../../../gql/graphql';

export type Report = ProductionReportQuery['productionReport'];

/** The stations in their flow order, of those that appear in `rows`. */
export function stationsIn(rows: ReadonlyArray<{ station: string }>): string[] {
  const seen = new Set(rows.map((r) => r.station));
  return PRODUCTION_STEPS.filter((s) => seen.has(s));
}

/** Units per station per day as one chart row per day (a column per station, 0 where none arrived), the day as `dayLabel` names it. */
export function unitsByDay(rows: Report['station_days'], dayLabel: (isoDay: string) => string = (d) => d): Array<Record<string, string | number>> {
  const stations = stationsIn(rows);
  const days = new Map<string, Record<string, string | number>>();
  for (const d of rows) {
    const row = days.get(d.day) ?? { day: dayLabel(d.day), ...Object.fromEntries(stations.map((s) => [s, 0])) };
    row[d.station] = d.units;
    days.set(d.day, row);
  }
  return [...days.values()];
}

/** Units per worker, every station summed: one chart bar per worker. */
export function unitsByWorker(rows: Report['workers']): Array<Record<string, string | number>> {
  const stations = stationsIn(rows);
  const workers = new Map<string, Record<string, string | number>>();
  for (const w of rows) {
    const row = workers.get(w.worker_id) ?? { worker: w.worker_name ?? w.worker_id, ...Object.fromEntries(stations.map((s) => [s, 0])) };
    row[w.station] = w.units;
    workers.set(w.worker_id, row);
  }
  return [...workers.values()];
}

/** Errors per code as chart rows, the most frequent first: each named by `label`, its resolved and still-open counts stacked. */
export function errorsByCode(rows: Report['error_codes'], label: (code: number) => string): Array<Record<string, string | number>> {
  return [...rows].sort((a, b) => b.errors - a.errors || a.code - b.code).map((r) => ({ error: label(r.code), resolved: r.errors - r.open, open: r.open }));
}
