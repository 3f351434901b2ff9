import { useMutation } from '@apollo/client/react';
import { CLONE_ORDER, MAKE_ORDER, REFUND_ORDER, RELEASE_ORDER, RELEASE_TO_PRODUCTION, RESTORE_ORDER, SPLIT_ORDER, TRASH_ORDER } from '../order.graphql';

// The orders mutations of order.graphql.ts, one hook each (apart from hooks/mutations.ts, so a screen loads only the documents of its part).
export const useCloneOrder = () => useMutation(CLONE_ORDER);
export const useMakeOrder = () => useMutation(MAKE_ORDER);
export const useRefundOrder = () => useMutation(REFUND_ORDER);
export const useReleaseOrder = () => useMutation(RELEASE_ORDER);
export const useReleaseToProduction = () => useMutation(RELEASE_TO_PRODUCTION);
export const useRestoreOrder = () => useMutation(RESTORE_ORDER);
export const useSplitOrder = () => useMutation(SPLIT_ORDER);
export const useTrashOrder = () => useMutation(TRASH_ORDER);
