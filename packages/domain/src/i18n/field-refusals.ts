// A refusal about one field of a request, in Hindi and Bengali (issue 28). The contracts and the error
// handler say what is wrong with a field by the API's name for it ("old_price must be from 0 to 100000
// rupees"), in English as they always have; those names mean nothing on a Hindi or Bengali screen, so
// a template's {field} is said with the word the form labels it with (FIELD_WORDS), and a message whose
// field has no word here is not matched and goes out in English whole, never half translated. The words
// are the staff catalogue's (docs/i18n-glossary.md): these fields are the menu editor's, where a
// restaurant's staff meet them, and the few every logged-in call carries.
import type { Translation } from './said.ts';

/** The API's field names (a request's body and path), as the console's forms label them. */
export const FIELD_WORDS: Record<string, Translation> = {
  price: { hi: 'दाम', bn: 'দাম' },
  old_price: { hi: 'पुराना दाम', bn: 'আগের দাম' },
  name: { hi: 'नाम', bn: 'নাম' },
  description: { hi: 'विवरण', bn: 'বিবরণ' },
  diet: { hi: 'शाकाहारी / मांसाहारी', bn: 'নিরামিষ / আমিষ' },
  // The switches' own labels, quoted: a sentence around them reads them as names.
  is_recommended: { hi: '"सुझाई गई"', bn: '"প্রস্তাবিত"' },
  is_active: { hi: '"स्टॉक में"', bn: '"স্টকে আছে"' },
  is_hidden: { hi: '"ग्राहकों से छिपी"', bn: '"গ্রাহকদের থেকে লুকানো"' },
  kind: { hi: 'ग्रुप का प्रकार', bn: 'গ্রুপের ধরন' },
  // Quoted as the form's own check quotes them: "कम से कम 0 से 20 तक" would read as a range.
  min: { hi: '"कम से कम"', bn: '"কমপক্ষে"' },
  max: { hi: '"ज़्यादा से ज़्यादा"', bn: '"সর্বোচ্চ"' },
  category_id: { hi: 'कैटेगरी', bn: 'ক্যাটেগরি' },
  // The version the editor read (a save names it, so two editors never overwrite each other).
  version: { hi: 'वर्ज़न', bn: 'ভার্সন' },
  // The lists a move sends, in their new order.
  category_ids: { hi: 'कैटेगरी का क्रम', bn: 'ক্যাটেগরির ক্রম' },
  item_ids: { hi: 'डिश का क्रम', bn: 'ডিশের ক্রম' },
  group_ids: { hi: 'ग्रुप का क्रम', bn: 'গ্রুপের ক্রম' },
  choice_ids: { hi: 'विकल्पों का क्रम', bn: 'অপশনের ক্রম' },
  // The path's ids (the page builds them; a wrong one is a link gone bad).
  restaurantId: { hi: 'रेस्टोरेंट', bn: 'রেস্তোরাঁ' },
  categoryId: { hi: 'कैटेगरी', bn: 'ক্যাটেগরি' },
  itemId: { hi: 'डिश', bn: 'ডিশ' },
  groupId: { hi: 'ग्रुप', bn: 'গ্রুপ' },
  choiceId: { hi: 'विकल्प', bn: 'অপশন' },
  // What every logged-in call may carry, and the request as a whole.
  token: { hi: 'लॉग इन', bn: 'লগ ইন' },
  user_id: { hi: 'खाता', bn: 'অ্যাকাউন্ট' },
  body: { hi: 'अनुरोध', bn: 'অনুরোধ' },
  photo: { hi: 'फ़ोटो', bn: 'ছবি' },
};

/** What a text can hold (safe-text.ts's textProblem), after its field's name. */
const TEXT_PROBLEMS: Record<string, Translation> = {
  '{field} contains a NUL character': {
    hi: '{field}: इसमें ऐसा अक्षर है जो सेव नहीं हो सकता।',
    bn: '{field}: এতে এমন একটি অক্ষর আছে যা সেভ করা যায় না।',
  },
  '{field} is not valid Unicode text': {
    hi: '{field}: कुछ अक्षर बिगड़ गए हैं। फिर से लिखें।',
    bn: '{field}: কিছু অক্ষর নষ্ট হয়ে গেছে। আবার লিখুন।',
  },
  '{field} is not valid UTF-8 text': {
    hi: '{field}: कुछ अक्षर बिगड़ गए हैं। फिर से लिखें।',
    bn: '{field}: কিছু অক্ষর নষ্ট হয়ে গেছে। আবার লিখুন।',
  },
};
const NOT_VALID: Translation = { hi: '{field} सही नहीं है।', bn: '{field} সঠিক নয়।' };
const TEXT: Translation = { hi: '{field}: टेक्स्ट लिखें।', bn: '{field}: লেখা দিন।' };
const YES_OR_NO: Translation = { hi: '{field}: हाँ या ना, एक चुनें।', bn: '{field}: হ্যাঁ বা না, একটি বেছে নিন।' };

