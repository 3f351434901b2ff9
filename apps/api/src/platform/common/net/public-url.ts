import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Fetching a URL someone gave us (a design file on an order) without letting them reach our own
 * network (SSRF): http(s) only; every address the host resolves to must be public (no loopback,
 * private, link-local/metadata, CGNAT, multicast, reserved, IPv6 ULA/loopback/link-local, nor an
 * IPv4 hidden in an IPv6 address); the connection goes to the very address that was checked (no
 * DNS rebinding between check and connect); each redirect is checked again; size, content type
 * and time are limited. `allowPrivate` (URL_FETCH_ALLOW_PRIVATE) is for tests and local dev only.
 */

const V4_BLOCKED: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6_BLOCKED: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4)
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [net, bits] of V4_BLOCKED) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of V6_BLOCKED) blocked.addSubnet(net, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`), else null. */
function mappedV4(ip: string): string | null {
  const m = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(ip);
  if (!m) return null;
  if (isIP(m[1]) === 4) return m[1];
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(m[1]);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an IP address (v4 or v6) is on the public internet. Anything unparseable is not. */
export function isPublicIp(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 4) return !blocked.check(ip, 'ipv4');
  if (family !== 6) return false;
  const v4 = mappedV4(ip);
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(ip, 'ipv6');
}

export type UrlFetchReason = 'bad_url' | 'private_address' | 'dns' | 'too_large' | 'bad_type' | 'http_status' | 'timeout' | 'redirects' | 'network';

export class UrlFetchError extends Error {
  constructor(
    readonly reason: UrlFetchReason,
    message: string,
    /** The server's HTTP status, for `http_status`. */
    readonly status?: number,
  ) {
    super(message);
  }

  /**
   * Worth trying again later: the connection broke or timed out, or the server failed (5xx) or
   * asked to be asked again (408, 429). Anything else (4xx, size, type, address, the URL itself)
   * will fail the same way every time.
   */
  get transient(): boolean {
    if (this.reason === 'network' || this.reason === 'timeout') return true;
    return this.reason === 'http_status' && this.status !== undefined && (this.status >= 500 || this.status === 408 || this.status === 429);
  }
}

export interface FetchLimits {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Accepted content types (`image/png`) or families (`image/`). */
  contentTypes: readonly string[];
  timeoutMs: number;
  maxRedirects?: number;
  allowPrivate?: boolean;
}

export interface Fetched {
  bytes: Buffer;
  contentType: string;
  /** The URL finally answered (after redirects). */
  url: string;
}

/**
 * The checked address to connect to for a URL, or a refusal. `allowPrivate` lets every address
 * through, or (a function) the private addresses it accepts (a configured allow-list).
 */
export async function resolvePublic(url: URL, allowPrivate: boolean | ((address: string) => boolean)): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: Array<{ address: string; family: number }>;
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new UrlFetchError('dns', `The host "${host}" could not be found.`);
    }
  }
  if (addresses.length === 0) throw new UrlFetchError('dns', `The host "${host}" could not be found.`);
  // Every address must be public: a name with one private answer could be steered to it.
  const allowed = (address: string) => isPublicIp(address) || (typeof allowPrivate === 'function' ? allowPrivate(address) : allowPrivate);
  if (addresses.some((a) => !allowed(a.address))) throw new UrlFetchError('private_address', `The host "${host}" is not on the public internet.`);
  return addresses[0];
}

export function parseUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new UrlFetchError('bad_url', 'Not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlFetchError('bad_url', 'Only http and https URLs can be fetched.');
  return url;
}

const typeAllowed = (type: string, allowed: readonly string[]) => allowed.some((a) => (a.endsWith('/') ? type.startsWith(a) : type === a));

/** One request to the pinned address: answers a redirect's location or the body. */
function requestOnce(url: URL, target: { address: string; family: number }, limits: FetchLimits, deadline: number): Promise<{ redirect: string } | Fetched> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const left = deadline - Date.now();
    if (left <= 0) return reject(new UrlFetchError('timeout', 'The server took too long to answer.'));
    const req = client.get(url, { lookup: pinned, headers: { 'user-agent': 'pod-fetcher/1', accept: limits.contentTypes.join(', ') } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      // The reason first: destroying the response makes it report an abort of its own.
      const fail = (e: UrlFetchError) => {
        reject(e);
        res.destroy();
      };
      if (status < 200 || status >= 300) return fail(new UrlFetchError('http_status', `The server answered ${status}.`, status));
      const contentType = (res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!typeAllowed(contentType, limits.contentTypes))
        return fail(new UrlFetchError('bad_type', `The file is ${contentType || 'of no stated type'}, not an accepted type.`));
      const declared = Number(res.headers['content-length'] ?? NaN);
      if (declared > limits.maxBytes) return fail(new UrlFetchError('too_large', `The file is larger than ${limits.maxBytes} bytes.`));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) return fail(new UrlFetchError('too_large', `The file is larger than ${limits.maxBytes} bytes.`));
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), contentType, url: url.toString() }));
      res.on('error', (e) => reject(e instanceof UrlFetchError ? e : new UrlFetchError('network', 'The download broke off.')));
      res.on('aborted', () => reject(new UrlFetchError(Date.now() >= deadline ? 'timeout' : 'network', 'The download broke off.')));
    });
    // The whole exchange, not just each silence: a server dripping a byte at a time is cut off too.
    const timer = setTimeout(() => req.destroy(new UrlFetchError('timeout', 'The server took too long to answer.')), left);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (e) => reject(e instanceof UrlFetchError ? e : new UrlFetchError('network', 'The server could not be reached.')));
  });
}

/** Fetches a user-given URL under the rules above; refusals throw UrlFetchError with a reason. */
export async function fetchPublicUrl(raw: string, limits: FetchLimits): Promise<Fetched> {
  const deadline = Date.now() + limits.timeoutMs;
  const maxRedirects = limits.maxRedirects ?? 3;
  let url = parseUrl(raw);
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const target = await resolvePublic(url, limits.allowPrivate ?? false);
    const answer = await requestOnce(url, target, limits, deadline);
    if (!('redirect' in answer)) return answer;
    url = parseUrl(answer.redirect, url);
  }
  throw new UrlFetchError('redirects', 'Too many redirects.');
}
