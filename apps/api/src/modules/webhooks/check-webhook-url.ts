// Where the server may send deliveries (decision 054): in production only https, and only to hosts that
// resolve to public addresses, so an admin's URL cannot make the server call its own loopback, the
// private network or the cloud's metadata service. Checked when saved (a clear 400), and again at every
// connection by post-webhook.ts (names can change what they resolve to).
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors/app-error.ts';
import { isPublicAddress } from './post-webhook.ts';

export async function checkWebhookUrl({
  url,
  allowPrivate,
}: {
  url: string;
  allowPrivate: boolean;
}): Promise<void> {
  if (allowPrivate) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new AppError('BAD_REQUEST', 'url must be an https address');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw new AppError('BAD_REQUEST', `url: ${host} could not be found`);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new AppError('BAD_REQUEST', 'url must reach a public address, not a private or local one');
  }
}
