import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  invitationInput,
  isSuperLevel,
  revokeInvitationInput,
  rightsBeyond,
  loginInput,
  normalizeCustomizer,
  registerInput,
  serverText,
  switchUserInput,
  type ModulePermission,
} from '@pod/shared';
import { randomBytes } from 'node:crypto';
import { ENV, type Env } from '../../platform/config/env';
import { DB, type Db } from '../../platform/db/database';
import { BadField, BadInput, ConflictField, Forbidden, NotFound, TooManyRequests, Unauthenticated } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { isUniqueViolation } from '../../platform/common/sql';
import { parseInput } from '../../platform/common/validation';
import { UsersService, type UserRow } from '../users/users.service';
import type { AuthCarrier, AuthContext } from '../../platform/auth/auth-context';
import { AuthenticationService, bearer, principalPermissions } from '../../platform/auth/authentication.service';
import { AccessLogsService } from '../access-logs/access-logs.service';
import { LOGIN_KEYS } from '../../platform/auth/login-keys';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { InvitationsRepository } from './invitations.repository';
import { RateLimitService, type FailureLimit, type UseLimit } from '../../platform/auth/rate-limit.service';
import { SessionsService } from '../../platform/auth/sessions.service';
import { TokensService } from '../../platform/auth/tokens.service';

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

/** Sign-ups per address, whatever their outcome (each costs a password hash and probes an email). */
export const REGISTER_LIMIT: UseLimit = { max: 10, windowSeconds: 3600 };

/** New API or store push tokens per user and kind: enough to fix a mistake, not to mint them in bulk. */
export const TOKEN_LIMIT: UseLimit = { max: 10, windowSeconds: 600 };

/** How long an invitation code can be used. */
export const INVITATION_DAYS = 7;

