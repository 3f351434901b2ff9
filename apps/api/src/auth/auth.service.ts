import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { isSuperLevel, LOGIN_LIMITS, normalizeCustomizer, TEXT_LIMITS, checkRoles } from '@pod/shared';
import { ENV, type Env } from '../config/env';
import { DB, type Db } from '../db/database';
import { blockedLogs, users } from '../db/schema';
import { BadInput, ConflictField, FieldErrors, Forbidden, NotFound, TooManyRequests, Unauthenticated } from '../common/errors';
import { newId } from '../common/ids';
import type { AuthCarrier, AuthContext } from './auth-context';
import { bearer } from './authentication.service';
import { hashPassword, normalizeEmail, passwordProblem, verifyPassword } from './passwords';
import { RateLimitService } from './rate-limit.service';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

export const INVALID_LOGIN = 'Email Or Password Invalid';
export const SUPER_TOKEN_HEADER = 'x-super-token';

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
    private readonly sessions: SessionsRepository,
    private readonly limits: RateLimitService,
  ) {}

  async login(body: unknown, client: ClientInfo): Promise<LoginResult> {
    const { email: rawEmail, password } = (body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof rawEmail !== 'string' || typeof password !== 'string' || !rawEmail.trim() || !password) {
      throw BadInput('Please enter your email and password.');
    }
    const email = rawEmail.trim().toLowerCase().slice(0, TEXT_LIMITS.email);
    const ipKey = `login:ip:${client.ip ?? 'unknown'}`;
    const accountKey = `login:acct:${email}`;
    for (const [key, max, reason] of [
      [ipKey, LOGIN_LIMITS.perIp, 'ip_rate_limited'],
      [accountKey, LOGIN_LIMITS.perAccount, 'account_rate_limited'],
    ] as const) {
      if ((await this.limits.count(key)) >= max) {
        await this.db.insert(blockedLogs).values({ id: newId(), ip: client.ip ?? null, email, reason });
        const minutes = Math.ceil((await this.limits.secondsLeft(key)) / 60);
        throw TooManyRequests(`Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    const ok = await verifyPassword(user?.passwordHash, password.slice(0, TEXT_LIMITS.password.max));
    if (!user || !ok) {
      await this.limits.hit(ipKey, LOGIN_LIMITS.windowSeconds);
      await this.limits.hit(accountKey, LOGIN_LIMITS.windowSeconds);
      throw Unauthenticated(INVALID_LOGIN);
    }
    if (user.status === 'Disabled') throw Forbidden('This account is disabled. Contact your administrator.');
    await this.limits.reset(accountKey);
    await this.db
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, user.id));
    return this.issue(user, client);
  }

  private async issue(user: typeof users.$inferSelect, client: ClientInfo): Promise<LoginResult> {
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
    const { name, email, password } = (body ?? {}) as Record<string, unknown>;
    const errs = new FieldErrors();
    const cleanName = typeof name === 'string' ? name.trim() : '';
    if (!cleanName) errs.add('name', 'required', 'Please enter your name.');
    else if (cleanName.length > TEXT_LIMITS.name) errs.add('name', 'too_long', `Name must be at most ${TEXT_LIMITS.name} characters.`);
    const cleanEmail = normalizeEmail(email);
    if (!cleanEmail) errs.add('email', 'email_invalid', 'Please enter a valid email address.');
    const weak = passwordProblem(password);
    if (weak) errs.add('password', 'password_weak', weak);
    errs.throwIfAny();
    const taken = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, cleanEmail!))
      .limit(1);
    if (taken.length) throw ConflictField('email', 'email_taken', 'This email is already in use.');
    const id = newId();
    try {
      await this.db.insert(users).values({
        id,
        email: cleanEmail!,
        name: cleanName,
        passwordHash: await hashPassword(password as string),
        role: 'sale',
        groups: ['sale'],
        identity: id.slice(-8),
        identityLabel: cleanName,
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw ConflictField('email', 'email_taken', 'This email is already in use.');
      throw e;
    }
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
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
    const actor = await this.superActor(carrier);
    const [target] = await this.db
      .select({ id: users.id, role: users.role, groups: users.groups, status: users.status })
      .from(users)
      .where(eq(users.id, targetId))
      .limit(1);
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
    const [row] = await this.db
      .select({ prefix: users.apiTokenPrefix, created: users.apiTokenCreatedAt, lastUsed: users.apiTokenLastUsedAt })
      .from(users)
      .where(eq(users.id, auth.user.id));
    if (!row?.prefix) return null;
    return { prefix: `pod_${row.prefix}_…`, created_at: row.created, last_used_at: row.lastUsed };
  }

  /** A new integration token; the previous one stops working immediately. Shown once. */
  async regenerateApiToken(auth: AuthContext): Promise<{ token: string; prefix: string }> {
    const { token, prefix, hash } = this.tokens.newApiToken();
    await this.db
      .update(users)
      .set({ apiTokenPrefix: prefix, apiTokenHash: hash, apiTokenCreatedAt: sql`now()`, apiTokenLastUsedAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, auth.user.id));
    return { token, prefix: `pod_${prefix}_…` };
  }
}
