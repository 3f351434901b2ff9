import { useMutation } from '@apollo/client/react';
import { UNBLOCK } from '../graphql';

// The access-logs screens' mutations, one hook each: components call these, never useMutation with a document.
export const useUnblock = () => useMutation(UNBLOCK);
