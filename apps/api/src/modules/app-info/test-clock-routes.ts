import { devClockBody, devClockResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TestClock } from '../../adapters/clock/test-clock.ts';
import { advanceTestClock } from './advance-test-clock.ts';

/** Registered only on a test clock (CLOCK_START), so production never has this route. */
export async function testClockRoutes(app: FastifyInstance, opts: { clock: TestClock }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/dev/clock', { schema: { body: devClockBody, response: { 200: devClockResponse } } }, async (req) =>
    advanceTestClock({ clock: opts.clock, seconds: req.body.advance_seconds }),
  );
}
