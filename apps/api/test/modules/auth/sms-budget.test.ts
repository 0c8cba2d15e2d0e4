// The pure parts of the login-abuse model (decision 025): which block an address counts in, and how the
// hour's SMS cap is shared out by priority.
import { describe, expect, it } from 'vitest';
import { addressBlock } from '../../../src/modules/auth/address-block.ts';
import { budgetAllows, budgetNearlyUsed } from '../../../src/modules/auth/sms-budget.ts';

describe('the address block', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['::FFFF:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:ffff::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s is in %s', (ip, block) => expect(addressBlock(ip)).toBe(block));

  it('puts what is no address in a block of its own', () => {
    for (const odd of ['not-an-address', '1.2.3.4.5', '999.1.1.1', '', '::ffff:1.2.3']) {
      expect(addressBlock(odd)).toBe(odd);
    }
  });
});

describe('the hour’s SMS cap, by priority', () => {
  const cap = 2000;
  it('stops new numbers at half, accounts on a new device at 80 %, known devices at the cap', () => {
    expect(budgetAllows({ tier: 'newNumber', hour: { sent: 999, newNumbers: 999 }, cap })).toBe(true);
    expect(budgetAllows({ tier: 'newNumber', hour: { sent: 1000, newNumbers: 1000 }, cap })).toBe(false);
    // New numbers also stop once accounts have used the rest of the 80 %.
    expect(budgetAllows({ tier: 'newNumber', hour: { sent: 1600, newNumbers: 10 }, cap })).toBe(false);
    expect(budgetAllows({ tier: 'account', hour: { sent: 1599, newNumbers: 1000 }, cap })).toBe(true);
    expect(budgetAllows({ tier: 'account', hour: { sent: 1600, newNumbers: 0 }, cap })).toBe(false);
    expect(budgetAllows({ tier: 'knownDevice', hour: { sent: 1999, newNumbers: 1000 }, cap })).toBe(true);
    expect(budgetAllows({ tier: 'knownDevice', hour: { sent: 2000, newNumbers: 0 }, cap })).toBe(false);
  });

  it('leaves every tier at least one code under the smallest cap', () => {
    for (const tier of ['newNumber', 'account', 'knownDevice'] as const) {
      expect(budgetAllows({ tier, hour: { sent: 0, newNumbers: 0 }, cap: 1 })).toBe(true);
    }
  });

  it('is nearly used at 80 % of the new numbers’ share or of the accounts’ one', () => {
    expect(budgetNearlyUsed({ hour: { sent: 799, newNumbers: 799 }, cap })).toBe(false);
    expect(budgetNearlyUsed({ hour: { sent: 800, newNumbers: 800 }, cap })).toBe(true);
    expect(budgetNearlyUsed({ hour: { sent: 1279, newNumbers: 0 }, cap })).toBe(false);
    expect(budgetNearlyUsed({ hour: { sent: 1280, newNumbers: 0 }, cap })).toBe(true);
  });
});
