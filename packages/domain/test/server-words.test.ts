// The words the server puts in its 200 answers, in English, Hindi and Bengali (issue 28): opening
// hours, slots, the coupon's refusal for a slot, the wallet's lines, why a way to pay is not offered.
// English stays what it was; the other two keep the values (times, order numbers, amounts) and Latin
// digits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type OpeningWindow,
  openingHoursSaid,
  openingHoursText,
  opensAtSaid,
  opensAtText,
} from '../src/catalog/opening-hours.ts';
import { saidOf, translateServerMessage } from '../src/i18n/server-messages.ts';
import { sayWalletLine, WALLET_LINE_WORDS } from '../src/money/wallet-lines.ts';
import { CANCEL_REASONS, sayCancelReason, sayCancelReasonToKitchen } from '../src/orders/cancel-reasons.ts';
import {
  scheduledForText,
  slotTimesSaid,
  slotTimesText,
  slotWhenSaid,
} from '../src/orders/schedule-slots.ts';
import { couponSlotRefusal } from '../src/pricing/coupon-slot-refusal.ts';
import { codAvailability, walletAvailability } from '../src/pricing/payment-rules.ts';

const MIN = 60_000;
/** India time on 2026-11-19 (a Thursday) plus `day` days. */
const ist = (hhmm: string, day = 0) => {
  const [hh = 0, mm = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 19 + day, hh, mm) - 330 * MIN);
};
const every = (opens: number, closes: number): OpeningWindow[] =>
  Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, opensMin: opens, closesMin: closes }));
const LATIN_OR_WORDS = /^[^০-৯०-९]*$/;

describe('opensAtSaid', () => {
  it('says when a closed restaurant opens in each language, English as opensAtText', () => {
    const cases: Array<[Date, Date, string, string]> = [
      [ist('07:00', 1), ist('00:06', 1), '7:00 am पर खुलेगा', '7:00 AM-এ খুলবে'],
      [ist('18:30'), ist('16:00'), '6:30 pm पर खुलेगा', '6:30 PM-এ খুলবে'],
      [ist('00:00', 1), ist('23:30'), 'आधी रात को खुलेगा', 'মাঝরাতে খুলবে'],
      [ist('11:30', 1), ist('23:00'), 'कल 11:30 am पर खुलेगा', 'কাল 11:30 AM-এ খুলবে'],
      [ist('11:00', 5), ist('23:30', 3), 'मंगलवार 11:00 am पर खुलेगा', 'মঙ্গলবার 11:00 AM-এ খুলবে'],
      [ist('11:00', 7), ist('23:30'), 'अगले गुरुवार 11:00 am पर खुलेगा', 'পরের বৃহস্পতিবার 11:00 AM-এ খুলবে'],
    ];
    for (const [next, now, hi, bn] of cases) {
      expect(opensAtSaid(next, now)).toEqual({ en: opensAtText(next, now), hi, bn });
    }
    expect(opensAtSaid(ist('07:00', 1), ist('00:06', 1)).en).toBe('Opens at 7:00 am');
  });

  it('writes every time in Latin digits, whatever the instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * 1440 }), (minutesOn) => {
        const now = ist('09:17');
        const said = opensAtSaid(new Date(now.getTime() + minutesOn * MIN), now);
        expect(said.hi).toMatch(LATIN_OR_WORDS);
        expect(said.bn).toMatch(LATIN_OR_WORDS);
        expect(said.hi).toMatch(/\d{1,2}:\d{2} (am|pm) पर खुलेगा$|^आधी रात को खुलेगा$/);
        expect(said.bn).toMatch(/\d{1,2}:\d{2} (AM|PM)-এ খুলবে$|^মাঝরাতে খুলবে$/);
      }),
    );
  });
});

describe('openingHoursSaid', () => {
  const thursday = ist('13:00');
  it('says today’s hours in each language, English as openingHoursText', () => {
    const split = [
      { dayOfWeek: 4, opensMin: 690, closesMin: 930 },
      { dayOfWeek: 4, opensMin: 1110, closesMin: 1380 },
    ];
    const lateNight = [
      { dayOfWeek: 4, opensMin: 22 * 60, closesMin: 1440 },
      { dayOfWeek: 5, opensMin: 0, closesMin: 2 * 60 },
    ];
    const cases: Array<[OpeningWindow[], string, string]> = [
      [every(11 * 60, 23 * 60), '11:00 am - 11:00 pm', '11:00 AM - 11:00 PM'],
      [split, '11:30 am - 3:30 pm, 6:30 pm - 11:00 pm', '11:30 AM - 3:30 PM, 6:30 PM - 11:00 PM'],
      [every(12 * 60, 1440), '12:00 pm से आधी रात तक', '12:00 PM থেকে মাঝরাত পর্যন্ত'],
      [lateNight, '10:00 pm - 2:00 am', '10:00 PM - 2:00 AM'],
      [[], 'आज बंद', 'আজ বন্ধ'],
    ];
    for (const [windows, hi, bn] of cases) {
      expect(openingHoursSaid(windows, thursday)).toEqual({
        en: openingHoursText(windows, thursday),
        hi,
        bn,
      });
    }
    expect(openingHoursSaid([], thursday).en).toBe('Closed today');
    expect(openingHoursSaid(every(12 * 60, 1440), thursday).en).toBe('12:00 pm till midnight');
  });
});

