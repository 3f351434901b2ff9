import { useMutation } from '@apollo/client/react';
import { UPDATE_PASSWORD, UPDATE_PROFILE } from '../graphql';

// The profile screens' mutations, one hook each: components call these, never useMutation with a document.
export const useUpdatePassword = () => useMutation(UPDATE_PASSWORD);
export const useUpdateProfile = () => useMutation(UPDATE_PROFILE);
