import { devAutopilotBody, devAutopilotResponse, devClockBody, devClockResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TestClock } from '../../adapters/clock/test-clock.ts';
import { advanceTestClock } from './advance-test-clock.ts';
import { switchAutopilot } from './switch-autopilot.ts';

/** Registered only on a test clock (CLOCK_START), so production never has these routes. */
export async function testClockRoutes(app: FastifyInstance, opts: { clock: TestClock }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/dev/clock', { schema: { body: devClockBody, response: { 200: devClockResponse } } }, async (req) =>
    advanceTestClock({ clock: opts.clock, seconds: req.body.advance_seconds }),
  );
  r.post(
    '/dev/autopilot',
    { schema: { body: devAutopilotBody, response: { 200: devAutopilotResponse } } },
    async (req) => switchAutopilot({ settings: app.config.lifecycle, on: req.body.on }),
  );
}
