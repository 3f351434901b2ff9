import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { parseUrl, resolvePublic, UrlFetchError } from './public-url';

/**
 * POSTing to an address someone configured (an outgoing webhook, a channel's incoming webhook)
 * under the same SSRF guard as `fetchPublicUrl`: http(s) only, every resolved address public unless
 * allowed, the connection pinned to the address checked, no redirects followed (a redirect is an
 * answer like any other), the whole exchange time-limited, only an excerpt of the answer kept.
 */

export interface PostLimits {
  timeoutMs: number;
  /** Characters of the answer kept (the delivery log's excerpt). */
  excerptChars: number;
  /** Private addresses accepted: all (true), none (false), or those a function accepts. */
  allowPrivate: boolean | ((address: string) => boolean);
}

export interface PostAnswer {
  status: number;
  excerpt: string;
}

/** Sends one POST; answers the receiver's status and an excerpt of its body, or throws UrlFetchError (network, timeout, private_address, dns, bad_url). */
export async function postToPublicUrl(raw: string, body: string, headers: Record<string, string>, limits: PostLimits): Promise<PostAnswer> {
  const url = parseUrl(raw);
  const target = await resolvePublic(url, limits.allowPrivate);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const payload = Buffer.from(body, 'utf8');
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { 'user-agent': 'pod-webhooks/1', 'content-type': 'application/json', 'content-length': String(payload.length), ...headers },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const keep = limits.excerptChars * 4;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < keep) chunks.push(chunk);
          size += chunk.length;
          // Enough kept: the rest of a large answer is not read.
          if (size >= keep) res.destroy();
        });
        const done = () => resolve({ status, excerpt: Buffer.concat(chunks).toString('utf8').slice(0, limits.excerptChars) });
        res.on('end', done);
        res.on('close', done);
        res.on('error', () => done());
      },
    );
    const timer = setTimeout(() => req.destroy(new UrlFetchError('timeout', 'The receiver took too long to answer.')), limits.timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (e) => reject(e instanceof UrlFetchError ? e : new UrlFetchError('network', 'The receiver could not be reached.')));
    req.end(payload);
  });
}

/**
 * The private addresses a setting lets through: 'true' all, 'false' (or empty) none, else a
 * comma-separated list of addresses or CIDRs ('127.0.0.1/32, ::1').
 */
export function privateAllowance(setting: string): boolean | ((address: string) => boolean) {
  const value = setting.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === '' || value === 'false') return false;
  const list = new BlockList();
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [net, bits] = part.split('/');
    const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(net)) throw new Error(`WEBHOOK_ALLOW_PRIVATE: "${part}" is not an address or CIDR`);
    list.addSubnet(net, bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits), family);
  }
  return (address) => {
    const ip = address.replace(/^\[|\]$/g, '');
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}
