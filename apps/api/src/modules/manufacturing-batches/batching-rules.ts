import type { BatchableProduction } from './batch-productions.port';

/** The rules that make a batch: one factory, product type, print method and colour. */
export interface BatchKey {
  manufactureId: string;
  productType: string | null;
  printMethod: string | null;
  colour: string | null;
}

export interface BatchGroup extends BatchKey {
  productionIds: string[];
}

/** Productions that may join a batch: released and waiting, not held, failed or cancelled. */
const BATCHABLE = new Set(['To Do', 'Cutting', 'Printing']);

/**
 * Groups the productions released before the cut-off by the batching rules; each group becomes
 * one batch of at most `max` productions, oldest first. Deterministic: groups by key, ids by
 * release time then id.
 */
export function batchGroups(productions: readonly BatchableProduction[], cutoff: Date, max: number): BatchGroup[] {
  const groups = new Map<string, { key: BatchKey; items: BatchableProduction[] }>();
  for (const p of productions) {
    if (p.batchId || !BATCHABLE.has(p.status) || p.releasedAt >= cutoff) continue;
    const key = { manufactureId: p.manufactureId, productType: p.productType, printMethod: p.printMethod, colour: p.colour };
    const name = JSON.stringify(key);
    if (!groups.has(name)) groups.set(name, { key, items: [] });
    groups.get(name)!.items.push(p);
  }
  const out: BatchGroup[] = [];
  for (const name of [...groups.keys()].sort()) {
    const { key, items } = groups.get(name)!;
    items.sort((a, b) => a.releasedAt.getTime() - b.releasedAt.getTime() || (a.id < b.id ? -1 : 1));
    for (let i = 0; i < items.length; i += max) out.push({ ...key, productionIds: items.slice(i, i + max).map((p) => p.id) });
  }
  return out;
}

/** Cut-off times (UTC, "HH:MM") the scheduled job batches at, each day. */
export const DEFAULT_BATCH_CUTOFFS = ['06:00', '10:00', '14:00'] as const;

/** The last cut-off at or before `now`: today's latest passed, or yesterday's last. */
export function lastCutoff(now: Date, cutoffs: readonly string[] = DEFAULT_BATCH_CUTOFFS): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const times = cutoffs.map((c) => Number(c.slice(0, 2)) * 3_600_000 + Number(c.slice(3)) * 60_000).sort((a, b) => a - b);
  const today = times.filter((t) => day + t <= now.getTime());
  return new Date(today.length ? day + today.at(-1)! : day - 86_400_000 + times.at(-1)!);
}

/** The key a batch made of these productions carries: each rule's value when they all share it. */
export function sharedKey(productions: readonly BatchableProduction[]): Omit<BatchKey, 'manufactureId'> {
  const same = <K extends 'productType' | 'printMethod' | 'colour'>(k: K) => (productions.every((p) => p[k] === productions[0][k]) ? productions[0][k] : null);
  return { productType: same('productType'), printMethod: same('printMethod'), colour: same('colour') };
}
