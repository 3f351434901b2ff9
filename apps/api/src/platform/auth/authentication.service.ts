import { Injectable } from '@nestjs/common';
import { effectivePermissions, serverText, type ModulePermission } from '@pod/shared';
import type { UserRow } from './sessions.repository';
import { Unauthenticated } from '../common/errors';
import type { DbOrTx } from '../db/database';
import type { AuthCarrier, AuthContext, AuthUser } from './auth-context';
import { SessionsService } from './sessions.service';
import { RateLimitService, type UseLimit } from './rate-limit.service';
import { TokensService } from './tokens.service';

export function bearer(carrier: { headers: AuthCarrier['headers'] }, header = 'authorization'): string | null {
  const raw = carrier.headers[header];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  const m = /^Bearer\s+(.+)$/i.exec(value.trim());
  const token = (m ? m[1] : value).trim();
  return token.length > 0 && token.length <= 2048 ? token : null;
}

function currentOf(row: { user: UserRow; groupName: string | null }): AuthContext['current'] {
  return { row: row.user, group: row.user.groupId && row.groupName ? { _id: row.user.groupId, name: row.groupName } : null };
}

export interface PrincipalPermissionRow {
  role: string;
  groups: string[];
  permission: ModulePermission[] | null;
  groupPermission: ModulePermission[] | null;
  groupStatus: string | null;
}

/** A user's effective permissions from their principal row (role defaults, then an active group's matrix, then their own). */
export function principalPermissions(row: PrincipalPermissionRow): ModulePermission[] {
  const groupLayer = row.groupStatus === 'Active' ? row.groupPermission : null;
  return effectivePermissions({ role: row.role, groups: row.groups }, groupLayer, row.permission);
}

/** A store's push token as the orders module finds it (StoresService registers the lookup). */
export interface StoreTokenRecord {
  storeId: string;
  sellerId: string;
  tokenHash: string;
  active: boolean;
}
export type StoreTokenLookup = (prefix: string) => Promise<StoreTokenRecord | null>;

/** Turns a bearer token (session JWT or integration API token) into who is calling. */
/** Refused webhook deliveries logged per shop and outcome: one row a minute. */
export const REFUSAL_LOG_LIMIT: UseLimit = { max: 1, windowSeconds: 60 };
export const REFUSAL_LOG_TOTAL: UseLimit = { max: 100, windowSeconds: 60 };

/** One use of an integration or store token for the API log, with its outcome (ok, invalid, disabled, …). */
export type TokenLog = (use: { userId: string | null; tokenPrefix: string | null; operation: string; ip: string | null; outcome: string }) => Promise<void>;

@Injectable()
export class AuthenticationService {
  private storeTokens: { find: StoreTokenLookup; touch: (storeId: string) => void } | null = null;

  private tokenLog: TokenLog | null = null;

  constructor(
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitService,
  ) {}

  /** Cached on the carrier: null is anonymous; a bad token throws UNAUTHENTICATED. */
  async authenticate(carrier: AuthCarrier): Promise<AuthContext | null> {
    if (carrier.auth !== undefined) return carrier.auth;
    const token = bearer(carrier);
    carrier.auth = token ? await this.fromToken(token, carrier) : null;
    return carrier.auth;
  }

  /** The accounts module keeps the API log (the access-logs module's): it tells authentication where each token use goes. */
  useTokenLog(log: TokenLog): void {
    this.tokenLog = log;
  }

  /** The orders module owns the stores table; it tells authentication how to find a store token. */
  useStoreTokens(find: StoreTokenLookup, touch: (storeId: string) => void): void {
    this.storeTokens = { find, touch };
  }

  private async fromToken(token: string, carrier: AuthCarrier): Promise<AuthContext> {
    if (token.startsWith('pod_')) return this.fromApiToken(token, carrier);
    if (token.startsWith('podst_')) return this.fromStoreToken(token, carrier);
    const claims = this.tokens.verify(token);
    if (!claims || claims.typ !== 'user') throw Unauthenticated('Invalid access token', serverText('token_invalid'));
    const row = await this.sessions.findLive(claims.sid);
    if (!row || row.sessionUserId !== claims.sub) throw Unauthenticated('Your session has ended. Please sign in again.', serverText('session_ended'));
    if (row.status === 'Disabled') throw Unauthenticated('This account is disabled.', serverText('account_disabled'));
    return {
      user: { id: row.id, email: row.email, name: row.name, role: row.role, groups: row.groups, status: row.status, groupId: row.groupId },
      actorId: row.actorId ?? row.id,
      sessionId: claims.sid,
      via: 'session',
      scopes: null,
      storeId: null,
      impersonating: row.kind === 'impersonation',
      permissions: this.permissionsOf(row),
      current: currentOf(row),
    };
  }

