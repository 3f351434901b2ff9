import { Injectable, Logger } from '@nestjs/common';
import { effectivePermissions, type ModulePermission } from '@pod/shared';
import { UsersRepository, type UserRow } from '../users/users.repository';
import { Unauthenticated } from '../common/errors';
import type { AuthCarrier, AuthContext } from './auth-context';
import { LogsRepository } from './logs.repository';
import { SessionsRepository } from './sessions.repository';
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

/** Turns a bearer token (session JWT or integration API token) into who is calling. */
@Injectable()
export class AuthenticationService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersRepository,
    private readonly logs: LogsRepository,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsRepository,
  ) {}

  /** Cached on the carrier: null is anonymous; a bad token throws UNAUTHENTICATED. */
  async authenticate(carrier: AuthCarrier): Promise<AuthContext | null> {
    if (carrier.auth !== undefined) return carrier.auth;
    const token = bearer(carrier);
    carrier.auth = token ? await this.fromToken(token, carrier) : null;
    return carrier.auth;
  }

  private async fromToken(token: string, carrier: AuthCarrier): Promise<AuthContext> {
    if (token.startsWith('pod_')) return this.fromApiToken(token, carrier);
    const claims = this.tokens.verify(token);
    if (!claims || claims.typ !== 'user') throw Unauthenticated('Invalid access token');
    const row = await this.sessions.findLive(claims.sid);
    if (!row || row.sessionUserId !== claims.sub) throw Unauthenticated('Your session has ended. Please sign in again.');
    if (row.status === 'Disabled') throw Unauthenticated('This account is disabled.');
    return {
      user: { id: row.id, email: row.email, name: row.name, role: row.role, groups: row.groups, status: row.status, groupId: row.groupId },
      actorId: row.actorId ?? row.id,
      sessionId: claims.sid,
      via: 'session',
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
      throw Unauthenticated('Invalid access token');
    }
    this.users.touchApiTokenUse(row.id);
    return {
      user: { id: row.id, email: row.email, name: row.name, role: row.role, groups: row.groups, status: row.status, groupId: row.groupId },
      actorId: row.id,
      sessionId: null,
      via: 'api_token',
      impersonating: false,
      permissions: this.permissionsOf(row),
      current: currentOf(row),
    };
  }

  permissionsOf(row: {
    role: string;
    groups: string[];
    permission: ModulePermission[] | null;
    groupPermission: ModulePermission[] | null;
    groupStatus: string | null;
  }): ModulePermission[] {
    const groupLayer = row.groupStatus === 'Active' ? row.groupPermission : null;
    return effectivePermissions({ role: row.role, groups: row.groups }, groupLayer, row.permission);
  }

  /** The API Logs screen: every request made with an integration token, with its outcome. */
  async logTokenUse(carrier: AuthCarrier, userId: string | null, prefix: string | null, outcome: string): Promise<void> {
    try {
      await this.logs.tokenUse({
        userId,
        tokenPrefix: prefix,
        operation: (carrier.operationName ?? 'unknown').slice(0, 200),
        ip: carrier.ip?.slice(0, 64) ?? null,
        outcome,
      });
    } catch (e) {
      this.logger.warn(`token access log failed: ${String(e)}`);
    }
  }
}
