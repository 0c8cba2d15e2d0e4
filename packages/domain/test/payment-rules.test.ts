// The words and edges of the payment rules (pricing.test.ts has the properties).
import { describe, expect, it } from 'vitest';
import { codAvailability, splitWallet, walletAvailability } from '../src/pricing/payment-rules.ts';

describe('splitWallet', () => {
  it('takes what the wallet holds, up to the total, only when asked', () => {
    expect(splitWallet(50_000, 20_000, true)).toEqual({ walletPaise: 20_000, payablePaise: 30_000 });
    expect(splitWallet(50_000, 80_000, true)).toEqual({ walletPaise: 50_000, payablePaise: 0 });
    expect(splitWallet(50_000, 80_000, false)).toEqual({ walletPaise: 0, payablePaise: 50_000 });
    expect(splitWallet(0, 0, true)).toEqual({ walletPaise: 0, payablePaise: 0 });
  });

  it.each([
    [-1, 0],
    [0.5, 0],
    [100, -1],
    [100, 0.5],
  ])('refuses a total of %d or a balance of %d', (total, balance) => {
    expect(() => splitWallet(total, balance, true)).toThrow(
      new RangeError('amounts must be whole paise >= 0'),
    );
  });
});

describe('codAvailability', () => {
  const base = {
    mode: 'delivery' as const,
    subtotalPaise: 20_000,
    codMaxPaise: 40_000,
    restaurantAcceptsCod: true,
    usingWallet: false,
  };

  it('allows a delivery below the limit from a restaurant that takes cash', () => {
    expect(codAvailability(base)).toEqual({ allowed: true });
    expect(codAvailability({ ...base, subtotalPaise: 39_999 })).toEqual({ allowed: true });
  });

  it('says why not, in the spec’s words', () => {
    expect(codAvailability({ ...base, mode: 'self' })).toEqual({
      allowed: false,
      reason: 'Cash on Delivery is not available for self pickup',
    });
    expect(codAvailability({ ...base, restaurantAcceptsCod: false })).toEqual({
      allowed: false,
      reason: 'This restaurant is currently not accepting COD',
    });
    expect(codAvailability({ ...base, usingWallet: true })).toEqual({
      allowed: false,
      reason: 'COD not available when using wallet',
    });
    expect(codAvailability({ ...base, subtotalPaise: 40_000 })).toEqual({
      allowed: false,
      reason: 'COD not allowed on order amount above ₹ 400',
    });
  });
});

describe('walletAvailability', () => {
  it('needs a login and a balance above zero', () => {
    expect(walletAvailability(100, false)).toEqual({ allowed: false, reason: 'Login / Signup to continue' });
    expect(walletAvailability(0, true)).toEqual({ allowed: false, reason: 'Your wallet is empty' });
    expect(walletAvailability(1, true)).toEqual({ allowed: true });
  });
});
