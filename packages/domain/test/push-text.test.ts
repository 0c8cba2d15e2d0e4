// The words of a push notification (decision 051): the customer's title is the order list's label for
// the status (SPEC section 4), every status the customer is told of has words, and a language without
// its own words yet (or none chosen) reads English.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newOrderPushText,
  ORDER_STATUS,
  offerPushText,
  orderStatusLabel,
  orderStepPushText,
} from '../src/index.ts';

const facts = { orderNumber: 'KB-1234', restaurantName: 'Aminia' };

describe('push words', () => {
  it('titles each step with the order list’s label: "Food is on the way" at status 4', () => {
    expect(orderStepPushText({ status: ORDER_STATUS.onTheWay, language: 'en', ...facts })).toEqual({
      title: 'Food is on the way',
      body: 'Your rider has picked up your order KB-1234 and is on the way.',
    });
    for (const status of [2, 3, 4, 5, 6, 10]) {
      expect(orderStepPushText({ status, language: 'en', ...facts })?.title).toBe(orderStatusLabel(status));
    }
  });

  it('tells nothing of the steps the customer took themselves or that are not theirs', () => {
    for (const status of [ORDER_STATUS.awaitingPayment, ORDER_STATUS.placed, 7, 99]) {
      expect(orderStepPushText({ status, language: 'en', ...facts })).toBeNull();
    }
  });

  it('reads English for any language without words of its own, and never throws', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.integer({ min: 0, max: 12 }),
        (language, status) => {
          const english = orderStepPushText({ status, language: 'en', ...facts });
          const text = orderStepPushText({ status, language, ...facts });
          // Only a language with a table may differ (the lead adds hi and bn).
          if (language !== 'hi' && language !== 'bn') expect(text).toEqual(english);
          expect(text === null).toBe(english === null);
        },
      ),
    );
    expect(newOrderPushText({ language: 'xx', orderNumber: 'KB-9', total: '₹250.00' })).toEqual({
      title: 'New order',
      body: 'Order KB-9, ₹250.00: accept it in time.',
    });
    expect(offerPushText({ language: null, restaurantName: 'Arsalan' }).body).toBe(
      'A pickup from Arsalan: take it in time.',
    );
  });
});

describe('push words in Hindi and Bengali', () => {
  it('says "Food is on the way" in Bengali and Hindi, with the order number kept', () => {
    expect(orderStepPushText({ status: ORDER_STATUS.onTheWay, language: 'bn', ...facts })).toEqual({
      title: 'খাবার পথে আছে',
      body: 'আপনার রাইডার আপনার অর্ডার KB-1234 নিয়ে রওনা দিয়েছেন।',
    });
    expect(orderStepPushText({ status: ORDER_STATUS.onTheWay, language: 'hi', ...facts })?.title).toBe(
      'खाना रास्ते में है',
    );
  });

  it('has every step the English has, in words of its own that keep the order number', () => {
    for (const language of ['hi', 'bn']) {
      for (const status of [2, 3, 4, 5, 6, 10]) {
        const text = orderStepPushText({ status, language, ...facts });
        const english = orderStepPushText({ status, language: 'en', ...facts });
        expect(text?.title).not.toBe(english?.title);
        expect(text?.body).toContain('KB-1234');
      }
      expect(newOrderPushText({ language, orderNumber: 'KB-9', total: '₹250.00' }).body).toContain('₹250.00');
      expect(offerPushText({ language, restaurantName: 'Arsalan' }).body).toContain('Arsalan');
    }
  });
});
