import { describe, expect, it } from 'vitest';
import { splitOrderNumbers } from '../src/orders/order-number.ts';

describe('splitOrderNumbers', () => {
  it('finds the order number inside a sentence in any language, the words around it kept', () => {
    expect(splitOrderNumbers('অর্ডার KB261119PFPHKR-এর পেমেন্ট')).toEqual([
      { text: 'অর্ডার ', orderNumber: false },
      { text: 'KB261119PFPHKR', orderNumber: true },
      { text: '-এর পেমেন্ট', orderNumber: false },
    ]);
    expect(splitOrderNumbers('Paid for order KB2611194F7Q2K')).toEqual([
      { text: 'Paid for order ', orderNumber: false },
      { text: 'KB2611194F7Q2K', orderNumber: true },
    ]);
  });

  it('takes a longer code (past a thousand million orders) and two numbers in one line', () => {
    expect(splitOrderNumbers('KB2611194F7Q2KA, KB261120ABCDEF').filter((p) => p.orderNumber)).toEqual([
      { text: 'KB2611194F7Q2KA', orderNumber: true },
      { text: 'KB261120ABCDEF', orderNumber: true },
    ]);
  });

  it('leaves words alone: no number, a short code, letters the codes never use, a word that runs on', () => {
    for (const text of [
      'Welcome bonus',
      'KB261119ABC',
      'KB261119ABCDE1',
      'KB261119ABCDEO',
      'XKB261119ABCDEF',
      '',
    ]) {
      expect(splitOrderNumbers(text)).toEqual(text ? [{ text, orderNumber: false }] : []);
    }
  });
});
