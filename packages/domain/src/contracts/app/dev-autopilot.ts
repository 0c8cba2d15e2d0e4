// POST /api/dev/autopilot { on }: turns the demo autopilot on or off in this process, so a browser test
// can show what it does (and never does) on a server started without it. Only when the server runs on
// a test clock (CLOCK_START, which production refuses); 404 otherwise.
import { z } from 'zod';

export const devAutopilotBody = z.object({ on: z.boolean({ error: 'on must be true or false' }) });
export const devAutopilotResponse = z.object({
  success: z.literal(true),
  data: z.object({ on: z.boolean() }),
});
