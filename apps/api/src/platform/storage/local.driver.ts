import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Env } from '../config/env';
import { assertKey, contentTypeOfKey, isValidKey, type ObjectInfo, type PutUrlOptions, type StorageDriver, type UrlContext } from './storage.driver';

/** GET URLs live at least this long, rounded up to a window so a file's URL is stable (cacheable). */
const GET_TTL_SECONDS = 24 * 3600;
const GET_WINDOW_SECONDS = 6 * 3600;

export interface VerifiedPut {
  key: string;
  contentType: string;
  contentLength: number;
}

/**
 * Where the API serves the local driver's objects. Its own prefix, apart from every screen of the
 * SPA (whose Storage settings screen is /storage), so a reload of any screen gets the SPA.
 */
export const STORED_FILES_PATH = '/_storage/';
/** The objects' prefix until the move: signed URLs under it redirect to STORED_FILES_PATH. */
export const LEGACY_STORED_FILES_PATH = '/storage/';

/**
 * Files under DATA_DIR/storage, served by the API at /_storage/<key>. URLs carry an HMAC of the
 * method, key, expiry (and for PUT the content type and length) made with STORAGE_SECRET.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local' as const;
  readonly root: string;

  constructor(private readonly env: Env) {
    this.root = resolve(env.DATA_DIR, 'storage');
  }

  origin(ctx?: UrlContext): string {
    if (this.env.PUBLIC_URL) return new URL(this.env.PUBLIC_URL).origin;
    if (ctx?.origin) return ctx.origin;
    return `http://localhost:${this.env.PORT}`;
  }

  private sign(parts: Array<string | number>): string {
    return createHmac('sha256', this.env.STORAGE_SECRET).update(parts.join('\n')).digest('base64url');
  }

  private pathOf(key: string): string {
    assertKey(key);
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error('Object key escapes the storage root');
    return full;
  }

  async putUrl(key: string, o: PutUrlOptions, ctx?: UrlContext): Promise<string> {
    assertKey(key);
    const exp = Math.floor(Date.now() / 1000) + o.expiresIn;
    const sig = this.sign(['PUT', key, exp, o.contentType, o.contentLength]);
    const q = new URLSearchParams({ e: String(exp), t: o.contentType, l: String(o.contentLength), s: sig });
    return `${this.origin(ctx)}${STORED_FILES_PATH}${key}?${q}`;
  }

  async getUrl(key: string, ctx?: UrlContext): Promise<string> {
    assertKey(key);
    const now = Math.floor(Date.now() / 1000);
    const exp = Math.ceil((now + GET_TTL_SECONDS) / GET_WINDOW_SECONDS) * GET_WINDOW_SECONDS;
    const q = new URLSearchParams({ e: String(exp), s: this.sign(['GET', key, exp]) });
    return `${this.origin(ctx)}${STORED_FILES_PATH}${key}?${q}`;
  }

  /** Checks a PUT request's key and query; answers what it is bound to, or a reason to refuse. */
  verifyPut(key: string, query: Record<string, unknown>): VerifiedPut | string {
    if (!isValidKey(key)) return 'Invalid storage key';
    const { e, t, l, s } = query;
    if (typeof e !== 'string' || typeof t !== 'string' || typeof l !== 'string' || typeof s !== 'string') return 'Missing signature';
    if (!/^\d{1,12}$/.test(e) || !/^\d{1,15}$/.test(l)) return 'Malformed signature';
    if (!this.sameSig(s, this.sign(['PUT', key, e, t, l]))) return 'Invalid signature';
    if (Number(e) < Math.floor(Date.now() / 1000)) return 'Upload URL has expired';
    return { key, contentType: t, contentLength: Number(l) };
  }

  verifyGet(key: string, query: Record<string, unknown>): true | string {
    if (!isValidKey(key)) return 'Invalid storage key';
    const { e, s } = query;
    if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return 'Missing signature';
    if (!this.sameSig(s, this.sign(['GET', key, e]))) return 'Invalid signature';
    if (Number(e) < Math.floor(Date.now() / 1000)) return 'URL has expired';
    return true;
  }

  private sameSig(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** A temporary file beside the object; `commit` renames it into place, `abort` removes it. */
  async openUpload(key: string) {
    const final = this.pathOf(key);
    await mkdir(dirname(final), { recursive: true });
    const temp = `${final}.${randomBytes(6).toString('hex')}.part`;
    const handle = await open(temp, 'wx', 0o600);
    return {
      stream: handle.createWriteStream(),
      /** Fails with EEXIST when the object is already there: an upload URL writes once. */
      commit: async () => {
        try {
          await link(temp, final);
        } finally {
          await rm(temp, { force: true });
        }
      },
      abort: () => rm(temp, { force: true }),
    };
  }

  stream(key: string) {
    return createReadStream(this.pathOf(key));
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, contentType: contentTypeOfKey(key) } : null;
    } catch {
      return null;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async readStart(key: string, bytes: number): Promise<Buffer> {
    const fh = await open(this.pathOf(key), 'r');
    try {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await fh.read(buf, 0, bytes, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  }

  async write(key: string, body: Buffer): Promise<void> {
    const final = this.pathOf(key);
    await mkdir(dirname(final), { recursive: true });
    const temp = `${final}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temp, body, { mode: 0o600 });
    await rename(temp, final);
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => unlink(this.pathOf(k)).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? undefined : Promise.reject(e)))));
  }

  keyOfUrl(url: URL, ctx?: UrlContext): string | null {
    if (url.origin !== this.origin(ctx)) return null;
    // URLs handed out before the move (stored in rows, sent in emails) still name their object.
    const prefix = [STORED_FILES_PATH, LEGACY_STORED_FILES_PATH].find((p) => url.pathname.startsWith(p));
    const key = prefix ? url.pathname.slice(prefix.length) : null;
    return isValidKey(key) ? key : null;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = resolve(this.root, `.health-${randomBytes(4).toString('hex')}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  }
}
