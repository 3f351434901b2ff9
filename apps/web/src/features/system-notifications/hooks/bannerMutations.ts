import { useMutation } from '@apollo/client/react';
import { READ_SYSTEM_NOTIFICATION } from '../banner.graphql';

// The system-notifications mutations of banner.graphql.ts, one hook each (apart from hooks/mutations.ts, so a screen loads only the documents of its part).
export const useReadSystemNotification = () => useMutation(READ_SYSTEM_NOTIFICATION);
