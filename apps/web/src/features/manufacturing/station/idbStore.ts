import { createStore, get, set } from 'idb-keyval';
import type { QueuedScan, ScanStore } from './scanQueue';

/** The station's queue in the browser's IndexedDB: one ordered list per factory, kept across reloads and offline spells. */
export function idbScanStore(manufactureId: string): ScanStore {
  const db = createStore('pod-station', 'scans');
  const key = `queue:${manufactureId}`;
  return {
    read: async () => (await get<QueuedScan[]>(key, db)) ?? [],
    write: (scans) => set(key, scans, db),
  };
}
