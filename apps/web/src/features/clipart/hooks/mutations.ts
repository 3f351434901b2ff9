import { useMutation } from '@apollo/client/react';
import { SAVE_CLIPART } from '../graphql';

// The clipart screens' mutations, one hook each: components call these, never useMutation with a document.
export const useSaveClipart = () => useMutation(SAVE_CLIPART);
