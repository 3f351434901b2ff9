import { useMutation } from '@apollo/client/react';
import { MAKE_STORE, REVOKE_STORE_TOKEN, ROTATE_STORE_TOKEN, TRASH_STORE } from '../stores.graphql';

// The orders mutations of stores.graphql.ts, one hook each (apart from hooks/mutations.ts, so a screen loads only the documents of its part).
export const useMakeStore = () => useMutation(MAKE_STORE);
export const useRevokeStoreToken = () => useMutation(REVOKE_STORE_TOKEN);
export const useRotateStoreToken = () => useMutation(ROTATE_STORE_TOKEN);
export const useTrashStore = () => useMutation(TRASH_STORE);
