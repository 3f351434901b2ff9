import { useMutation } from '@apollo/client/react';
import { PUBLISH_LISTINGS, REMOVE_PRESET_MOCKUP, TRASH_LISTINGS } from '../graphql';

// The listings screens' mutations, one hook each: components call these, never useMutation with a document.
export const usePublishListings = () => useMutation(PUBLISH_LISTINGS);
export const useRemovePresetMockup = () => useMutation(REMOVE_PRESET_MOCKUP);
export const useTrashListings = () => useMutation(TRASH_LISTINGS);
