// The server's VAPID key pair (decision 051): the settings' pair, or, for the embedded default, the one
// made on the first start and kept in push_vapid_keys. The private key is kept sealed there (AES-256-GCM
// under a key derived from OTP_SECRET), so a copy of the database alone cannot sign pushes as us; it is
// never logged or sent anywhere.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppConfig } from '../../config/load-config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const sealingKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'khabar-vapid', 'vapid private key at rest', 32));

/** iv.ciphertext.tag, each base64url. */
function seal(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

function unseal(sealed: string, secret: string): string {
  const [iv, body, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !body || !tag) throw new Error('push_vapid_keys: the sealed key is malformed');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), iv);
  decipher.setAuthTag(tag);
  // A different OTP_SECRET than the one that sealed it fails here, named, rather than signing garbage.
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export async function loadVapidKeys(input: {
  db: Db;
  push: AppConfig['push'];
  /** The secret the stored private key is sealed with (OTP_SECRET). */
  secret: string;
}): Promise<VapidKeys> {
  const subject = input.push.subject;
  if (input.push.vapid) return { ...input.push.vapid, subject };
  return input.db.transaction(async (tx) => {
    const made = webpush.generateVAPIDKeys();
    // Two processes starting together: the first row wins, both read it.
    await tx
      .insert(schema.pushVapidKeys)
      .values({ id: 1, publicKey: made.publicKey, sealedPrivateKey: seal(made.privateKey, input.secret) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(schema.pushVapidKeys).where(eq(schema.pushVapidKeys.id, 1));
    if (!row) throw new Error('push_vapid_keys has no row after the insert');
    return { publicKey: row.publicKey, privateKey: unseal(row.sealedPrivateKey, input.secret), subject };
  });
}
