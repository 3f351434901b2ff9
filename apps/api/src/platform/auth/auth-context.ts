import type { ModulePermission } from '@pod/shared';
import type { UserRow } from './sessions.repository';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: string;
  groups: string[];
  status: string;
  groupId: string | null;
}

/** Who is calling, attached once per request by the guard. */
export interface AuthContext {
  user: AuthUser;
  /** The person really acting: differs from user.id while impersonating. */
  actorId: string;
  sessionId: string | null;
  via: 'session' | 'api_token' | 'store_token';
  /** What an integration token may do (`orders:read`, …); null for a signed-in session (not restricted). */
  scopes: readonly string[] | null;
  /** Set when a store's push token is calling: the only store it may create orders for. */
  storeId: string | null;
  impersonating: boolean;
  permissions: ModulePermission[];
  /** The caller's full record and group, as loaded by this very request's authentication. */
  current: { row: UserRow; group: { _id: string; name: string } | null };
}

/** The request-ish object both HTTP and websocket contexts carry. */
export interface AuthCarrier {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  auth?: AuthContext | null;
  /** The GraphQL operation or REST route, for the API token log. */
  operationName?: string;
}
