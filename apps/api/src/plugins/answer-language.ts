// The language of an answer's words (issue 28): the asking screen's, from Accept-Language (the web
// sends the language on the screen as the whole header), as the error handler reads it. Read at the
// edge and passed to the service; the answer says it varies with the header, so no cache in between
// gives one language's words to another's screen.
import { acceptedLanguage, type ServerLanguage } from '@khabar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Adds a header name to the answer's Vary, keeping the names already there. */
export function addVary(reply: FastifyReply, name: string): void {
  const had = reply.getHeader('vary');
  const names =
    had === undefined
      ? []
      : String(had)
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  reply.header('vary', names.join(', '));
}

export function answerLanguage(req: FastifyRequest, reply: FastifyReply): ServerLanguage {
  addVary(reply, 'accept-language');
  return acceptedLanguage(req.headers['accept-language']);
}

/** The language of a refusal's words: the asking screen's, but the back office's are English (decision 049). */
export const refusalLanguage = (req: FastifyRequest): ServerLanguage =>
  req.url.startsWith('/api/admin') ? 'en' : acceptedLanguage(req.headers['accept-language']);