  private async fromApiToken(token: string, carrier: AuthCarrier): Promise<AuthContext> {
    const parsed = this.tokens.parseApiToken(token);
    const row = parsed ? await this.sessions.findPrincipalByApiPrefix(parsed.prefix) : null;
    const valid = !!row?.apiTokenHash && this.tokens.sameHash(row.apiTokenHash, this.tokens.hashApiToken(token));
    if (!row || !valid || row.status === 'Disabled') {
      await this.logTokenUse(carrier, row && valid ? row.id : null, parsed?.prefix ?? null, row && valid ? 'disabled' : 'invalid');
      throw Unauthenticated('Invalid access token', serverText('token_invalid'));
    }
    this.sessions.touchApiTokenUse(row.id);
    return {
      user: { id: row.id, email: row.email, name: row.name, role: row.role, groups: row.groups, status: row.status, groupId: row.groupId },
      actorId: row.id,
      sessionId: null,
      via: 'api_token',
      scopes: row.apiTokenScopes,
      storeId: null,
      impersonating: false,
      permissions: this.permissionsOf(row),
      current: currentOf(row),
    };
  }

  /** A store's push token acts as the store's seller, for that store's orders only. */
  private async fromStoreToken(token: string, carrier: AuthCarrier): Promise<AuthContext> {
    const parsed = this.tokens.parseStoreToken(token);
    const store = parsed && this.storeTokens ? await this.storeTokens.find(parsed.prefix) : null;
    const valid = !!store && this.tokens.sameHash(store.tokenHash, this.tokens.hashApiToken(token));
    const row = store && valid && store.active ? await this.sessions.findPrincipalById(store.sellerId) : null;
    if (!store || !row || row.status === 'Disabled') {
      await this.logTokenUse(carrier, row?.id ?? null, parsed ? `store:${parsed.prefix}` : null, valid ? 'disabled' : 'invalid');
      throw Unauthenticated('Invalid access token', serverText('token_invalid'));
    }
    this.storeTokens!.touch(store.storeId);
    return this.storeCaller(row, store.storeId);
  }

  /**
   * Users as readers, not callers (whom a channel message goes to): each active user of `ids` with
   * their effective permissions, so "may they read it" is asked as a request of theirs would be.
   */
  async readers(ids: readonly string[], tx?: DbOrTx): Promise<Map<string, { user: AuthUser; permissions: ModulePermission[] }>> {
    const rows = await this.sessions.findPrincipalsByIds([...new Set(ids)], tx);
    const out = new Map<string, { user: AuthUser; permissions: ModulePermission[] }>();
    for (const row of rows) {
      if (row.status === 'Disabled') continue;
      out.set(row.id, {
        user: { id: row.id, email: row.email, name: row.name, role: row.role, groups: row.groups, status: row.status, groupId: row.groupId },
        permissions: this.permissionsOf(row),
      });
    }
    return out;
  }

  /** The seller of a store acting through the store (its push token, or its signed webhook). */
  async asStore(storeId: string, sellerId: string): Promise<AuthContext | null> {
    const row = await this.sessions.findPrincipalById(sellerId);
    return row && row.status !== 'Disabled' ? this.storeCaller(row, storeId) : null;
  }

  private storeCaller(row: NonNullable<Awaited<ReturnType<SessionsService['findPrincipalById']>>>, storeId: string): AuthContext {
    return {
      user: { id: row.id, email: row.email, name: row.name, role: row.role, groups: row.groups, status: row.status, groupId: row.groupId },
      actorId: row.id,
      sessionId: null,
      via: 'store_token',
      scopes: ['orders:write'],
      storeId,
      impersonating: false,
      permissions: this.permissionsOf(row),
      current: currentOf(row),
    };
  }

  permissionsOf(row: PrincipalPermissionRow): ModulePermission[] {
    return principalPermissions(row);
  }

  /**
   * A refused delivery of a public receiver (a webhook): one API-log row per source and outcome
   * per REFUSAL_LOG_LIMIT window, and at most REFUSAL_LOG_TOTAL of an outcome whatever sources the
   * caller makes up, so a flood of forged deliveries cannot fill the log.
   */
  async logRefusal(carrier: AuthCarrier, userId: string | null, source: string, outcome: string): Promise<void> {
    if (await this.limits.use(`refusal-log:${source}:${outcome}`, REFUSAL_LOG_LIMIT)) return;
    if (await this.limits.use(`refusal-log:*:${outcome}`, REFUSAL_LOG_TOTAL)) return;
    await this.logTokenUse(carrier, userId, source, outcome);
  }

  /** The API Logs screen: every request made with an integration token, with its outcome (a failed write never fails the request). */
  async logTokenUse(carrier: AuthCarrier, userId: string | null, prefix: string | null, outcome: string): Promise<void> {
    if (!this.tokenLog) throw new Error('No API log: the accounts module sets it at start-up (useTokenLog).');
    await this.tokenLog({ userId, tokenPrefix: prefix, operation: carrier.operationName ?? 'unknown', ip: carrier.ip ?? null, outcome });
  }
}
