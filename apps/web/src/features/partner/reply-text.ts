import { RATING_TEXT_MAX } from '@khabar/domain/ratings/rating-rules';

/** The server's own words for a reply it would refuse (contracts/partner/reply-to-rating.ts). */
const REPLY_PROBLEM = `Write a reply of 1 to ${RATING_TEXT_MAX} characters of plain text.`;

/** The reply to send (trimmed, as the server keeps it), or why it cannot be sent. */
export function readReply(text: string): { ok: true; reply: string } | { ok: false; message: string } {
  const reply = text.trim();
  if (reply.length === 0 || reply.length > RATING_TEXT_MAX) return { ok: false, message: REPLY_PROBLEM };
  return { ok: true, reply };
}

/** "12 of 500 characters": the reply box's counter. */
export const replyCounterText = (text: string) => `${text.length} of ${RATING_TEXT_MAX} characters`;
