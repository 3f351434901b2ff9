import { useMutation } from '@apollo/client/react';
import { MAKE_INVOICE, MAKE_TRANSACTION, TOPUP_ACCOUNT } from '../graphql';

// The billing screens' mutations, one hook each: components call these, never useMutation with a document.
export const useMakeInvoice = () => useMutation(MAKE_INVOICE);
export const useMakeTransaction = () => useMutation(MAKE_TRANSACTION);
export const useTopupAccount = () => useMutation(TOPUP_ACCOUNT);
