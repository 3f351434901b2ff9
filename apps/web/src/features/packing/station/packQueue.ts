/** The packing station's scans, kept and sent in order by the station outbox (lib/useOfflineStation.ts). */
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