describe('slot words', () => {
  it('says a slot’s times in each language, English as slotTimesText', () => {
    const start = ist('13:00');
    expect(slotTimesSaid(start)).toEqual({
      en: slotTimesText(start),
      hi: '1:00 pm-1:30 pm',
      bn: '1:00 PM-1:30 PM',
    });
    expect(slotTimesSaid(ist('11:30', 1))).toMatchObject({
      en: '11:30 am-12:00 pm',
      bn: '11:30 AM-12:00 PM',
    });
  });

  it('says the slot with its short day, English as scheduledForText says it', () => {
    const start = ist('13:00');
    expect(slotWhenSaid(start)).toEqual({
      en: 'Thu 1:00-1:30 pm',
      hi: 'गुरु 1:00 pm-1:30 pm',
      bn: 'বৃহস্পতি 1:00 PM-1:30 PM',
    });
    expect(scheduledForText(start)).toBe(`Scheduled for ${slotWhenSaid(start).en}`);
  });

  it('refuses a coupon outside the slot with the slot in the sentence', () => {
    const start = ist('13:00', 1);
    expect(couponSlotRefusal('ends-before', start)).toEqual({
      en: 'This coupon ends before your slot (Fri 1:00-1:30 pm).',
      hi: 'यह कूपन आपके चुने समय (शुक्र 1:00 pm-1:30 pm) से पहले खत्म हो जाता है।',
      bn: 'এই কুপন আপনার বেছে নেওয়া সময়ের (শুক্র 1:00 PM-1:30 PM) আগেই শেষ হয়ে যায়।',
    });
    expect(couponSlotRefusal('starts-after', start)).toEqual({
      en: 'This coupon starts after your slot (Fri 1:00-1:30 pm).',
      hi: 'यह कूपन आपके चुने समय (शुक्र 1:00 pm-1:30 pm) के बाद शुरू होता है।',
      bn: 'এই কুপন আপনার বেছে নেওয়া সময়ের (শুক্র 1:00 PM-1:30 PM) পরে শুরু হয়।',
    });
  });
});

describe('wallet lines', () => {
  it('says each line the server writes, the order number carried over', () => {
    expect(sayWalletLine('Refund for order KH-2611-0042', 'bn')).toBe('অর্ডার KH-2611-0042-এর রিফান্ড');
    expect(sayWalletLine('Paid for order KH-2611-0042', 'hi')).toBe('ऑर्डर KH-2611-0042 का पेमेंट');
    expect(sayWalletLine('Late delivery: 10% back for order 123', 'hi')).toBe(
      'देर से डिलीवरी: ऑर्डर 123 पर 10% वापस',
    );
    expect(sayWalletLine('Returned: payment for order 77 did not go through', 'bn')).toBe(
      'ফেরত: অর্ডার 77-এর পেমেন্ট সম্পূর্ণ হয়নি',
    );
    expect(sayWalletLine('Goodwill credit from customer support', 'hi')).toBe('कस्टमर सपोर्ट की ओर से क्रेडिट');
    expect(sayWalletLine('Welcome bonus', 'bn')).toBe('ওয়েলকাম বোনাস');
  });

  it('keeps English, and a line it does not know, as written', () => {
    expect(sayWalletLine('Refund for order KH-1', 'en')).toBe('Refund for order KH-1');
    expect(sayWalletLine('Diwali cashback', 'bn')).toBe('Diwali cashback');
    expect(sayWalletLine('Refund for order KH-1 and more', 'hi')).toBe('Refund for order KH-1 and more');
  });

  it('translates every line, keeping its placeholder', () => {
    for (const line of WALLET_LINE_WORDS) {
      for (const said of [line.hi, line.bn]) {
        expect(said.trim(), line.en).not.toBe('');
        expect(said, line.en).not.toBe(line.en);
        expect(said.includes('{order}'), line.en).toBe(line.en.includes('{order}'));
      }
    }
  });
});

