// The words the server puts in its 200 answers follow the asking screen's language (issue 28): the
// restaurants' hours in the lists, the menu's restaurant and search, the slots of an order for later,
// the quote's coupon and payment words, the coupon list's refusals and the wallet's lines. Without the
// header they are the English they always were; a kept answer is never served in another language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInStaff, newCustomer, placeOrder, post, type Session } from '../../helpers/lifecycle.ts';
import { cartBody, dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const PARK_STREET = { latitude: 22.553, longitude: 88.352 };
/** Friday 2026-11-20, 00:06 in Kolkata: everything is closed. */
const JUST_AFTER_MIDNIGHT = new Date('2026-11-19T18:36:00Z');

let now = LUNCH_TIME;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t?.close());

const ask = (url: string, language: string | undefined, payload: object = {}, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });

type Listed = { slug: string; opens_at_text: string; opening_hours_text: string };
const find = (list: Listed[], slug: string) => list.find((r) => r.slug === slug);

describe('the restaurants’ hours', () => {
  it('are said in the language asked for in the lists, one after another from the kept answers', async () => {
    now = JUST_AFTER_MIDNIGHT;
    const words = {
      bn: { opens_at_text: '7:00 AM-এ খুলবে', opening_hours_text: '7:00 AM - 3:00 PM' },
      hi: { opens_at_text: '7:00 am पर खुलेगा', opening_hours_text: '7:00 am - 3:00 pm' },
      en: { opens_at_text: 'Opens at 7:00 am', opening_hours_text: '7:00 am - 3:00 pm' },
    };
    // Twice round, so the second answer of each language comes from the kept bytes, brotli or not.
    for (const round of [1, 2]) {
      for (const [language, header] of [
        ['bn', 'bn-IN,bn;q=0.9,en;q=0.8'],
        ['hi', 'hi'],
        ['en', undefined],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/get-delivery-restaurants',
          headers: {
            ...(header ? { 'accept-language': header } : {}),
            ...(round === 2 ? { 'accept-encoding': 'br' } : {}),
          },
          payload: PARK_STREET,
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers.vary).toMatch(/accept-language/i);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const list = (
          round === 2 && res.headers['content-encoding'] === 'br'
            ? JSON.parse((await import('node:zlib')).brotliDecompressSync(res.rawPayload).toString('utf8'))
            : res.json()
        ) as Listed[];
        expect(find(list, 'college-street-coffee-house'), `${language} ${round}`).toMatchObject(
          words[language],
        );
      }
    }
    const en = (await ask('get-delivery-restaurants', undefined, PARK_STREET)).json() as Listed[];
    expect(find(en, 'camac-street-grill')).toMatchObject({
      opens_at_text: 'Opens at 12:00 pm',
      opening_hours_text: '12:00 pm till midnight',
    });
    const bn = (await ask('get-delivery-restaurants', 'bn', PARK_STREET)).json() as Listed[];
    expect(find(bn, 'camac-street-grill')).toMatchObject({
      opens_at_text: '12:00 PM-এ খুলবে',
      opening_hours_text: '12:00 PM থেকে মাঝরাত পর্যন্ত',
    });
  });

  it('are said in it in the self-pickup list, the search and the menu’s restaurant', async () => {
    now = JUST_AFTER_MIDNIGHT;
    const pickup = (await ask('get-selfpickup-restaurants', 'hi', { ...PARK_STREET, page: 1 })).json();
    expect(find(pickup, 'camac-street-grill')?.opens_at_text).toBe('12:00 pm पर खुलेगा');
    const search = await ask('search-restaurants', 'bn', { q: 'grill', ...PARK_STREET });
    expect(search.headers.vary).toMatch(/accept-language/i);
    expect(find(search.json().restaurants, 'camac-street-grill')?.opens_at_text).toBe('12:00 PM-এ খুলবে');
    const searchEn = (await ask('search-restaurants', undefined, { q: 'grill', ...PARK_STREET })).json();
    expect(find(searchEn.restaurants, 'camac-street-grill')?.opens_at_text).toBe('Opens at 12:00 pm');
    const info = await ask('get-restaurant-info/camac-street-grill', 'bn');
    expect(info.headers.vary).toMatch(/accept-language/i);
    expect(info.json()).toMatchObject({
      opens_at_text: '12:00 PM-এ খুলবে',
      opening_hours_text: '12:00 PM থেকে মাঝরাত পর্যন্ত',
    });
    expect((await ask('get-restaurant-info/camac-street-grill', undefined)).json()).toMatchObject({
      opens_at_text: 'Opens at 12:00 pm',
    });
  });

  it('say the next day in words a week on and tomorrow', async () => {
    now = new Date('2026-11-19T17:31:00Z'); // Thursday 23:01
    const hi = (await ask('get-delivery-restaurants', 'hi', PARK_STREET)).json() as Listed[];
    expect(find(hi, 'dum-pukht-darbar')?.opens_at_text).toBe('कल 11:30 am पर खुलेगा');
    const bn = (await ask('get-delivery-restaurants', 'bn', PARK_STREET)).json() as Listed[];
    expect(find(bn, 'dum-pukht-darbar')?.opens_at_text).toBe('কাল 11:30 AM-এ খুলবে');
  });
});

