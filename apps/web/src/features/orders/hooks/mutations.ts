import { useMutation } from '@apollo/client/react';
import { CANCEL_ORDER, HOLD_ORDER, PROCESS_ORDERS } from '../graphql';

// The orders screens' mutations, one hook each: components call these, never useMutation with a document.
export const useCancelOrder = () => useMutation(CANCEL_ORDER);
export const useHoldOrder = () => useMutation(HOLD_ORDER);
export const useProcessOrders = () => useMutation(PROCESS_ORDERS);
