import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaOfAddress, maskAddress } from '../src/support/mask-address.ts';

describe("support's view of a saved address", () => {
  it('keeps the area, landmark and PIN code; drops door and plot numbers and the house line', () => {
    expect(areaOfAddress('22 Hindustan Park, Gariahat, Kolkata 700029')).toBe(
      'Hindustan Park, Gariahat, Kolkata 700029',
    );
    expect(areaOfAddress('Park Street, Central Kolkata, Kolkata 700016')).toBe(
      'Park Street, Central Kolkata, Kolkata 700016',
    );
    expect(areaOfAddress('Flat 4B, 12/1, Plot 5, Salt Lake')).toBe('Flat, Plot, Salt Lake');
    expect(areaOfAddress('700091')).toBe('700091');
    expect(
      maskAddress({ tag: 'HOME', address: '12 Ballygunge Place, Kolkata 700019', landmark: 'Near gate 3' }),
    ).toEqual({ tag: 'HOME', area: 'Ballygunge Place, Kolkata 700019', landmark: 'Near gate' });
  });

  it('leaves no digit but a PIN code ending a part, and masking twice changes nothing', () => {
    const part = fc.array(
      fc.oneof(
        fc.constantFrom('Park', 'Street', 'Flat', 'Kolkata', 'Sector', 'V'),
        fc.stringMatching(/^[0-9A-Za-z/-]{1,6}$/),
      ),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 5 }),
        fc.option(fc.integer({ min: 100000, max: 999999 })),
        (parts, pin) => {
          const address = [...parts.map((words) => words.join(' ')), ...(pin ? [`Kolkata ${pin}`] : [])].join(
            ', ',
          );
          const area = areaOfAddress(address);
          for (const piece of area.split(', ')) expect(piece.replace(/(^| )\d{6}$/, '')).not.toMatch(/\d/);
          expect(areaOfAddress(area)).toBe(area);
        },
      ),
    );
  });
});
