import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { BadField } from '../errors';
import { isPublicIp } from './public-url';

/** A webhook or channel address on a private network, refused unless WEBHOOK_ALLOW_PRIVATE allows it. */
export const PrivateAddress = (field = 'url') =>
  BadField(field, 'private_address', 'This address is on a private network; webhooks go to public addresses only.');

/** A webhook address whose host does not resolve. */
export const HostUnknown = (field = 'url') => BadField(field, 'host_unknown', 'This host name could not be found.');

export const BadUrl = (field = 'url') => BadField(field, 'url', 'The address must be an http or https URL.');

/**
 * The SSRF guard at save time, as a send would check: http(s), a host that resolves, every address
 * public (or allowed by WEBHOOK_ALLOW_PRIVATE, see `privateAllowance`). A refusal is a field error.
 * Every saved outgoing address (webhook endpoints, channel settings of anyone) goes through this.
 */
export async function checkOutgoingAddress(raw: string, field: string, allowPrivate: boolean | ((address: string) => boolean)): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw BadUrl(field);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw BadUrl(field);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw HostUnknown(field);
    }
  }
  const allowed = (a: string) => isPublicIp(a) || (typeof allowPrivate === 'function' ? allowPrivate(a) : allowPrivate);
  if (!addresses.length) throw HostUnknown(field);
  if (addresses.some((a) => !allowed(a))) throw PrivateAddress(field);
}
