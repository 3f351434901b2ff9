import { useMutation } from '@apollo/client/react';
import { PRINT_MRP_PACKAGE, SET_MRP_PACKAGE_MEASURES, TRASH_MRP_PACKAGE } from '../graphql';

// The packing screens' mutations, one hook each: components call these, never useMutation with a document.
// Each is sent for the factory whose packages are on screen (the `manufacture` context the API scopes packing by).

const forFactory = (manufactureId: string) => ({ context: { manufacture: manufactureId } });

export const usePrintMrpPackage = (manufactureId: string) => useMutation(PRINT_MRP_PACKAGE, forFactory(manufactureId));
export const useSetMrpPackageMeasures = (manufactureId: string) => useMutation(SET_MRP_PACKAGE_MEASURES, forFactory(manufactureId));
export const useTrashMrpPackage = (manufactureId: string) => useMutation(TRASH_MRP_PACKAGE, forFactory(manufactureId));
