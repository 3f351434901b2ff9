import { idbQueueStore } from '../../../lib/offlineQueue';
import type { QueuedScan, ScanStore } from './scanQueue';

/** The station's queue in the browser's IndexedDB: one ordered list per factory. */
export function idbScanStore(manufactureId: string): ScanStore {
  return idbQueueStore<QueuedScan>('pod-station', manufactureId);
}