describe('an order for later’s slots', () => {
  it('are labelled in the language asked for', async () => {
    now = LUNCH_TIME; // Thursday 13:00 in Kolkata: the first slot is 2:00 pm.
    const { restaurantId } = await dishesOf(t, 'aminia-darbar');
    const labels = async (language?: string) => {
      const res = await ask('get-schedule-slots', language, { restaurant_id: restaurantId });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      return (res.json().data.slots as { label: string }[]).map((s) => s.label);
    };
    expect((await labels()).slice(0, 2)).toEqual(['2:00-2:30 pm', '2:30-3:00 pm']);
    expect((await labels('bn')).slice(0, 2)).toEqual(['2:00 PM-2:30 PM', '2:30 PM-3:00 PM']);
    expect((await labels('hi')).slice(0, 2)).toEqual(['2:00 pm-2:30 pm', '2:30 pm-3:00 pm']);
  });
});

describe('the quote', () => {
  let customer: Session;
  let cart: object;
  beforeAll(async () => {
    now = LUNCH_TIME;
    customer = await newCustomer(t, '9000012401');
    const { dishes } = await dishesOf(t, 'aminia-darbar');
    const dish = dishes.find((d) => d.pricePaise >= 5000)!;
    cart = cartBody(dish.id, [Math.ceil(50000 / dish.pricePaise)], { method: 'COD', partial_wallet: false });
  });

  it('says why a way to pay is not offered in the language asked for', async () => {
    const say = async (language?: string, token?: string) =>
      (await ask('cart-quote', language, cart, token)).json().data.methods;
    expect((await say()).RAZORPAY).toEqual({ allowed: false, reason: 'Login / Signup to continue' });
    expect((await say('bn')).RAZORPAY).toEqual({ allowed: false, reason: 'এগোতে লগ ইন / সাইন আপ করুন' });
    expect((await say('hi')).COD.reason).toBe('आगे बढ़ने के लिए लॉग इन / साइन अप करें');
    const en = await say(undefined, customer.token);
    expect(en.WALLET).toEqual({ allowed: false, reason: 'Your wallet is empty' });
    expect(en.COD).toEqual({ allowed: false, reason: 'COD not allowed on order amount above ₹ 400' });
    const bn = await say('bn', customer.token);
    expect(bn.WALLET.reason).toBe('আপনার ওয়ালেট খালি');
    expect(bn.COD.reason).toBe('₹ 400-এর বেশি অর্ডারে ক্যাশ অন ডেলিভারি নেই');
    expect((await say('hi', customer.token)).COD.reason).toBe('₹ 400 से ज़्यादा के ऑर्डर पर कैश ऑन डिलीवरी नहीं है');
  });

  it('says the coupon’s words in the language asked for', async () => {
    const coupon = async (code: string, language?: string) =>
      (await ask('cart-quote', language, { ...cart, coupon: code }, customer.token)).json().data.coupon;
    expect(await coupon('NOPE')).toMatchObject({ applied: false, message: 'This coupon is not valid.' });
    expect((await coupon('NOPE', 'bn')).message).toBe('এই কুপনটি চলবে না।');
    expect((await coupon('DRAGON75')).message).toBe('This coupon is not valid at Aminia Darbar.');
    expect((await coupon('DRAGON75', 'hi')).message).toBe('यह कूपन Aminia Darbar पर मान्य नहीं है।');
    expect(await coupon('KOLKATA20')).toMatchObject({
      applied: true,
      message: 'Coupon applied successfully!',
    });
    expect((await coupon('KOLKATA20', 'bn')).message).toBe('কুপন লেগে গেছে!');
  });
});

