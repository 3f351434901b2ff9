import { useMutation } from '@apollo/client/react';
import { MASK_AS_DELIVERED } from '../graphql';

// The shipments screens' mutations, one hook each: components call these, never useMutation with a document.
export const useMaskAsDelivered = () => useMutation(MASK_AS_DELIVERED);
