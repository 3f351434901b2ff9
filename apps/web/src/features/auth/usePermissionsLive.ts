import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useSession } from '../../stores/session';
import { PERMISSIONS_CHANGED, USER_PERMISSIONS } from './graphql';

/**
 * Keeps the session's permissions current: when an admin changes the user's role, group or
 * grants, the server says so and the menu, route guards and screen actions follow at once.
 */
export function usePermissionsLive(): void {
  const client = useApolloClient();
  const signedIn = useSession((s) => !!s.user);
  useSubscription(PERMISSIONS_CHANGED, {
    skip: !signedIn,
    onData: () => {
      void client
        .query({ query: USER_PERMISSIONS, fetchPolicy: 'network-only' })
        .then((res) => {
          if (res.data) useSession.getState().patchUser({ permissions: res.data.userPermissions });
        })
        .catch(() => undefined);
    },
  });
}
