import { useMutation } from '@apollo/client/react';
import { CREATE_MOCKUP_DESIGN, MOCKUP_DESIGN, TRASH_MOCKUP_DESIGN, UPDATE_MOCKUP_DESIGN } from '../graphql';

// The designs screens' mutations, one hook each: components call these, never useMutation with a document.
export const useCreateMockupDesign = () => useMutation(CREATE_MOCKUP_DESIGN);
export const useTrashMockupDesign = () => useMutation(TRASH_MOCKUP_DESIGN);
export const useUpdateMockupDesign = () => useMutation(UPDATE_MOCKUP_DESIGN, { refetchQueries: [MOCKUP_DESIGN] });
