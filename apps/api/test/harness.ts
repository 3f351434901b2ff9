import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';
import request from 'supertest';
import { createApp } from '../src/bootstrap';
import { loadEnv, type Env } from '../src/platform/config/env';
import { DB, type Db } from '../src/platform/db/database';
import { newId } from '../src/platform/common/ids';
import { SessionCache } from '../src/platform/auth/session-cache';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { UserRefCache } from '../src/modules/users/user-ref.cache';
import {
  CONFIRM_UPLOAD,
  doc,
  insertFile,
  insertMerchantGroup,
  insertUser,
  insertUserGroup,
  matrix,
  PASSWORD,
  png,
  SIGN_UPLOAD,
  type Doc,
  type FileView,
  type Grants,
  type UserValues,
} from './factories';

export { CONFIRM_UPLOAD, doc, matrix, PASSWORD, png, SIGN_UPLOAD, type Doc, type FileView, type Grants };

/** What a condition answers once it holds. */
export type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

export interface WaitOptions {
  /** How long the condition has to come true (ms). */
  timeout?: number;
  /** The pause between two looks (ms). */
  interval?: number;
  /** What was awaited, for the failure message. */
  what?: string;
}

/**
 * Polls `condition` until it answers a truthy value, and answers that value; fails with what was
 * awaited and the last value seen once `timeout` passes. The one way a test waits for something.
 */
export async function waitFor<T>(condition: () => T | Promise<T>, { timeout = 15_000, interval = 50, what }: WaitOptions = {}): Promise<Truthy<T>> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value as Truthy<T>;
    if (Date.now() > end) {
      const last = JSON.stringify(value)?.slice(0, 500);
      throw new Error(`waitFor: ${what ?? condition.toString().slice(0, 200)} did not come true within ${timeout} ms (last value: ${last})`);
    }
    // wait-ok: the poll interval of waitFor itself.
    await new Promise((r) => setTimeout(r, interval));
  }
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; fields?: Record<string, string>; reasons?: Record<string, string>; text?: { code: string; params: Record<string, unknown> } };
  }>;
  headers: Record<string, string>;
}

/**
 * One test file = one fresh database cloned from the migrated template, one app on a random
 * port, real Redis. Everything goes through HTTP like a real client.
 */
export class TestApp {
  app!: INestApplication;
  db!: Db;
  url!: string;
  env!: Env;
  private dbName!: string;
  private extraApps: INestApplication[] = [];

  static async start(overrides: Partial<Record<string, string>> = {}): Promise<TestApp> {
    const t = new TestApp();
    // Named after this run's template so the teardown drops only this run's databases.
    t.dbName = `${process.env.TEST_PG_TEMPLATE}_${newId().replace(/-/g, '').slice(-12)}`;
    const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${t.dbName} TEMPLATE ${process.env.TEST_PG_TEMPLATE}`);
    await admin.end();
    const dbUrl = new URL(process.env.TEST_PG_ADMIN_URL!);
    dbUrl.pathname = `/${t.dbName}`;
    // Rate-limit counters live in Redis: start every file with none.
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys('rl:*');
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    t.env = loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: process.env.REDIS_URL,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pod-test-data-')),
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      STORAGE_SECRET: 'test-storage-secret-test-storage-secret',
      CREDENTIALS_SECRET: 'test-credentials-secret-test-credentials',
      WEB_DIST: '/nonexistent',
      // Many test files share one server: a small pool each.
      DB_POOL_MAX: '5',
      ...overrides,
    });
    t.app = await t.boot();
    t.db = t.app.get(DB);
    return t;
  }

  /** Another API instance on the same database and Redis (scale-out tests). */
  async boot(): Promise<INestApplication> {
    const app = await createApp(this.env);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    if (!this.url) this.url = `http://127.0.0.1:${address.port}`;
    else this.extraApps.push(app);
    return app;
  }

