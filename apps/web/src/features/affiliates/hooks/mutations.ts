import { useMutation } from '@apollo/client/react';
import { MAKE_AFFILIATE, SET_USER_AFFILIATE, UPDATE_AFFILIATE } from '../graphql';

// The affiliates screens' mutations, one hook each: components call these, never useMutation with a document.
export const useMakeAffiliate = () => useMutation(MAKE_AFFILIATE);
export const useSetUserAffiliate = () => useMutation(SET_USER_AFFILIATE);
export const useUpdateAffiliate = () => useMutation(UPDATE_AFFILIATE);
