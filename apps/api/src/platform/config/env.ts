import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_RELEASE_HOLD_MINUTES } from '@pod/shared';

/**
 * Every setting the API and workers read, validated once at boot. A bad value stops the
 * process with a message naming the variable, before anything listens or connects.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3101),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each API or worker process keeps to PostgreSQL. */
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  /** A statement running longer than this is cancelled (and its request answers an error). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 30),
  SUPER_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 12),
  RUN_WORKERS: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('false'),
  /** Who may create a seller account: anyone, holders of an invitation, or nobody (staff add users). Production defaults to closed. */
  REGISTRATION: z.enum(['open', 'invite', 'closed']).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How long a worker's hold on a running job lasts without renewal: a job whose worker died runs again on another after 1 to 2 times this. */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'QUEUE_PREFIX: letters, digits, : . _ - only')
    .optional(),
  /** Fetching URLs given by users (design files of orders): private, loopback and link-local hosts are refused unless 'true' (tests, local dev only). */
  URL_FETCH_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /**
   * Outgoing webhooks and channel messages: private, loopback and link-local addresses are refused
   * unless 'true', or unless they fall in one of these comma-separated addresses or CIDRs
   * ('127.0.0.1/32'; tests and local receivers only).
   */
  WEBHOOK_ALLOW_PRIVATE: z.string().default('false'),
  /** Tries of one delivery before it is marked failed. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  /** The first retry waits this long, each next one twice as long (capped at 6 hours). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** Failed attempts in a row after which an endpoint disables itself. */
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().min(1).max(1000).default(20),
  /** How long a receiver has to answer one delivery. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  IMAGE_SIZES_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(20_000),
  /** How long a session's principal is reused across requests (auth/session-cache.ts); 0 reads it every request. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  FONTSOURCE_DIR: z.string().optional(),
  RETURN_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_SECRET: z.string().min(32, 'STORAGE_SECRET must be at least 32 characters').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  CREDENTIALS_SECRET: z.string().min(32, 'CREDENTIALS_SECRET must be at least 32 characters').optional(),
  /** Minutes after payment in which a seller may still cancel before the order goes to production. */
  RELEASE_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(DEFAULT_RELEASE_HOLD_MINUTES),
  /**
   * How far back a station scan's own time (`scanned_at`, sent by the offline queue) may be: older
   * scans are refused with `scan_too_old`, as are times ahead of now beyond a small clock skew.
   */
  SCAN_OFFLINE_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
  /** Signs carriers' tracking webhooks (HMAC-SHA256 over timestamp + body); development derives one into DATA_DIR. */
  TRACKING_WEBHOOK_SECRET: z.string().min(32, 'TRACKING_WEBHOOK_SECRET must be at least 32 characters').optional(),
  /** A tracking delivery signed longer ago than this (or ahead of now) is refused. */
  TRACKING_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** What activating a shipment's tracking costs a seller with require_inc_active_service (unless their own addition_shipping_service_price is set). */
  TRACKING_ACTIVATION_FEE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'TRACKING_ACTIVATION_FEE must be an amount like 0.30')
    .default('0.30'),
  /** Import tax charged for an international shipment, in percent of its order's total. */
  IMPORT_TAX_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'IMPORT_TAX_PERCENT must be a percentage like 10')
    .default('10'),
  /** Where parcels leave from (ISO country code): a shipment to another country is international. */
  SHIP_FROM_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'SHIP_FROM_COUNTRY must be a 2-letter country code')
    .default('US'),
  /**
   * Days the invoices' clock runs ahead of the real one, so a browser test can issue the invoice of
   * the week it paid an order in (apps/web/e2e/servers.ts). 0 everywhere else; refused in production.
   */
  CLOCK_OFFSET_DAYS: z.coerce.number().int().min(0).max(366).default(0),
});

export type Env = z.infer<typeof schema> & {
  JWT_SECRET: string;
  STORAGE_SECRET: string;
  CREDENTIALS_SECRET: string;
  TRACKING_WEBHOOK_SECRET: string;
  REGISTRATION: 'open' | 'invite' | 'closed';
};

export class ConfigError extends Error {}

/** Secrets production must set (32+ characters each); development derives them into DATA_DIR. */
export const PRODUCTION_SECRETS = ['JWT_SECRET', 'STORAGE_SECRET', 'CREDENTIALS_SECRET'] as const;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    // Generated secrets would differ per host and vanish with the data dir: sessions, signed URLs and sealed credentials with them.
    const missing = PRODUCTION_SECRETS.filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  ${name}: required in production`).join('\n')}`);
    if (env.CLOCK_OFFSET_DAYS) throw new ConfigError('Invalid configuration:\n  CLOCK_OFFSET_DAYS: must be 0 in production');
  }
  if (env.STORAGE_DRIVER === 's3' && (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with STORAGE_DRIVER=s3');
  }
  // Development defaults are derived from the data dir so restarts keep sessions valid; production must set them.
  return {
    ...env,
    REGISTRATION: env.REGISTRATION ?? (env.NODE_ENV === 'production' ? 'closed' : 'open'),
    JWT_SECRET: env.JWT_SECRET ?? devSecret(env.DATA_DIR, 'jwt'),
    STORAGE_SECRET: env.STORAGE_SECRET ?? devSecret(env.DATA_DIR, 'storage'),
    CREDENTIALS_SECRET: env.CREDENTIALS_SECRET ?? devSecret(env.DATA_DIR, 'credentials'),
    TRACKING_WEBHOOK_SECRET: env.TRACKING_WEBHOOK_SECRET ?? devSecret(env.DATA_DIR, 'tracking'),
  };
}

function devSecret(dataDir: string, name: string): string {
  const file = `${dataDir}/${name}.secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const ENV = Symbol('ENV');
