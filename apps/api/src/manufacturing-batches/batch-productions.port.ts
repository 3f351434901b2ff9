import type { ProductionStatus } from '@pod/shared';
import type { DbOrTx } from '../db/database';

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
  orderNumber: string;
  /** When the production was released to the factory (the batching cut-off compares it). */
  releasedAt: Date;
  /** Stored print files per print area. */
  printFiles: ReadonlyArray<{ area: string; key: string }>;
}

/**
 * The productions module's side of batching: find productions, set or clear their batch, count
 * a batch's productions per status. Its service implements this; batches never query its table.
 */
export interface BatchProductions {
  find(ids: readonly string[], tx?: DbOrTx): Promise<BatchableProduction[]>;
  inBatch(batchId: string, tx?: DbOrTx): Promise<BatchableProduction[]>;
  /** Released, not cancelled, in no batch, released before the cut-off. */
  unbatched(releasedBefore: Date, tx?: DbOrTx): Promise<BatchableProduction[]>;
  setBatch(ids: readonly string[], batchId: string | null, tx: DbOrTx): Promise<void>;
  statusCounts(batchIds: readonly string[]): Promise<Map<string, Partial<Record<ProductionStatus, number>>>>;
}

export const BATCH_PRODUCTIONS = Symbol('BATCH_PRODUCTIONS');
