import { BadField } from '../common/errors';

/** A webhook or channel address on a private network, refused unless WEBHOOK_ALLOW_PRIVATE allows it. */
export const PrivateAddress = (field = 'url') =>
  BadField(field, 'private_address', 'This address is on a private network; webhooks go to public addresses only.');

/** A webhook address whose host does not resolve. */
export const HostUnknown = (field = 'url') => BadField(field, 'host_unknown', 'This host name could not be found.');

export const BadUrl = (field = 'url') => BadField(field, 'url', 'The address must be an http or https URL.');
