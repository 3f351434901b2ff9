import { SetMetadata } from '@nestjs/common';
import { scopeAllows, type ApiScopeArea, type ApiScopeLevel } from '@pod/shared';
import type { AuthContext } from './auth-context';

/**
 * What an integration token needs to call an operation, declared next to its @Access.
 * A signed-in session is not restricted by scopes. A token calling an operation with no scope
 * declared is refused (deny by default), except operations marked `AnyToken()` (who am I).
 * A store's push token may call only operations that name `{ storeToken: true }`.
 */
export type ScopeRule = { area: ApiScopeArea; level: ApiScopeLevel; storeToken?: boolean } | { anyToken: true };

export const SCOPE_KEY = 'pod:scope';

export const Scope = (area: ApiScopeArea, level: ApiScopeLevel, options: { storeToken?: boolean } = {}) =>
  SetMetadata(SCOPE_KEY, { area, level, ...options } satisfies ScopeRule);

/** Safe for any token whatever its scopes (reads only the caller's own record). */
export const AnyToken = () => SetMetadata(SCOPE_KEY, { anyToken: true } satisfies ScopeRule);

/** Why a token may not call the operation, or null when it may (sessions always may). */
export function scopeRefusal(auth: AuthContext, rule: ScopeRule | undefined, operation: string): string | null {
  if (auth.scopes === null) return null;
  if (auth.via === 'store_token') {
    return rule && 'area' in rule && rule.storeToken ? null : `A store token can only push orders (createOrder); "${operation}" is not open to it.`;
  }
  if (!rule) return `API tokens cannot call "${operation}".`;
  if ('anyToken' in rule) return null;
  if (scopeAllows(auth.scopes, rule.area, rule.level)) return null;
  return `This API token lacks the ${rule.area}:${rule.level} scope needed for "${operation}".`;
}
