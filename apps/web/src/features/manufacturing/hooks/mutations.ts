import { useMutation } from '@apollo/client/react';
import { MAKE_MRP_BATCH, UPDATE_MRP_PRODUCTS } from '../graphql';

// The manufacturing screens' mutations, one hook each: components call these, never useMutation with a document.
export const useMakeMrpBatch = () => useMutation(MAKE_MRP_BATCH);
export const useUpdateMrpProducts = () => useMutation(UPDATE_MRP_PRODUCTS);
