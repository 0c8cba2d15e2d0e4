// An order for later's coupon is checked at its slot (decision 048): one that ends before the slot, or
// starts after it, is refused with the slot said in the customer's language (issue 28).
import type { Said } from '../i18n/said.ts';
import { slotWhenSaid } from '../orders/schedule-slots.ts';

export function couponSlotRefusal(kind: 'ends-before' | 'starts-after', slotStart: Date): Said {
  const when = slotWhenSaid(slotStart);
  return kind === 'ends-before'
    ? {
        en: `This coupon ends before your slot (${when.en}).`,
        hi: `यह कूपन आपके चुने समय (${when.hi}) से पहले खत्म हो जाता है।`,
        bn: `এই কুপন আপনার বেছে নেওয়া সময়ের (${when.bn}) আগেই শেষ হয়ে যায়।`,
      }
    : {
        en: `This coupon starts after your slot (${when.en}).`,
        hi: `यह कूपन आपके चुने समय (${when.hi}) के बाद शुरू होता है।`,
        bn: `এই কুপন আপনার বেছে নেওয়া সময়ের (${when.bn}) পরে শুরু হয়।`,
      };
}
