import { Inject, Injectable } from '@nestjs/common';
import { checkRoles, isSuperLevel, loginInput, normalizeCustomizer, registerInput, switchUserInput } from '@pod/shared';
import { ENV, type Env } from '../config/env';
import { DB, type Db } from '../db/database';
import { BadInput, ConflictField, Forbidden, NotFound, TooManyRequests, Unauthenticated } from '../common/errors';
import { newId } from '../common/ids';
import { isUniqueViolation } from '../common/sql';
import { parseInput } from '../common/validation';
import { UsersService, type UserRow } from '../users/users.service';
import type { AuthCarrier, AuthContext } from './auth-context';
import { bearer } from './authentication.service';
import { LogsRepository } from './logs.repository';
import { hashPassword, verifyPassword } from './passwords';
import { RateLimitService, type FailureLimit } from './rate-limit.service';
import { SessionsService } from './sessions.service';
import { TokensService } from './tokens.service';

export const INVALID_LOGIN = 'Email Or Password Invalid';
export const SUPER_TOKEN_HEADER = 'x-super-token';

/**
 * Sign-in throttling, per account-and-address pair and per address, each locking with back-off.
 * Never per account alone: failures sent from elsewhere must not lock the owner out.
 */
export const LOGIN_LIMITS: Record<'pair' | 'address', FailureLimit> = {
  pair: { max: 5, windowSeconds: 900, baseLockSeconds: 60 },
  address: { max: 20, windowSeconds: 900, baseLockSeconds: 60 },
};

export interface LoginResult {
  token: string;
  super_token?: string;
  _id: string;
  role: string;
  groups: string[];
  customizer: ReturnType<typeof normalizeCustomizer>;
}

interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(ENV) private readonly env: Env,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly logs: LogsRepository,
  ) {}

  async login(body: unknown, client: ClientInfo): Promise<LoginResult> {
    const { email, password } = parseInput(loginInput, body ?? {});
    const address = client.ip ?? 'unknown';
    const keys = { address: `login:ip:${address}`, pair: `login:pair:${address}:${email}` };
    for (const [key, reason] of [
      [keys.address, 'ip_rate_limited'],
      [keys.pair, 'account_address_rate_limited'],
    ] as const) {
      const seconds = await this.limits.lockedFor(key);
      if (seconds > 0) {
        await this.logs.blocked({ ip: client.ip ?? null, email, reason });
        const minutes = Math.ceil(seconds / 60);
        throw TooManyRequests(`Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await this.limits.fail(keys.address, LOGIN_LIMITS.address);
      await this.limits.fail(keys.pair, LOGIN_LIMITS.pair);
      throw Unauthenticated(INVALID_LOGIN);
    }
    if (user.status === 'Disabled') throw Forbidden('This account is disabled. Contact your administrator.');
    // The address's own count stays: one good account must not wash away failures against others.
    await this.limits.reset(keys.pair);
    await this.users.touchLastLogin(user.id);
    return this.issue(user, client);
  }

  private async issue(user: UserRow, client: ClientInfo): Promise<LoginResult> {
    const sid = await this.sessions.create({ userId: user.id, kind: 'user', ttlSeconds: this.env.TOKEN_TTL_SECONDS, ...client });
    const result: LoginResult = {
      token: this.tokens.sign({ sub: user.id, sid, typ: 'user' }, this.env.TOKEN_TTL_SECONDS),
      _id: user.id,
      role: user.role,
      groups: user.groups,
      customizer: normalizeCustomizer(user.customizer),
    };
    if (isSuperLevel(user)) {
      const superSid = await this.sessions.create({ userId: user.id, kind: 'super', ttlSeconds: this.env.SUPER_TOKEN_TTL_SECONDS, ...client });
      result.super_token = this.tokens.sign({ sub: user.id, sid: superSid, typ: 'super' }, this.env.SUPER_TOKEN_TTL_SECONDS);
    }
    return result;
  }

  /** Self sign-up creates a seller account (role sale). */
  async register(body: unknown, client: ClientInfo): Promise<LoginResult> {
    const input = parseInput(registerInput, body ?? {});
    if (await this.users.findByEmail(input.email)) throw ConflictField('email', 'email_taken', 'This email is already in use.');
    const id = newId();
    let user: UserRow;
    try {
      user = await this.users.register({
        id,
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        role: 'sale',
        groups: ['sale'],
        identity: id.slice(-8),
        identityLabel: input.name,
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ConflictField('email', 'email_taken', 'This email is already in use.');
      throw e;
    }
    return this.issue(user, client);
  }

  /** Rotates the caller's session: the old token stops working, a new one is returned. */
  async refresh(carrier: AuthCarrier, client: ClientInfo): Promise<{ token: string }> {
    const token = bearer(carrier);
    const claims = token ? this.tokens.verify(token) : null;
    const live = claims ? await this.sessions.findLive(claims.sid) : null;
    if (!claims || !live || live.sessionUserId !== claims.sub || live.status === 'Disabled') throw Unauthenticated('Invalid access token');
    const kind = live.kind === 'impersonation' ? 'impersonation' : claims.typ;
    return this.db.transaction(async (tx) => {
      await this.sessions.revoke(claims.sid, tx);
      const ttl = claims.typ === 'super' ? this.env.SUPER_TOKEN_TTL_SECONDS : this.env.TOKEN_TTL_SECONDS;
      const sid = await this.sessions.create({ userId: claims.sub, kind, actorId: live.actorId ?? undefined, ttlSeconds: ttl, ...client }, tx);
      return { token: this.tokens.sign({ sub: claims.sub, sid, typ: claims.typ }, ttl) };
    });
  }

  /** Ends the caller's session and the super session sent with it. */
  async logout(carrier: AuthCarrier): Promise<void> {
    for (const t of [bearer(carrier), bearer(carrier, SUPER_TOKEN_HEADER)]) {
      const claims = t ? this.tokens.verify(t) : null;
      if (claims) await this.sessions.revoke(claims.sid);
    }
  }

  /** The real person behind a valid super token, or an error. */
  async superActor(carrier: AuthCarrier): Promise<{ id: string; role: string; groups: string[] }> {
    const token = bearer(carrier, SUPER_TOKEN_HEADER);
    const claims = token ? this.tokens.verify(token) : null;
    const live = claims?.typ === 'super' ? await this.sessions.findLive(claims.sid) : null;
    if (!claims || !live || live.sessionUserId !== claims.sub || live.status === 'Disabled' || !isSuperLevel(live)) {
      throw Forbidden('Switching user needs a valid super token.');
    }
    return { id: live.id, role: live.role, groups: live.groups };
  }

  async switchUser(carrier: AuthCarrier, targetId: string, client: ClientInfo): Promise<{ token: string; _id: string }> {
    const { _id } = parseInput(switchUserInput, { _id: targetId });
    const actor = await this.superActor(carrier);
    const target = await this.users.findById(_id);
    if (!target) throw NotFound('User');
    if (target.status === 'Disabled') throw BadInput('This account is disabled.');
    // Only super_root may act as another super_root; nobody climbs above themselves.
    if (checkRoles(target, ['super_root']) && !checkRoles(actor, ['super_root'])) throw Forbidden('You cannot switch to this user.');
    const sid = await this.sessions.create({
      userId: target.id,
      kind: target.id === actor.id ? 'user' : 'impersonation',
      actorId: target.id === actor.id ? undefined : actor.id,
      ttlSeconds: this.env.SUPER_TOKEN_TTL_SECONDS,
      ...client,
    });
    return { token: this.tokens.sign({ sub: target.id, sid, typ: 'user' }, this.env.SUPER_TOKEN_TTL_SECONDS), _id: target.id };
  }

  async apiTokenInfo(auth: AuthContext) {
    const row = auth.current.row;
    if (!row.apiTokenPrefix) return null;
    return { prefix: `pod_${row.apiTokenPrefix}_…`, scopes: row.apiTokenScopes, created_at: row.apiTokenCreatedAt, last_used_at: row.apiTokenLastUsedAt };
  }

  /** A new integration token; the previous one stops working immediately. Shown once. */
  async regenerateApiToken(auth: AuthContext, scopes: readonly string[]): Promise<{ token: string; prefix: string; scopes: string[] }> {
    const { token, prefix, hash } = this.tokens.newApiToken();
    await this.users.setApiToken(auth.user.id, { prefix, hash, scopes });
    return { token, prefix: `pod_${prefix}_…`, scopes: [...scopes] };
  }
}
