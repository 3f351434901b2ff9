import { useMutation } from '@apollo/client/react';
import { BATCH_GANG_SHEET, EXPORT_BATCH, PRINT_BATCH_LABELS, TRASH_MRP_BATCH, UPDATE_MRP_BATCH } from '../graphql';

// The manufacturing-batches screens' mutations, one hook each: components call these, never useMutation with a document.
export const useBatchGangSheet = () => useMutation(BATCH_GANG_SHEET);
export const useExportBatch = () => useMutation(EXPORT_BATCH);
export const usePrintBatchLabels = () => useMutation(PRINT_BATCH_LABELS);
export const useTrashMrpBatch = () => useMutation(TRASH_MRP_BATCH);
export const useUpdateMrpBatch = () => useMutation(UPDATE_MRP_BATCH);
