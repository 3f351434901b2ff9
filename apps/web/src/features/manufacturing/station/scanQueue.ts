import { createOfflineQueue, type OfflineQueueOptions, type QueueStore } from '../../../lib/offlineQueue';

/** A production station's scans, kept and sent in order by the shared offline queue (lib/offlineQueue.ts) with their scan time. */
export interface QueuedScan {
  /** The scan-log entry the answer is shown against. */
  id: string;
  manufactureId: string;
  station: string | null;
  code: string;
  kind: 'advance' | 'report';
  errors?: number[];
  /** ISO time the worker scanned it; the server records this, not the time it arrived. */
  scannedAt: string;
}

/** What the server answered for one scan. */
export type ScanOutcome =
  | { kind: 'moved'; from: string; to: string }
  | { kind: 'unchanged'; status: string; reason: string | null }
  | { kind: 'reported'; status: string }
  | { kind: 'refused'; message: string };

export { Unreachable } from '../../../lib/offlineQueue';

export type ScanStore = QueueStore<QueuedScan>;

/** The production station's queue: its scans, in order, through the shared offline queue. */
export function createScanQueue(options: OfflineQueueOptions<QueuedScan, ScanOutcome>) {
  return createOfflineQueue(options);
}
