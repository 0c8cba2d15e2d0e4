import { createHmac, randomInt } from 'node:crypto';

/** A 5-digit code from the operating system's secure generator (the spec's code field takes 5). */
export const newCode = () => String(randomInt(0, 100_000)).padStart(5, '0');

/** Keyed hash of a code, bound to its phone and purpose: a leaked table reveals no code. */
export const hashCode = ({
  secret,
  phone,
  purpose,
  code,
}: {
  secret: string;
  phone: string;
  purpose: string;
  code: string;
}) => createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');
