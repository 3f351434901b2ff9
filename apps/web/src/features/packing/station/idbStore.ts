import { idbQueueStore } from '../../../lib/offlineQueue';
import type { PackStore, QueuedPack } from './packQueue';

/** The packing station's queue in IndexedDB: one ordered list per factory. */
export function idbPackStore(manufactureId: string): PackStore {
  return idbQueueStore<QueuedPack>('pod-packing', manufactureId);
}
