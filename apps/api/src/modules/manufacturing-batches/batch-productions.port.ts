import type { ProductionStatus } from '@pod/shared';
import type { DbOrTx } from '../../platform/db/database';

/** What batching reads of a production (the productions module owns the table). */
export interface BatchableProduction {
  id: string;
  code: string;
  manufactureId: string;
  status: ProductionStatus;
  batchId: string | null;
  printMethod: string | null;
  productType: string | null;
  colour: string | null;
  orderNumber: number;
  /** When the production was released to the factory (the batching cut-off compares it). */
  releasedAt: Date;
  /** Print files (file ids) per print area. */
  printFiles: ReadonlyArray<{ area: string; fileId: string }>;
}

/**
 * The productions module's side of batching: find productions, set or clear their batch, count
 * a batch's productions per status. Its service implements this; batches never query its table.
 */
export interface BatchProductions {
  forBatching(ids: readonly string[], tx?: DbOrTx): Promise<BatchableProduction[]>;
  inBatch(batchId: string, tx?: DbOrTx): Promise<BatchableProduction[]>;
  /** Released before the cut-off, waiting or in work, in no batch. */
  unbatchedBefore(releasedBefore: Date, tx?: DbOrTx): Promise<BatchableProduction[]>;
  setBatch(ids: readonly string[], batchId: string | null, tx: DbOrTx): Promise<void>;
  batchStatusCounts(batchIds: readonly string[]): Promise<Map<string, Partial<Record<ProductionStatus, number>>>>;
  printFileBytes(fileId: string): Promise<Buffer>;
}
