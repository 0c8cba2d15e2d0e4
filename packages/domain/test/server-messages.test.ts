import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SERVER_TEMPLATES, translateServerMessage } from '../src/i18n/server-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{([a-z]+)\}/g)].map((m) => m[1]).sort();

describe('the server’s messages in Hindi and Bengali', () => {
  it('translates every listed message, and no translation is English or empty', () => {
    for (const [en, t] of Object.entries({ ...SERVER_MESSAGES, ...SERVER_TEMPLATES })) {
      for (const said of [t.hi, t.bn]) {
        expect(said.trim(), en).not.toBe('');
        expect(said, en).not.toBe(en);
      }
    }
  });

  it('keeps a template’s placeholders in each language', () => {
    for (const [en, t] of Object.entries(SERVER_TEMPLATES)) {
      expect(placeholders(t.hi), en).toEqual(placeholders(en));
      expect(placeholders(t.bn), en).toEqual(placeholders(en));
    }
  });

  it('says an exact message in the language asked for, and English as it is', () => {
    expect(translateServerMessage('Your cart is empty.', 'bn')).toBe('আপনার কার্ট খালি।');
    expect(translateServerMessage('Your cart is empty.', 'hi')).toBe('आपका कार्ट खाली है।');
    expect(translateServerMessage('Your cart is empty.', 'en')).toBe('Your cart is empty.');
  });

  it('carries a message’s values over into its template', () => {
    expect(translateServerMessage('The minimum order is ₹149.', 'hi')).toBe('कम से कम ऑर्डर ₹149 का है।');
    expect(translateServerMessage('Choose Half or Full for Mutton Biryani (1 pc).', 'bn')).toBe(
      'Mutton Biryani (1 pc)-এর জন্য Half or Full বেছে নিন।',
    );
    expect(translateServerMessage('Wrong PIN. 2 tries left.', 'bn')).toBe('ভুল PIN। আর 2 বার চেষ্টা করা যাবে।');
  });

  it('leaves a message it does not know in English rather than guess', () => {
    expect(translateServerMessage('The code SAVE10 is taken: choose another.', 'hi')).toBe(
      'The code SAVE10 is taken: choose another.',
    );
  });
});
