// Under more work than it can do, the server says so at once (503 with Retry-After) instead of queueing
// requests until every one of them times out and memory runs out. "Too much" is read from the event
// loop: when callbacks wait longer than the limit, the process is saturated. Health checks, metrics and
// live streams are always served: the load balancer must see the process alive, the operator must see
// the overload in the numbers, and an open stream costs nothing more. On by default in production only: the embedded database runs queries on this same
// thread, so development and browser tests on a busy machine would see short blocks as pressure.
import { translateServerMessage } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import { refusalLanguage } from './answer-language.ts';

/** How often the loop's lag is measured, and how long one late tick keeps the server shedding. */
const TICK_MS = 100;
const HOLD_MS = 1000;

export function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; brandName: string },
): void {
  const limitMs = options.maxEventLoopDelayMs;
  if (limitMs <= 0) return;
  // A timer that should fire every TICK_MS: how late it fires is how long callbacks are waiting.
  let expected = Date.now() + TICK_MS;
  let shedUntil = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - expected > limitMs) shedUntil = now + HOLD_MS;
    expected = now + TICK_MS;
  }, TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.addHook('onRequest', async (req, reply) => {
    if (Date.now() >= shedUntil) return;
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api/health' || path === '/metrics' || (req.method === 'GET' && path.endsWith('/events')))
      return;
    reply.header('retry-after', '2');
    return reply.status(503).send({
      success: false,
      code: 'UNAVAILABLE',
      // In the asking screen's words, as every refusal (a kitchen in the dinner rush meets this one).
      message: translateServerMessage(
        `${options.brandName} is very busy right now. Please try again in a moment.`,
        refusalLanguage(req),
      ),
    });
  });
}
