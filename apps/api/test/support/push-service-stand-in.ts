// A local stand-in for a browser's push service (FCM, Mozilla's autopush), for proving Web Push end to
// end without the network (issue 28, decision 051). It does what a real one does with a message:
// refuses it unless the VAPID Authorization header is a valid ES256 JWT (RFC 8292) for its origin, and
// it also does what only the browser can: decrypts the aes128gcm body (RFC 8188 / RFC 8291) with the
// subscription's private key, written here with node:crypto alone, independent of the web-push library
// that encrypted it. Each accepted message is recorded, decrypted, with its headers.
// The API tests make the browser's keys here (`subscribe()`); the browser test makes them in the page
// with WebCrypto, as a browser does, and hands them over (`subscribe(keys)`, e2e/support/push-service.ts).
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's subscription: what PushSubscription.toJSON() sends, and the private half it keeps. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's side, which never leaves it. */
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
  /** The server key the page subscribed with (base64url), when it said: only that key may sign. */
  applicationServerKey?: string;
}

/** The keys a browser made for a subscription (P-256 pair, auth secret), and the server key it was for. */
type BrowserKeys = Pick<BrowserSubscription, 'privateKey' | 'publicKey' | 'authSecret'> & {
  applicationServerKey?: string;
};

interface ReceivedPush {
  /** The subscription's path on the stand-in (/push/<id>). */
  path: string;
  plaintext: string;
  json: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID key the JWT was checked with (the k= of the Authorization header). */
  vapidKey: string;
  jwt: { aud: string; exp: number; sub: string };
}

export interface PushServiceStandIn {
  url: string;
  received: ReceivedPush[];
  /** Every request that reached it, accepted or not (status it answered). */
  requests: { path: string; status: number; reason?: string }[];
  /**
   * A browser subscribing: an endpoint here for its P-256 key pair and auth secret, new ones unless the
   * browser made its own (`keys`).
   */
  subscribe(keys?: BrowserKeys): BrowserSubscription;
  /** The next answers for a path (e.g. [500], [410]) instead of accepting; then back to 201. */
  answerNext(path: string, statuses: number[]): void;
  close(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** RFC 8291 section 3.4 and RFC 8188 section 2: decrypts one aes128gcm body for the subscription. */
function decryptAes128gcm(body: Buffer, sub: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  if (record.length > recordSize) throw new Error('a push message is one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(sub.privateKey);
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's plaintext is followed by the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<jwt>, k=<public key>`; the JWT ES256-signed by that key, for this origin, not expired. */
function checkVapid(authorization: string | undefined, origin: string, nowSeconds: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no VAPID Authorization header');
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) throw new Error('the JWT is not three parts');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verifySignature(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error(`the JWT alg is ${head.alg}`);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > nowSeconds)) throw new Error('the JWT has expired');
  if (claims.exp > nowSeconds + 24 * 3600) throw new Error('exp is more than 24 hours ahead');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not a mailto: or https: address');
  return { vapidKey: k, jwt: claims };
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, BrowserSubscription>();
  const scripted = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const requests: PushServiceStandIn['requests'] = [];
  let origin = '';

  const answer = (res: ServerResponse, path: string, status: number, reason?: string) => {
    requests.push({ path, status, ...(reason ? { reason } : {}) });
    res.writeHead(status, { 'content-type': 'text/plain' }).end(reason ?? '');
  };

  const server = createServer(async (req, res) => {
    const path = req.url ?? '';
    const body = await bodyOf(req);
    const next = scripted.get(path)?.shift();
    if (next !== undefined) return answer(res, path, next, 'scripted');
    const sub = subscriptions.get(path);
    if (req.method !== 'POST' || !sub) return answer(res, path, 404, 'no such subscription');
    try {
      const vapid = checkVapid(req.headers.authorization, origin, Math.floor(Date.now() / 1000));
      // A push service binds a subscription to the server key it was made with (FCM answers 403).
      if (sub.applicationServerKey && vapid.vapidKey !== sub.applicationServerKey)
        throw new Error('the VAPID key is not the one the subscription was made with');
      if (req.headers['content-encoding'] !== 'aes128gcm')
        throw new Error('Content-Encoding is not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL header');
      const plaintext = decryptAes128gcm(body, sub);
      received.push({
        path,
        plaintext,
        json: JSON.parse(plaintext),
        ttl,
        urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined,
        ...vapid,
      });
      return answer(res, path, 201);
    } catch (err) {
      return answer(res, path, 400, (err as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    received,
    requests,
    subscribe(keys) {
      const ecdh = createECDH('prime256v1');
      let publicKey: Buffer;
      if (keys) {
        ecdh.setPrivateKey(keys.privateKey);
        publicKey = ecdh.getPublicKey();
        if (!publicKey.equals(keys.publicKey)) throw new Error('the public key is not the private key’s');
      } else {
        publicKey = ecdh.generateKeys();
      }
      const authSecret = keys?.authSecret ?? randomBytes(16);
      if (authSecret.length !== 16) throw new Error('the auth secret is not 16 bytes');
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const sub: BrowserSubscription = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64u(publicKey), auth: b64u(authSecret) },
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
        ...(keys?.applicationServerKey ? { applicationServerKey: keys.applicationServerKey } : {}),
      };
      subscriptions.set(path, sub);
      return sub;
    },
    answerNext(path, statuses) {
      scripted.set(path, [...statuses]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
