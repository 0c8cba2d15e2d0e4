import { RATING_TEXT_MAX } from '@khabar/domain/ratings/rating-rules';

/** The reply to send (trimmed, as the server keeps it), or that it is empty or too long to send. */
export function readReply(text: string): { ok: true; reply: string } | { ok: false } {
  const reply = text.trim();
  if (reply.length === 0 || reply.length > RATING_TEXT_MAX) return { ok: false };
  return { ok: true, reply };
}
