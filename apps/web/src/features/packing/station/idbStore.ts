import { createStore, get, set } from 'idb-keyval';
import type { PackStore, QueuedPack } from './packQueue';

/** The packing station's queue in IndexedDB: one ordered list per factory, kept across reloads and offline spells. */
export function idbPackStore(manufactureId: string): PackStore {
  const db = createStore('pod-packing', 'scans');
  const key = `queue:${manufactureId}`;
  return {
    read: async () => (await get<QueuedPack[]>(key, db)) ?? [],
    write: (scans) => set(key, scans, db),
  };
}
