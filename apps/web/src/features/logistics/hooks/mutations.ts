import { useMutation } from '@apollo/client/react';
import {
  IMPORT_FULFILMENT_RESULT,
  MAKE_SHIPPING_COST_TABLE,
  SAVE_STORAGE_SETTINGS,
  SET_DEFAULT_SHIPPING_METHOD,
  TEST_STORAGE_CONNECTION,
  TRASH_FULFILMENT,
  TRASH_LOCATION,
  TRASH_SHIPPING_METHOD,
} from '../graphql';

// The logistics screens' mutations, one hook each: components call these, never useMutation with a document.
export const useImportFulfilmentResult = () => useMutation(IMPORT_FULFILMENT_RESULT);
export const useMakeShippingCostTable = () => useMutation(MAKE_SHIPPING_COST_TABLE);
export const useSaveStorageSettings = () => useMutation(SAVE_STORAGE_SETTINGS);
export const useSetDefaultShippingMethod = () => useMutation(SET_DEFAULT_SHIPPING_METHOD);
export const useTestStorageConnection = () => useMutation(TEST_STORAGE_CONNECTION);
export const useTrashFulfilment = () => useMutation(TRASH_FULFILMENT);
export const useTrashLocation = () => useMutation(TRASH_LOCATION);
export const useTrashShippingMethod = () => useMutation(TRASH_SHIPPING_METHOD);
