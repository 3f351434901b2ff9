import { createOfflineQueue, type OfflineQueueOptions, type QueueStore } from '../../../lib/offlineQueue';

/** The packing station's scans, kept and sent in order by the shared offline queue (lib/offlineQueue.ts). */
export interface QueuedPack {
  id: string;
  manufactureId: string;
  code: string;
  scannedAt: string;
}

export type PackOutcome =
  | { kind: 'packed'; bin: number | null; packed: number; total: number; complete: boolean; packageId: string; packageCode: string; orderNumber: number }
  | { kind: 'already'; bin: number | null; packed: number; total: number; complete: boolean; packageId: string; packageCode: string; orderNumber: number }
  | { kind: 'refused'; message: string };

export { Unreachable } from '../../../lib/offlineQueue';

export type PackStore = QueueStore<QueuedPack>;

/** The packing station's queue: its scans, in order, through the shared offline queue. */
export function createPackQueue(options: OfflineQueueOptions<QueuedPack, PackOutcome>) {
  return createOfflineQueue(options);
}