  static urlOf(app: INestApplication): string {
    return `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  }

  /**
   * A write straight to the users, groups or sessions tables is what another process's change looks
   * like: the session and user-ref caches would serve the old rows for a while. A test that means
   * "this API made the change" (or wants a cold request) forgets them, as the repositories do.
   */
  forgetCaches(): void {
    this.app.get(SessionCache).clear();
    this.app.get(UserRefCache).clear();
  }

  /** Polls a condition until it holds (see `waitFor`). */
  waitFor<T>(condition: () => T | Promise<T>, options?: WaitOptions): Promise<Truthy<T>> {
    return waitFor(condition, options);
  }

  http() {
    return request(this.url);
  }

  /** Typed by its document (`doc<T>(…)`); an untyped document's data is only `unknown` values. */
  async gql<T = Record<string, unknown>>(
    query: Doc<T> | string,
    variables: Record<string, unknown> = {},
    token?: string | null,
    headers: Record<string, string> = {},
  ): Promise<GqlResult<T>> {
    let req = this.http().post('/graphql').set('content-type', 'application/json');
    if (token) req = req.set('authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    const res = await req.send({ query, variables });
    return { status: res.status, data: res.body.data, errors: res.body.errors, headers: res.headers as Record<string, string> };
  }

  async login(email: string, password = PASSWORD): Promise<{ token: string; super_token?: string; _id: string }> {
    const res = await this.http().post('/auth').send({ email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  /** Inserts a user directly (fast), with the shared test password. */
  createUser(values: UserValues): Promise<{ id: string; email: string }> {
    return insertUser(this.db, values);
  }

  /** A signed-in user (a seller unless told): `t.newUser()`, `t.newUser({ role: 'root', groupId })`. */
  newUser(values: Partial<UserValues> = {}): Promise<SignedInUser> {
    return this.userWithToken({ role: 'sale', ...values });
  }

  /** A user group granting exactly `grants`. */
  newGroup(options: Parameters<typeof insertUserGroup>[1] = {}): Promise<{ id: string; name: string }> {
    return insertUserGroup(this.db, options);
  }

  /** A merchant group holding these sellers. */
  newMerchantGroup(options: Parameters<typeof insertMerchantGroup>[1] = {}): Promise<{ id: string; name: string }> {
    return insertMerchantGroup(this.db, options);
  }

  /** A ready file with its bytes in storage (no upload round trip). */
  newFile(options: Parameters<typeof insertFile>[2] = {}): Promise<{ id: string; path: string; name: string }> {
    return insertFile(this.db, this.app.get<StorageDriver>(STORAGE), options);
  }

  /** The real upload path: signedUpload, PUT the bytes, updatePreSignedFile; answers the confirmed file. */
  async upload(token: string, options: { type: string; bytes: Buffer; filename?: string; mimetype?: string }): Promise<FileView> {
    const { type, bytes, filename = 'art.png', mimetype = 'image/png' } = options;
    const signed = await this.gql(SIGN_UPLOAD, { type, filename, mimetype, size: bytes.length }, token);
    if (!signed.data) throw new Error(`signedUpload failed: ${JSON.stringify(signed.errors)}`);
    const put = await fetch(signed.data.signedUpload.url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': mimetype } });
    if (put.status !== 200) throw new Error(`PUT failed: ${put.status}`);
    const confirmed = await this.gql(CONFIRM_UPLOAD, { id: signed.data.signedUpload._id }, token);
    if (!confirmed.data) throw new Error(`updatePreSignedFile failed: ${JSON.stringify(confirmed.errors)}`);
    return confirmed.data.updatePreSignedFile;
  }

  /**
   * Starts an app and signs in a user per entry of `roles` (name → role), for a describe block:
   * `beforeAll(async () => ({ t, sr } = await TestApp.startWith({ sr: 'super_root' })))`.
   */
  static async startWith<K extends string>(roles: Record<K, string>, overrides: Partial<Record<string, string>> = {}) {
    const t = await TestApp.start(overrides);
    const users = {} as Record<K, SignedInUser>;
    for (const key of Object.keys(roles) as K[]) users[key] = await t.userWithToken({ role: roles[key] });
    return { t, ...users };
  }

  /** Creates a user and signs in: the token a real client would hold. */
  async userWithToken(values: UserValues) {
    const u = await this.createUser(values);
    const session = await this.login(u.email);
    return { ...u, ...session };
  }

  /** A user in an active user group granting exactly `grants` (role defaults for the rest), with a token. */
  async groupMember(grants: Grants, role = 'root') {
    const { id: groupId } = await this.newGroup({ grants });
    return { ...(await this.userWithToken({ role, groupId })), groupId };
  }

  /** The usual cast of an access test: a super_root, a seller and a partner, signed in. */
  async cast() {
    return {
      sr: await this.userWithToken({ role: 'super_root' }),
      seller: await this.userWithToken({ role: 'sale' }),
      partner: await this.userWithToken({ role: 'partner' }),
    };
  }

  async stop(): Promise<void> {
    for (const app of this.extraApps) await app.close();
    await this.app?.close();
    const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

export type SignedInUser = Awaited<ReturnType<TestApp['userWithToken']>>;

export function codeOf(result: GqlResult): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}
