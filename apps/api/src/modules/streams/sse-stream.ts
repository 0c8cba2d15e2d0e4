// One Server-Sent Events response written straight to the socket (Fastify's reply is hijacked, so
// compression and serialisers stay out of the way; the security headers set so far are kept). Every
// open stream is in the app's registry, which ends them all when the server closes.
import type { ServerResponse } from 'node:http';
import type { StreamEvent } from '@khabar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

export interface SseStream {
  send(event: StreamEvent): void;
  /** A keep-alive comment (the registry's one timer sends it to every open stream). */
  ping(): void;
  close(): void;
  readonly closed: boolean;
  onClose(listener: () => void): void;
}

/**
 * Who holds a stream, for the per-holder limit: an account's id, or for a guest's public stream (a
 * menu's) `guest:<client address>`.
 */
export type StreamHolder = number | `guest:${string}`;

export interface StreamRegistry {
  add(stream: SseStream, holder: StreamHolder): void;
  /** Streams a holder has open on this process. */
  countOf(holder: StreamHolder): number;
  /** Open streams one account (or one guest address) may hold on this process. */
  readonly maxPerHolder: number;
  readonly size: number;
  closeAll(): void;
}

/**
 * Streams pinged in one go before the heartbeat yields to the event loop: 10,000 streams' pings in one
 * turn would hold every request behind them for a good part of a second on a loaded machine.
 */
const PING_SLICE = 500;

export function createStreamRegistry({
  heartbeatMs,
  maxPerHolder = MAX_STREAMS_PER_USER,
}: {
  heartbeatMs: number;
  maxPerHolder?: number;
}): StreamRegistry {
  const open = new Set<SseStream>();
  const perUser = new Map<StreamHolder, number>();
  // One timer for every stream, not one each: a timer and its closure per stream were a good part of
  // what an idle stream cost, and 10,000 of them fired at 10,000 moments.
  let heartbeat: NodeJS.Timeout | undefined;
  const pingAll = () => {
    const all = [...open];
    const slice = (from: number) => {
      for (const s of all.slice(from, from + PING_SLICE)) if (!s.closed) s.ping();
      if (from + PING_SLICE < all.length) setImmediate(slice, from + PING_SLICE);
    };
    slice(0);
  };
  return {
    add(stream, holder) {
      open.add(stream);
      perUser.set(holder, (perUser.get(holder) ?? 0) + 1);
      if (!heartbeat) {
        heartbeat = setInterval(pingAll, heartbeatMs);
        heartbeat.unref();
      }
      stream.onClose(() => {
        open.delete(stream);
        const left = (perUser.get(holder) ?? 1) - 1;
        if (left > 0) perUser.set(holder, left);
        else perUser.delete(holder);
        if (open.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });
    },
    countOf(holder) {
      return perUser.get(holder) ?? 0;
    },
    maxPerHolder,
    get size() {
      return open.size;
    },
    closeAll() {
      for (const s of [...open]) s.close();
    },
  };
}

/** The responses that are (or were) event streams: their length is a stream's life, not a latency. */
const streamResponses = new WeakSet<ServerResponse>();

/** True for a response that became an event stream (the request metrics leave them out). */
export const isEventStream = (res: ServerResponse): boolean => streamResponses.has(res);

/** A client that reads slower than this much queued output is dropped; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** How long a browser waits before it reconnects, for clients that use EventSource itself. */
const RETRY_MS = 3000;
/**
 * Open streams one account (or one guest address) may hold on one process by default: a few tabs and
 * consoles, not a flood of sockets. (STREAMS_PER_ACCOUNT raises it, for the 10,000-stream bench.)
 */
export const MAX_STREAMS_PER_USER = 30;

export function openSseStream({
  req,
  reply,
  options,
}: {
  req: FastifyRequest;
  reply: FastifyReply;
  options: { registry: StreamRegistry; holder: StreamHolder };
}): SseStream {
  if (options.registry.countOf(options.holder) >= options.registry.maxPerHolder) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many live updates are open for this account. Close a tab and try again.',
    );
  }
  const res = reply.raw;
  streamResponses.add(res);
  const listeners: Array<() => void> = [];
  let closed = false;

  reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: a compressing proxy must not hold events back to fill its buffer.
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx (and proxies that honour it) pass each event on at once instead of buffering the response.
    'x-accel-buffering': 'no',
  });
  // (inject()'s stand-in socket has neither: the fuzz test opens streams that way.)
  req.raw.socket?.setNoDelay?.(true);
  req.raw.socket?.setKeepAlive?.(true);

  const write = (text: string) => {
    if (closed) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) stream.close();
  };

  const stream: SseStream = {
    send(event) {
      const id = event.id === null ? '' : `id: ${event.id}\n`;
      write(`${id}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    ping() {
      write(': ping\n\n');
    },
    close() {
      if (closed) return;
      closed = true;
      res.end();
      for (const l of listeners.splice(0)) l();
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };

  // The headers go out at once (with a first comment), so the client knows the stream is open.
  write(`retry: ${RETRY_MS}\n: open\n\n`);
  res.on('close', () => stream.close());
  res.on('error', () => stream.close());
  options.registry.add(stream, options.holder);
  return stream;
}
