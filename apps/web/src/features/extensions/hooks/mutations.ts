import { useMutation } from '@apollo/client/react';
import { MAKE_EXTENSION, RESTORE_EXTENSION_VERSION, SET_EXTENSION_ENABLED, TRASH_EXTENSION, UPDATE_EXTENSION } from '../graphql';

// The extensions screens' mutations, one hook each: components call these, never useMutation with a document.
export const useMakeExtension = () => useMutation(MAKE_EXTENSION);
export const useRestoreExtensionVersion = () => useMutation(RESTORE_EXTENSION_VERSION);
export const useSetExtensionEnabled = () => useMutation(SET_EXTENSION_ENABLED);
export const useTrashExtension = () => useMutation(TRASH_EXTENSION);
export const useUpdateExtension = () => useMutation(UPDATE_EXTENSION);