const minutesOf = (seconds: number) => Math.ceil(seconds / 60);
const inMinutes = (seconds: number) => {
  const minutes = minutesOf(seconds);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
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
export class AccountsService implements OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(ENV) private readonly env: Env,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly accessLogs: AccessLogsService,
    private readonly invitations: InvitationsRepository,
    private readonly authentication: AuthenticationService,
  ) {}

  onModuleInit(): void {
    // Every use of an integration or store token, with its outcome, goes to the API log.
    this.authentication.useTokenLog((use) => this.accessLogs.recordTokenUse(use));
  }

  async login(body: unknown, client: ClientInfo): Promise<LoginResult> {
    const { email, password } = parseInput(loginInput, body ?? {});
    const address = client.ip ?? 'unknown';
    const keys = { address: LOGIN_KEYS.address(address), pair: LOGIN_KEYS.pair(address, email) };
    for (const [key, reason] of [
      [keys.address, 'ip_rate_limited'],
      [keys.pair, 'account_address_rate_limited'],
    ] as const) {
      const seconds = await this.limits.lockedFor(key);
      if (seconds > 0) {
        await this.accessLogs.recordBlocked({ ip: client.ip ?? null, email, reason });
        throw TooManyRequests(
          `Too many sign-in attempts. Try again in ${inMinutes(seconds)}.`,
          serverText('login_rate_limited', { minutes: minutesOf(seconds) }),
        );
      }
    }
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await this.limits.fail(keys.address, LOGIN_LIMITS.address);
      await this.limits.fail(keys.pair, LOGIN_LIMITS.pair);
      throw Unauthenticated(INVALID_LOGIN, serverText('login_invalid'));
    }
    if (user.status === 'Disabled') throw Forbidden('This account is disabled. Contact your administrator.', serverText('account_disabled'));
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

  /**
   * Self sign-up creates a seller account (role sale), as REGISTRATION allows: anyone (open), the
   * holder of an unused invitation (invite), nobody (closed). Throttled per address.
   */
  async register(body: unknown, client: ClientInfo): Promise<LoginResult> {
    if (this.env.REGISTRATION === 'closed') throw Forbidden('Registration is closed. Ask an administrator for an account.', serverText('registration_closed'));
    const wait = await this.limits.use(`register:ip:${client.ip ?? 'unknown'}`, REGISTER_LIMIT);
    if (wait)
      throw TooManyRequests(
        `Too many sign-ups from this address. Try again in ${inMinutes(wait)}.`,
        serverText('signup_rate_limited', { minutes: minutesOf(wait) }),
      );
    const input = parseInput(registerInput, body ?? {});
    const invited = this.env.REGISTRATION === 'invite';
    if (invited && !input.invite) throw BadField('invite', 'invite_required', 'Registration needs an invitation. Ask an administrator for one.');
    if (await this.users.findByEmail(input.email)) throw ConflictField('email', 'email_taken', 'This email is already in use.');
    const id = newId();
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await this.db.transaction(async (tx) => {
        const row = await this.users.register(
          { id, email: input.email, name: input.name, passwordHash, role: 'sale', groups: ['sale'], identity: id.slice(-8), identityLabel: input.name },
          tx,
        );
        if (invited && !(await this.invitations.claim(this.tokens.hashApiToken(input.invite!), input.email, id, tx))) {
          throw BadField('invite', 'invite_invalid', 'This invitation is not valid: it was used, has expired or is for another email address.');
        }
        return row;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw ConflictField('email', 'email_taken', 'This email is already in use.');
      throw e;
    }
    return this.issue(user, client);
  }

  /** A one-time sign-up code (and the SPA path that uses it), shown only here; `email` restricts it to that address. */
  async createInvitation(auth: AuthContext, input: unknown): Promise<{ _id: string; code: string; path: string; email: string | null; expires_at: Date }> {
    const { email, days } = parseInput(invitationInput, input);
    const code = randomBytes(18).toString('base64url');
    const row = await this.invitations.insert({
      id: newId(),
      codeHash: this.tokens.hashApiToken(code),
      email: email ?? null,
      createdBy: auth.user.id,
      expiresAt: new Date(Date.now() + (days ?? INVITATION_DAYS) * 86_400_000),
    });
    return { _id: row.id, code, path: `/register?invite=${code}`, email: row.email, expires_at: row.expiresAt };
  }

  /** Invitations not used and not expired (their codes are not kept, so not shown). */
  async pendingInvitations(): Promise<Array<{ _id: string; email: string | null; created_at: Date; expires_at: Date }>> {
    return (await this.invitations.pending()).map((r) => ({ _id: r.id, email: r.email, created_at: r.createdAt, expires_at: r.expiresAt }));
  }

  /** Withdraws a pending invitation: its link stops working at once. */
  async revokeInvitation(input: unknown): Promise<boolean> {
    const { _id } = parseInput(revokeInvitationInput, input);
    if (!(await this.invitations.expire(_id))) throw NotFound('Pending invitation');
    return true;
  }

  /** Refuses a new API or store token past TOKEN_LIMIT for this user. */
  async throttleTokenCreation(userId: string, kind: 'api' | 'store'): Promise<void> {
    const wait = await this.limits.use(`token:${kind}:${userId}`, TOKEN_LIMIT);
    if (wait) throw TooManyRequests(`Too many new tokens. Try again in ${inMinutes(wait)}.`, serverText('token_rate_limited', { minutes: minutesOf(wait) }));
  }

  /** Rotates the caller's session: the old token stops working, a new one is returned. */
  async refresh(carrier: AuthCarrier, client: ClientInfo): Promise<{ token: string }> {
    const token = bearer(carrier);
    const claims = token ? this.tokens.verify(token) : null;
    const live = claims ? await this.sessions.findLive(claims.sid) : null;
    if (!claims || !live || live.sessionUserId !== claims.sub || live.status === 'Disabled')
      throw Unauthenticated('Invalid access token', serverText('token_invalid'));
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
  async superActor(carrier: AuthCarrier): Promise<{ id: string; role: string; groups: string[]; permissions: ModulePermission[] }> {
    const token = bearer(carrier, SUPER_TOKEN_HEADER);
    const claims = token ? this.tokens.verify(token) : null;
    const live = claims?.typ === 'super' ? await this.sessions.findLive(claims.sid) : null;
    if (!claims || !live || live.sessionUserId !== claims.sub || live.status === 'Disabled' || !isSuperLevel(live)) {
      throw Forbidden('Switching user needs a valid super token.', serverText('switch_needs_super_token'));
    }
    return { id: live.id, role: live.role, groups: live.groups, permissions: principalPermissions(live) };
  }

  async switchUser(carrier: AuthCarrier, targetId: string, client: ClientInfo): Promise<{ token: string; _id: string }> {
    const { _id } = parseInput(switchUserInput, { _id: targetId });
    const actor = await this.superActor(carrier);
    const target = await this.sessions.findPrincipalById(_id);
    if (!target) throw NotFound('User');
    if (target.status === 'Disabled') throw BadInput('This account is disabled.', serverText('account_disabled'));
    // Nobody climbs above themselves: the target's role rank and every module action must be within the actor's.
    const beyond = rightsBeyond({ member: actor, permissions: actor.permissions }, { member: target, permissions: principalPermissions(target) });
    if (beyond.length) throw Forbidden('You cannot switch to this user.', serverText('switch_forbidden'));
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
    await this.throttleTokenCreation(auth.user.id, 'api');
    const { token, prefix, hash } = this.tokens.newApiToken();
    await this.users.setApiToken(auth.user.id, { prefix, hash, scopes });
    return { token, prefix: `pod_${prefix}_…`, scopes: [...scopes] };
  }
}
