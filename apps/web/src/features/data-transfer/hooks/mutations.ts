import { useMutation } from '@apollo/client/react';
import { EXPORT_LIST, IMPORT_CONFIRM } from '../graphql';

// The data-transfer screens' mutations, one hook each: components call these, never useMutation with a document.
export const useExportList = () => useMutation(EXPORT_LIST);
export const useImportConfirm = () => useMutation(IMPORT_CONFIRM);
