// Sends one signed delivery to a receiver (decision 054). node:http(s) rather than fetch, because the
// address check must sit in the connection's own DNS lookup: a name that resolves to a public address
// when the URL is saved and to 127.0.0.1 or the cloud's metadata address when it is called (DNS
// rebinding) is refused at connect time. Redirects are never followed (a 3xx is a failed try), the
// whole exchange has WEBHOOK_TIMEOUT_MS, and the receiver's body is not read beyond its status.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_TIMEOUT_MS } from '@khabar/domain';
import ipaddr from 'ipaddr.js';

/** Only addresses on the public internet: no loopback, private, link-local, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

class UnsafeWebhookAddress extends Error {
  constructor(address: string) {
    super(`refused: ${address} is not a public address`);
    this.name = 'UnsafeWebhookAddress';
  }
}

/** A DNS lookup that refuses any answer that is not a public address (unless private ones are allowed). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !allowPrivate && !isPublicAddress(a.address));
      if (bad) return callback(new UnsafeWebhookAddress(bad.address), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** The receiver's status code; throws (a failed try) on a refused address, a network error or the timeout. */
export function postWebhook(request: WebhookRequest): Promise<number> {
  const url = new URL(request.url);
  // An address written as the host is checked here: the lookup is not called for it.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal) && !request.allowPrivate && !isPublicAddress(literal)) {
    return Promise.reject(new UnsafeWebhookAddress(literal));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'Khabar-Webhooks/1',
        },
        lookup: guardedLookup(request.allowPrivate),
        timeout: request.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        agent: false,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // The socket's idle timeout and a cap on the whole exchange (a receiver that drips bytes).
    const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const cap = setTimeout(() => req.destroy(new Error('timed out')), timeoutMs);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('close', () => clearTimeout(cap));
    req.on('error', reject);
    req.end(request.body);
  });
}
