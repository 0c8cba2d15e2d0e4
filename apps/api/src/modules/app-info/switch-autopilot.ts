import type { AppConfig } from '../../config/load-config.ts';

/**
 * The demo autopilot on or off from now on, in this process (browser tests only, on a test clock):
 * orders placed or accepted while it is on get its steps, and its steps still queued when it goes off
 * do nothing (run-autopilot-step.ts reads the same setting).
 */
export function switchAutopilot({ settings, on }: { settings: AppConfig['lifecycle']; on: boolean }) {
  settings.autopilot = on;
  return { success: true as const, data: { on: settings.autopilot } };
}
