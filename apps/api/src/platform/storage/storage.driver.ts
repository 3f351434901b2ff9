/**
 * Where file bytes live. File bytes never pass through GraphQL: clients PUT and GET signed URLs.
 * STORAGE answers every key through the driver holding it (StorageRouter); BOOT_STORAGE is the
 * driver STORAGE_DRIVER chose at boot, which holds the system's own objects.
 */
export const STORAGE = Symbol('STORAGE');
export const BOOT_STORAGE = Symbol('BOOT_STORAGE');

export interface ObjectInfo {
  size: number;
  contentType: string | null;
}

export interface PutUrlOptions {
  contentType: string;
  contentLength: number;
  /** Seconds the URL stays valid. */
  expiresIn: number;
}

/** The origin a URL is made for when the API has no PUBLIC_URL (the request's own). */
export interface UrlContext {
  origin?: string;
}

export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** A URL the client PUTs the bytes to, bound to the content type and length. */
  putUrl(key: string, options: PutUrlOptions, ctx?: UrlContext): Promise<string>;
  /** A URL anybody holding it may GET until it expires. */
  getUrl(key: string, ctx?: UrlContext): Promise<string>;
  head(key: string): Promise<ObjectInfo | null>;
  read(key: string): Promise<Buffer>;
  /** The first bytes of an object (enough for image headers) without reading it whole. */
  readStart(key: string, bytes: number): Promise<Buffer>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** The object key a URL of ours points at, or null for any other URL. Never fetches anything. */
  keyOfUrl(url: URL, ctx?: UrlContext): string | null;
  /** Throws when the store cannot be reached or written. */
  check(): Promise<void>;
}

/**
 * Object keys are made by the server only (never from a user path): lower-case segments of
 * letters, digits, `_`, `-` and `.`, no empty or dot-only segment.
 */
const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]{0,127}$/;
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && !/^\.+$/.test(s));
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid object key "${key}"`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  tif: 'image/tiff',
  pdf: 'application/pdf',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** Content type of a key by its (server-chosen) extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