describe('why a way to pay is not offered', () => {
  it('has every reason the domain gives in Hindi and Bengali', () => {
    const reasons = [
      codAvailability({
        mode: 'self',
        subtotalPaise: 1,
        codMaxPaise: 1,
        restaurantAcceptsCod: true,
        usingWallet: false,
      }),
      codAvailability({
        mode: 'delivery',
        subtotalPaise: 1,
        codMaxPaise: 10,
        restaurantAcceptsCod: false,
        usingWallet: false,
      }),
      codAvailability({
        mode: 'delivery',
        subtotalPaise: 1,
        codMaxPaise: 10,
        restaurantAcceptsCod: true,
        usingWallet: true,
      }),
      walletAvailability(0, false),
      walletAvailability(0, true),
    ].map((a) => (a.allowed ? '' : a.reason));
    for (const reason of reasons) {
      expect(translateServerMessage(reason, 'hi'), reason).not.toBe(reason);
      expect(translateServerMessage(reason, 'bn'), reason).not.toBe(reason);
    }
  });

  it('carries the cash limit over', () => {
    const over = codAvailability({
      mode: 'delivery',
      subtotalPaise: 200_000,
      codMaxPaise: 150_000,
      restaurantAcceptsCod: true,
      usingWallet: false,
    });
    expect(over).toEqual({ allowed: false, reason: 'COD not allowed on order amount above ₹ 1,500' });
    expect(saidOf(over.allowed ? '' : over.reason)).toEqual({
      en: 'COD not allowed on order amount above ₹ 1,500',
      hi: '₹ 1,500 से ज़्यादा के ऑर्डर पर कैश ऑन डिलीवरी नहीं है',
      bn: '₹ 1,500-এর বেশি অর্ডারে ক্যাশ অন ডেলিভারি নেই',
    });
  });
});

describe('cancel reasons', () => {
  it('says the system’s own reasons in each language, and a person’s as written', () => {
    for (const said of Object.values(CANCEL_REASONS)) {
      expect(sayCancelReason(said.en, 'en')).toBe(said.en);
      expect(sayCancelReason(said.en, 'hi')).toBe(said.hi);
      expect(sayCancelReason(said.en, 'bn')).toBe(said.bn);
      expect(said.hi).not.toBe(said.en);
      expect(said.bn).not.toBe(said.en);
    }
    expect(sayCancelReason('Cancelled by you', 'bn')).toBe('আপনি বাতিল করেছেন');
    expect(sayCancelReason('Out of mutton', 'hi')).toBe('Out of mutton');
    expect(sayCancelReason(null, 'bn')).toBeNull();
  });

  it('says the customer’s own cancel to the kitchen as the customer’s, the others as to anyone', () => {
    expect(sayCancelReasonToKitchen(CANCEL_REASONS.byCustomer.en, 'en')).toBe('Cancelled by the customer');
    expect(sayCancelReasonToKitchen(CANCEL_REASONS.byCustomer.en, 'hi')).toBe('ग्राहक ने रद्द किया');
    expect(sayCancelReasonToKitchen(CANCEL_REASONS.byCustomer.en, 'bn')).toBe('গ্রাহক বাতিল করেছেন');
    expect(sayCancelReasonToKitchen(CANCEL_REASONS.notAccepted.en, 'bn')).toBe(CANCEL_REASONS.notAccepted.bn);
    expect(sayCancelReasonToKitchen('Out of mutton', 'bn')).toBe('Out of mutton');
    expect(sayCancelReasonToKitchen(null, 'hi')).toBeNull();
  });
});

describe('refusals a customer meets after the meal and in the address book', () => {
  it('are said in Hindi and Bengali, a count carried over', () => {
    expect(translateServerMessage('You can rate an order once it is delivered.', 'bn')).toBe(
      'অর্ডার ডেলিভারি হওয়ার পরেই রেটিং দিতে পারবেন।',
    );
    expect(translateServerMessage('Ratings are taken for 7 days after delivery.', 'hi')).toBe(
      'रेटिंग डिलीवरी के 7 दिन तक ही दी जा सकती है।',
    );
    expect(
      translateServerMessage(
        'You can save up to 10 addresses. Delete one you no longer use to add another.',
        'hi',
      ),
    ).toBe('आप ज़्यादा से ज़्यादा 10 पते सेव कर सकते हैं। नया जोड़ने के लिए कोई पुराना पता हटाएँ।');
  });
});
