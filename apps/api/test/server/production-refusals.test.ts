// The real server started with NODE_ENV=production and a development setting: it names the variable
// and exits before it opens a database or a port.
import { describe, expect, it } from 'vitest';
import { runServerToExit } from '../helpers/server-process.ts';

describe('starting in production', () => {
  it('exits naming the sandbox gateway left as the default', async () => {
    const { code, output } = await runServerToExit({
      NODE_ENV: 'production',
      OTP_SECRET: 'a-long-random-production-secret',
      SMS_HTTP_URL: 'https://sms.example/send',
      DATA_DIR: '/nonexistent/khabar-must-not-be-created',
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(/PAYMENT_PROVIDER is required in production/);
    expect(output).not.toMatch(/ready on/);
  }, 40_000);
});
