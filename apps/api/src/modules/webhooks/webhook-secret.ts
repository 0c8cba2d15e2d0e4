// An endpoint's signing secret (decision 054): 32 random bytes made by the server, shown to the admin
// once, and stored only sealed with AES-256-GCM under WEBHOOK_SECRET_KEY, so a copy of the database
// (a backup, a read replica) does not let anyone sign deliveries. The sealed form is
// "<iv>.<tag>.<ciphertext>", each base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A new secret, prefixed so it is recognisable (and redacted) wherever it is pasted. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const keyOf = (keyHex: string): Buffer => {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('the webhook key must be 32 bytes');
  return key;
};

export function sealWebhookSecret({ secret, keyHex }: { secret: string; keyHex: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyHex), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The secret, or an error when the box was sealed under another key or changed. */
export function openWebhookSecret({ box, keyHex }: { box: string; keyHex: string }): string {
  const [iv, tag, sealed] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyHex), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
