import { useMutation } from '@apollo/client/react';
import {
  ADJUST_STOCK,
  CREATE_PRESET,
  FAVORITE,
  MERGE_TAGS,
  REMOVE_CATEGORY,
  REMOVE_PRESET,
  REMOVE_TAG,
  REORDER_CATEGORIES,
  SAVE_CATEGORY,
  SAVE_TAG,
  UPDATE_PRESET,
} from '../graphql';

// The catalogue screens' mutations, one hook each: components call these, never useMutation with a document.
export const useAdjustStock = () => useMutation(ADJUST_STOCK);
export const useCreatePreset = () => useMutation(CREATE_PRESET);
export const useFavorite = () => useMutation(FAVORITE);
export const useMergeTags = () => useMutation(MERGE_TAGS);
export const useRemoveCategory = () => useMutation(REMOVE_CATEGORY);
export const useRemovePreset = () => useMutation(REMOVE_PRESET);
export const useRemoveTag = () => useMutation(REMOVE_TAG);
export const useReorderCategories = () => useMutation(REORDER_CATEGORIES);
export const useSaveCategory = () => useMutation(SAVE_CATEGORY);
export const useSaveTag = () => useMutation(SAVE_TAG);
export const useUpdatePreset = () => useMutation(UPDATE_PRESET);
