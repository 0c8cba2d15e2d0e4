// Answers encoded once and compressed at most once per encoding (decision 012): the catalog keeps them
// until it changes, and every request only picks the bytes its accept-encoding asks for. @fastify/compress
// leaves an answer alone when it already carries a content-encoding.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { addVary } from './answer-language.ts';

/** Below this, compressing costs more than it saves (the threshold @fastify/compress is given). */
const MIN_COMPRESS_BYTES = 2048;

type Encoding = 'br' | 'gzip' | 'identity';

export class EncodedAnswer {
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;

  constructor(
    /** The UTF-8 JSON text. */
    readonly identity: Buffer,
    /** 11 for what changes rarely (menus, coupons); lower for answers that live a minute. */
    private readonly brotliQuality = 11,
    /** Headers that belong to the answer (the next page of a bare-array list). */
    readonly headers: Record<string, string> = {},
  ) {}

  static ofJson(value: unknown, brotliQuality?: number): EncodedAnswer {
    return new EncodedAnswer(Buffer.from(JSON.stringify(value)), brotliQuality);
  }

  /** The bytes for an encoding, compressed on first use and kept. */
  bytes(encoding: Encoding): Buffer {
    if (encoding === 'br')
      this.br ??= brotliCompressSync(this.identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
    if (encoding === 'gzip') this.gzip ??= gzipSync(this.identity, { level: 9 });
    return encoding === 'br' ? this.br! : encoding === 'gzip' ? this.gzip! : this.identity;
  }

  /** Bytes held: the text plus each compressed form made so far. */
  get size(): number {
    return this.identity.length + (this.br?.length ?? 0) + (this.gzip?.length ?? 0);
  }
}

/** br if the client takes it, else gzip, else none (q=0 refuses; `*` stands for any). */
function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const q: Record<string, number> = {};
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name.trim()] = qParam ? Number(qParam.slice(2)) || 0 : 1;
  }
  const takes = (name: string) => (q[name] ?? q['*'] ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip') || (q['x-gzip'] ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** Sends a kept answer in the encoding the request accepts. */
export function sendEncoded(reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  const encoding =
    answer.identity.length < MIN_COMPRESS_BYTES
      ? 'identity'
      : pickEncoding(reply.request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').headers(answer.headers);
  addVary(reply, 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer.bytes(encoding));
}
