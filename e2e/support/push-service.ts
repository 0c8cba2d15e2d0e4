// The browser's push service, the one part of Web Push a browser test has to stand in for (issue 28,
// decision 051): headless Chromium cannot reach its own push service (Google's), so in this context's
// pages PushManager.subscribe does what Chromium does before it calls that service (a P-256 key pair and
// a 16-byte auth secret made with WebCrypto, for the server key the page gives) and then registers them
// with the API tests' stand-in push service (apps/api/test/support/push-service-stand-in.ts), which
// gives the endpoint. Everything after that is the product's own: the page posts the subscription, the
// server's push-send job encrypts and signs, and the stand-in checks the VAPID JWT and decrypts with
// the page's private key, as the browser would. Delivering the message to the worker and clicking the
// notification go through DevTools and the worker itself (deliverToTheWorker, clickNotification).
import type { BrowserContext } from '@playwright/test';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../apps/api/test/support/push-service-stand-in.ts';

/** What the page's stand-in PushManager hands over (each base64url). */
interface PageKeys {
  publicKey: string;
  privateKey: string;
  authSecret: string;
  applicationServerKey: string;
}

const BINDING = 'khabarTestPushService';

/** Starts a stand-in push service and makes the context's pages subscribe with it. */
export async function standInPushService(context: BrowserContext): Promise<PushServiceStandIn> {
  const service = await startPushServiceStandIn();
  await context.exposeBinding(BINDING, (_source, keys: PageKeys) => {
    const bytes = (v: string) => Buffer.from(v, 'base64url');
    return service.subscribe({
      publicKey: bytes(keys.publicKey),
      privateKey: bytes(keys.privateKey),
      authSecret: bytes(keys.authSecret),
      applicationServerKey: keys.applicationServerKey,
    }).endpoint;
  });
  await context.addInitScript((binding) => {
    if (typeof PushManager === 'undefined') return;
    const b64u = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const keyText = (key: BufferSource | string) =>
      typeof key === 'string'
        ? key
        : b64u(key instanceof ArrayBuffer ? key : new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      if (current) return current;
      // Chromium refuses the same way: a push must show a notification, and needs the server's key.
      if (!options?.userVisibleOnly || !options.applicationServerKey) {
        throw new DOMException('userVisibleOnly and applicationServerKey are required', 'NotAllowedError');
      }
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ])) as CryptoKeyPair;
      const publicKey = await crypto.subtle.exportKey('raw', pair.publicKey);
      const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
      const authSecret = crypto.getRandomValues(new Uint8Array(16));
      const keys: PageKeys = {
        publicKey: b64u(publicKey),
        privateKey: d ?? '',
        authSecret: b64u(authSecret),
        applicationServerKey: keyText(options.applicationServerKey),
      };
      const send = (window as unknown as Record<string, (k: PageKeys) => Promise<string>>)[binding];
      const endpoint = await send!(keys);
      const json = {
        endpoint,
        expirationTime: null,
        keys: { p256dh: keys.publicKey, auth: keys.authSecret },
      };
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: PushEncryptionKeyName) => (name === 'p256dh' ? publicKey : authSecret.buffer),
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      current = subscription as unknown as PushSubscription;
      return current;
    };
  }, BINDING);
  return service;
}