/**
 * Refusals about a field, as the contracts (strict-inputs.ts, the menu editor's price, counts and
 * switches), the error handler's words for zod's own checks and the input guard write them. The more
 * particular first: "{field} must be from {min} to {max} rupees" before "... to {max}".
 */
export const FIELD_TEMPLATES: Record<string, Translation> = {
  '{field} must be an amount in rupees': {
    hi: '{field} रुपये में लिखें, जैसे 149 या 149.50।',
    bn: '{field} টাকায় লিখুন, যেমন 149 বা 149.50।',
  },
  '{field} must be from {min} to {max} rupees': {
    hi: '{field} ₹{min} से ₹{max} के बीच रखें।',
    bn: '{field} ₹{min} থেকে ₹{max}-এর মধ্যে রাখুন।',
  },
  '{field} can have at most two decimals': {
    hi: '{field}: दशमलव के बाद ज़्यादा से ज़्यादा दो अंक लिखें।',
    bn: '{field}: দশমিকের পরে সর্বোচ্চ দুটি অঙ্ক লিখুন।',
  },
  '{field} must be from {min} to {max}': {
    hi: '{field} {min} से {max} तक की पूरी संख्या होनी चाहिए।',
    bn: '{field} {min} থেকে {max}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  },
  '{field} must be a whole number': {
    hi: '{field} पूरी संख्या होनी चाहिए।',
    bn: '{field} একটি পূর্ণ সংখ্যা হতে হবে।',
  },
  '{field} must be a number': { hi: '{field}: संख्या लिखें।', bn: '{field}: সংখ্যা লিখুন।' },
  '{field} must be true or false': YES_OR_NO,
  '{field} must be a boolean': YES_OR_NO,
  '{field} must be text': TEXT,
  '{field} must be a string': TEXT,
  '{field} must be plain text': {
    hi: '{field}: इसमें ऐसे अक्षर हैं जो सेव नहीं हो सकते।',
    bn: '{field}: এতে এমন অক্ষর আছে যা সেভ করা যায় না।',
  },
  '{field} is not valid': NOT_VALID,
  '{field} must be a list of ids': NOT_VALID,
  '{field} must be an object': NOT_VALID,
  '{field} must be an array': NOT_VALID,
  '{field} has a key that is not allowed': NOT_VALID,
  '{field} is required': { hi: '{field} ज़रूरी है।', bn: '{field} দিতে হবে।' },
  '{field} is too long (at most {max} characters)': {
    hi: '{field}: ज़्यादा से ज़्यादा {max} अक्षर लिखें।',
    bn: '{field}: সর্বোচ্চ {max}টি অক্ষর লিখুন।',
  },
  '{field} is too short (at least {min} characters)': {
    hi: '{field}: कम से कम {min} अक्षर लिखें।',
    bn: '{field}: অন্তত {min}টি অক্ষর লিখুন।',
  },
  '{field} has too many items (at most {max})': {
    hi: '{field}: ज़्यादा से ज़्यादा {max} हो सकते हैं।',
    bn: '{field}: সর্বোচ্চ {max}টি রাখা যায়।',
  },
  '{field} needs at least {min} item(s)': {
    hi: '{field}: कम से कम {min} दें।',
    bn: '{field}: অন্তত {min}টি দিন।',
  },
  '{field} is too large (at most {max})': {
    hi: '{field}: ज़्यादा से ज़्यादा {max}।',
    bn: '{field}: সর্বোচ্চ {max}।',
  },
  '{field} is too small (at least {min})': { hi: '{field}: कम से कम {min}।', bn: '{field}: অন্তত {min}।' },
  '{field} is too large a number': {
    hi: '{field}: संख्या बहुत बड़ी है।',
    bn: '{field}: সংখ্যাটি অনেক বড়।',
  },
  ...TEXT_PROBLEMS,
  // A photo form's text fields (images/read-photo-form.ts): the same, as sentences.
  ...Object.fromEntries(Object.entries(TEXT_PROBLEMS).map(([en, said]) => [`${en}.`, said])),
  '{field} is too long.': { hi: '{field} बहुत लंबा है।', bn: '{field} খুব লম্বা।' },
  '{field} is sent twice.': { hi: '{field} दो बार भेजा गया।', bn: '{field} দুবার পাঠানো হয়েছে।' },
};
