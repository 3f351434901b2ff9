import { useMutation } from '@apollo/client/react';
import { APPROVE_RETURN, CANCEL_RETURN, COMPLETE_RETURN, HOLD_RETURN, MAKE_RETURN, REJECT_RETURN } from '../graphql';

// The returns screens' mutations, one hook each: components call these, never useMutation with a document.
export const useApproveReturn = () => useMutation(APPROVE_RETURN);
export const useMakeReturn = () => useMutation(MAKE_RETURN);

export type Decision = 'hold' | 'reject' | 'complete' | 'cancel';
const DECISIONS = { hold: HOLD_RETURN, reject: REJECT_RETURN, complete: COMPLETE_RETURN, cancel: CANCEL_RETURN } as const;
/** Hold, reject, complete or cancel a request (each its own mutation, all with a note). */
export const useDecideReturn = (decision: Decision) => useMutation(DECISIONS[decision]);
