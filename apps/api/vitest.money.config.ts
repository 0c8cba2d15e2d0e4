import { defineConfig } from 'vitest/config';

// The API tests that exercise money and login (pricing, checkout, payments, refunds, wallet, OTP,
// sessions): what mutation testing of those services runs per mutant (stryker.services.config.mjs).
export default defineConfig({
  test: {
    include: [
      'apps/api/test/modules/orders/*.test.ts',
      'apps/api/test/modules/auth/*.test.ts',
      // A blocked account's login, code and order refusals (decision 034) live in these services too.
      'apps/api/test/modules/support-customers/customers.test.ts',
      'apps/api/test/modules/lifecycle/cancel-and-refunds.test.ts',
      'apps/api/test/modules/lifecycle/second-guards.test.ts',
      'apps/api/test/modules/account/account-calls.test.ts',
      'apps/api/test/plugins/rate-limits.test.ts',
      'apps/api/test/adapters/razorpay-refund.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
