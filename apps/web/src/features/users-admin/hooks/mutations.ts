import { useMutation } from '@apollo/client/react';
import {
  CREATE_INVITATION,
  DELETE_MERCHANT_GROUP,
  DELETE_USER,
  INVITATIONS,
  MAKE_USER,
  MAKE_USER_GROUP,
  MAKE_USER_NOTIFICATION,
  REVOKE_INVITATION,
  SAVE_MERCHANT_GROUP,
  SET_USERS_STATUS,
  SET_USER_GROUP,
  TRASH_USER_GROUP,
} from '../graphql';

// The users-admin screens' mutations, one hook each: components call these, never useMutation with a document.
export const useCreateInvitation = () => useMutation(CREATE_INVITATION, { refetchQueries: [INVITATIONS] });
export const useDeleteMerchantGroup = () => useMutation(DELETE_MERCHANT_GROUP);
export const useDeleteUser = () => useMutation(DELETE_USER);
export const useMakeUser = () => useMutation(MAKE_USER);
export const useMakeUserGroup = () => useMutation(MAKE_USER_GROUP);
export const useMakeUserNotification = () => useMutation(MAKE_USER_NOTIFICATION);
export const useRevokeInvitation = () => useMutation(REVOKE_INVITATION, { refetchQueries: [INVITATIONS] });
export const useSaveMerchantGroup = () => useMutation(SAVE_MERCHANT_GROUP);
export const useSetUserGroup = () => useMutation(SET_USER_GROUP);
export const useSetUsersStatus = () => useMutation(SET_USERS_STATUS);
export const useTrashUserGroup = () => useMutation(TRASH_USER_GROUP);
