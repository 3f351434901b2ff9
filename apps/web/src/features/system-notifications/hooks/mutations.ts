import { useMutation } from '@apollo/client/react';
import { MAKE_SYSTEM_NOTIFICATION, TRASH_SYSTEM_NOTIFICATION } from '../graphql';

// The system-notifications screens' mutations, one hook each: components call these, never useMutation with a document.
export const useMakeSystemNotification = () => useMutation(MAKE_SYSTEM_NOTIFICATION);
export const useTrashSystemNotification = () => useMutation(TRASH_SYSTEM_NOTIFICATION);