describe('the wallet’s lines', () => {
  it('are said in the language asked for, the order number kept', async () => {
    now = LUNCH_TIME;
    const customer = await newCustomer(t, '9000012402', 100_000);
    const placed = await placeOrder(t, customer, { method: 'WALLET' });
    const lines = async (language?: string) => {
      const res = await ask('get-wallet-transactions', language, {}, customer.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      // The test credit is dated by the database's clock, the order by the test's: compare as sets.
      return (res.json().data.transactions as { meta: { description: string } }[])
        .map((tx) => tx.meta.description)
        .sort();
    };
    expect(await lines()).toEqual([`Paid for order ${placed.uniqueOrderId}`, 'Test credit'].sort());
    expect(await lines('bn')).toEqual([`অর্ডার ${placed.uniqueOrderId}-এর পেমেন্ট`, 'Test credit'].sort());
    expect(await lines('hi')).toEqual([`ऑर्डर ${placed.uniqueOrderId} का पेमेंट`, 'Test credit'].sort());
  });
});

describe('a cancelled order', () => {
  it('gives the system’s reason in the language asked for, on the details and the tracking', async () => {
    now = LUNCH_TIME;
    const customer = await newCustomer(t, '9000012403');
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const cancelled = await ask('cancel-order', 'bn', { order_id: placed.id }, customer.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.cancel_reason).toBe('আপনি বাতিল করেছেন');
    const details = async (language?: string) =>
      (await ask('get-order-details', language, { order_id: placed.id }, customer.token)).json().data
        .cancel_reason;
    expect(await details()).toBe('Cancelled by you');
    expect(await details('hi')).toBe('आपने रद्द किया');
    const tracking = await ask('get-order-tracking', 'hi', { order_id: placed.id }, customer.token);
    expect(tracking.headers.vary).toMatch(/accept-language/i);
    expect(tracking.json().data.cancel_reason).toBe('आपने रद्द किया');
    expect(
      (await ask('get-order-tracking', undefined, { order_id: placed.id }, customer.token)).json().data
        .cancel_reason,
    ).toBe('Cancelled by you');
  });
});

describe('the restaurant console’s history', () => {
  it('says a cancel reason the system gave in the console’s language, and the kitchen’s own as written', async () => {
    now = LUNCH_TIME;
    const customer = await newCustomer(t, '9000012404');
    const byCustomer = await placeOrder(t, customer, { method: 'COD' });
    expect((await post(t, 'cancel-order', customer.token, { order_id: byCustomer.id })).statusCode).toBe(200);
    const staff = await logInStaff(t, byCustomer.restaurantId);
    const rejected = await placeOrder(t, customer, { method: 'COD' });
    const reason = 'Kitchen gas ran out';
    expect((await post(t, `partner/orders/${rejected.id}/reject`, staff.token, { reason })).statusCode).toBe(
      200,
    );
    const history = async (language?: string) => {
      const res = await ask(
        `partner/restaurants/${byCustomer.restaurantId}/history`,
        language,
        {},
        staff.token,
      );
      expect(res.headers.vary).toMatch(/accept-language/i);
      const orders = res.json().data.orders as { id: number; cancel_reason: string | null }[];
      return [byCustomer.id, rejected.id].map((id) => orders.find((o) => o.id === id)?.cancel_reason);
    };
    // "Cancelled by you" is the customer's words for themselves; the kitchen reads who it was.
    expect(await history()).toEqual(['Cancelled by the customer', reason]);
    expect(await history('bn')).toEqual(['গ্রাহক বাতিল করেছেন', reason]);
    expect(await history('hi')).toEqual(['ग्राहक ने रद्द किया', reason]);
  });
});
