// Text every field must be able to hold: PostgreSQL cannot store a NUL character, and half of a UTF-16
// surrogate pair is not Unicode at all (it cannot be written as UTF-8). Bytes that were not UTF-8 reach
// us already decoded, each bad sequence as U+FFFD (the replacement character): nobody types one, so a
// text holding it was garbled on the way and is refused rather than stored as "Ro�an". The API
// refuses all three at the edge for every JSON body, parameter and query string; multipart fields use
// the refinement below.
import type { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be taken as it is, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode text';
  if (text.includes('\uFFFD')) return 'is not valid UTF-8 text';
  return null;
}

/** A string schema that also refuses what textProblem names, with the given message. */
export const safeText = <T extends z.ZodType<string>>(schema: T, message: string) =>
  schema.refine((s) => textProblem(s) === null, message);
