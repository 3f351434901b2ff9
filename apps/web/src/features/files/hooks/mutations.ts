import { useMutation } from '@apollo/client/react';
import { REMOVE_FILE, SAVE_FILE } from '../graphql';

// The files screens' mutations, one hook each: components call these, never useMutation with a document.
export const useRemoveFile = () => useMutation(REMOVE_FILE);
export const useSaveFile = () => useMutation(SAVE_FILE);
