import { describe, expect, it } from 'vitest';
import { FIELD_TEMPLATES, FIELD_WORDS } from '../src/i18n/field-refusals.ts';
import { SERVER_MESSAGES, SERVER_TEMPLATES, translateServerMessage } from '../src/i18n/server-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{([a-z]+)\}/g)].map((m) => m[1]).sort();

describe('the server’s messages in Hindi and Bengali', () => {
  it('translates every listed message, and no translation is English or empty', () => {
    for (const [en, t] of Object.entries({
      ...SERVER_MESSAGES,
      ...SERVER_TEMPLATES,
      ...FIELD_TEMPLATES,
      ...FIELD_WORDS,
    })) {
      for (const said of [t.hi, t.bn]) {
        expect(said.trim(), en).not.toBe('');
        expect(said, en).not.toBe(en);
      }
    }
  });

  it('keeps a template’s placeholders in each language', () => {
    for (const [en, t] of Object.entries({ ...SERVER_TEMPLATES, ...FIELD_TEMPLATES })) {
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

  it('says a refusal about a field with the word its form labels the field with', () => {
    // The menu editor's price checks, a dish's and an option's (issue 28).
    expect(translateServerMessage('price must be from 0 to 100000 rupees', 'hi')).toBe(
      'दाम ₹0 से ₹1,00,000 के बीच रखें।',
    );
    expect(translateServerMessage('old_price must be from 0 to 100000 rupees', 'bn')).toBe(
      'আগের দাম ₹0 থেকে ₹1,00,000-এর মধ্যে রাখুন।',
    );
    expect(translateServerMessage('price must be an amount in rupees', 'bn')).toBe(
      'দাম টাকায় লিখুন, যেমন 149 বা 149.50।',
    );
    expect(translateServerMessage('old_price can have at most two decimals', 'hi')).toBe(
      'पुराना दाम: दशमलव के बाद ज़्यादा से ज़्यादा दो अंक लिखें।',
    );
    expect(translateServerMessage('max must be from 1 to 20', 'bn')).toBe(
      '"সর্বোচ্চ" 1 থেকে 20-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
    );
    expect(translateServerMessage('min must be a whole number', 'hi')).toBe('"कम से कम" पूरी संख्या होनी चाहिए।');
    // An item of a list is its list's.
    expect(translateServerMessage('category_ids must be a whole number', 'bn')).toBe(
      'ক্যাটেগরির ক্রম একটি পূর্ণ সংখ্যা হতে হবে।',
    );
    expect(translateServerMessage('category_ids.0 is required', 'hi')).toBe('कैटेगरी का क्रम ज़रूरी है।');
  });

  it('leaves a refusal about a field it has no word for in English, whole', () => {
    for (const message of [
      'language must be a whole number',
      'discount_value must be from 1 to 100000 rupees',
      'price must be from 0 to lots rupees',
    ]) {
      expect(translateServerMessage(message, 'hi')).toBe(message);
      expect(translateServerMessage(message, 'bn')).toBe(message);
    }
  });

  it('writes a carried number of lakhs as Indians write it, and small ones as they came', () => {
    expect(translateServerMessage('A group can have at most 30 options.', 'hi')).toBe(
      'एक ग्रुप में ज़्यादा से ज़्यादा 30 विकल्प हो सकते हैं।',
    );
    expect(translateServerMessage('A dish can have at most 10 choice groups.', 'bn')).toBe(
      'একটি ডিশে সর্বোচ্চ 10টি গ্রুপ রাখা যায়।',
    );
    expect(translateServerMessage('Khabar is very busy right now. Please try again in a moment.', 'bn')).toBe(
      'Khabar-এ এখন খুব ভিড়। একটু পরে আবার চেষ্টা করুন।',
    );
    expect(translateServerMessage('name is too long (at most 1000000 characters)', 'bn')).toBe(
      'নাম: সর্বোচ্চ 10,00,000টি অক্ষর লিখুন।',
    );
  });
});
