// What a support agent sees of a customer's saved address (decision 034): the area and the landmark,
// enough to talk about "the Park Street address", never the house line, the door number or the map
// point. An order's own address is shown with that order, where the agent needs it.

/** A 6-digit PIN code ending a part ("Kolkata 700016"): the area, not the door. */
const PIN_AT_END = /(?:^|\s)(\d{6})$/;

/**
 * The area of an address line: every word with a digit in it goes (a door or plot number: "22", "4B",
 * "Plot 5"), except a PIN code ending a part; parts left empty go too. "22 Hindustan Park, Kolkata
 * 700029" reads "Hindustan Park, Kolkata 700029".
 */
export function areaOfAddress(address: string): string {
  return address
    .split(',')
    .map((part) => {
      const text = part.trim().replace(/\s+/g, ' ');
      const pin = PIN_AT_END.exec(text);
      const words = (pin ? text.slice(0, pin.index) : text)
        .split(' ')
        .filter((w) => w !== '' && !/\d/.test(w));
      return [...words, ...(pin?.[1] ? [pin[1]] : [])].join(' ');
    })
    .filter((part) => part !== '')
    .join(', ');
}

export interface MaskedAddress {
  tag: string;
  area: string;
  landmark: string;
}

/** A saved address as support sees it: no house line and no coordinates. */
export const maskAddress = (a: { tag: string; address: string; landmark: string }): MaskedAddress => ({
  tag: a.tag,
  area: areaOfAddress(a.address),
  landmark: areaOfAddress(a.landmark),
});
