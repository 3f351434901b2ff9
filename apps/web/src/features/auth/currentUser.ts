import type { ApolloClient } from '@apollo/client';
import type { Manufacture, SessionUser } from '../../stores/session';
import { CURRENT_USER } from './graphql';

/**
 * cUser, the caller's effective permissions and their manufactures in one request: what the
 * session holds. `user` is null when the server answered without one (`error` says why, if it did).
 */
export async function readCurrentUser(client: ApolloClient): Promise<{ user: SessionUser | null; manufactures: Manufacture[]; error?: unknown }> {
  const res = await client.query({ query: CURRENT_USER, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const cUser = res.data?.cUser;
  return {
    user: cUser ? { ...cUser, permissions: res.data?.userPermissions ?? undefined } : null,
    manufactures: res.data?.manufactures ?? [],
    error: res.error,
  };
}
