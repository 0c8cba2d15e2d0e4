// The words of a push notification (issue 28, decision 051). The customer's come from the same wording
// as their order list (the status's label, "Food is on the way") and their in-app alert for the step;
// one function per audience, given the status and the person's language, in English, Hindi and Bengali.

// users.language's values (migration 0023); kept here so the lead's i18n names stay free.
const LANGUAGES = ['en', 'hi', 'bn'] as const;
type Language = (typeof LANGUAGES)[number];

export interface PushText {
  title: string;
  body: string;
}

interface StepWords {
  /** The status's label as the order list shows it (SPEC section 4). */
  title: string;
  body: (f: { orderNumber: string; restaurantName: string }) => string;
}

interface PushWords {
  steps: Partial<Record<number, StepWords>>;
  newOrder: (f: { orderNumber: string; total: string }) => PushText;
  offer: (f: { restaurantName: string }) => PushText;
}

// Status ids: ORDER_STATUS (orders/order-status.ts); 1 placed, 2 preparing, 3 rider assigned, 4 on the
// way, 5 delivered, 6 cancelled, 10 ready for pickup.
const ENGLISH: PushWords = {
  steps: {
    2: {
      title: 'Preparing Food',
      body: (f) => `${f.restaurantName} is preparing your order ${f.orderNumber}.`,
    },
    3: {
      title: 'Delivery Agent Assigned',
      body: (f) => `A rider will pick up your order ${f.orderNumber} from ${f.restaurantName}.`,
    },
    4: {
      title: 'Food is on the way',
      body: (f) => `Your rider has picked up your order ${f.orderNumber} and is on the way.`,
    },
    5: {
      title: 'Delivered',
      body: (f) => `Your order ${f.orderNumber} was delivered. Enjoy your meal.`,
    },
    6: {
      title: 'Cancelled',
      body: (f) => `Your order ${f.orderNumber} from ${f.restaurantName} was cancelled.`,
    },
    10: {
      title: 'Food is ready for pickup',
      body: (f) =>
        `Your order ${f.orderNumber} is ready at ${f.restaurantName}. Show your PIN at the counter.`,
    },
  },
  newOrder: (f) => ({ title: 'New order', body: `Order ${f.orderNumber}, ${f.total}: accept it in time.` }),
  offer: (f) => ({
    title: 'New delivery offer',
    body: `A pickup from ${f.restaurantName}: take it in time.`,
  }),
};

// Written by hand in the words of the web's catalogues (docs/i18n-glossary.md): the status labels are
// the order list's, the sentences the in-app alert's without the rider's name.
const HINDI: PushWords = {
  steps: {
    2: {
      title: 'खाना बन रहा है',
      body: (f) => `${f.restaurantName} आपका ऑर्डर ${f.orderNumber} तैयार कर रहा है।`,
    },
    3: {
      title: 'डिलीवरी पार्टनर तय हुआ',
      body: (f) => `एक राइडर आपका ऑर्डर ${f.orderNumber} ${f.restaurantName} से लेंगे।`,
    },
    4: {
      title: 'खाना रास्ते में है',
      body: (f) => `आपके राइडर ने आपका ऑर्डर ${f.orderNumber} ले लिया है और रास्ते में हैं।`,
    },
    5: {
      title: 'डिलीवर हो गया',
      body: (f) => `आपका ऑर्डर ${f.orderNumber} डिलीवर हो गया। खाने का मज़ा लीजिए।`,
    },
    6: {
      title: 'रद्द हुआ',
      body: (f) => `${f.restaurantName} से आपका ऑर्डर ${f.orderNumber} रद्द हो गया।`,
    },
    10: {
      title: 'खाना पिकअप के लिए तैयार है',
      body: (f) => `आपका ऑर्डर ${f.orderNumber} ${f.restaurantName} पर तैयार है। काउंटर पर अपना PIN दिखाएँ।`,
    },
  },
  newOrder: (f) => ({ title: 'नया ऑर्डर', body: `ऑर्डर ${f.orderNumber}, ${f.total}: समय रहते स्वीकार करें।` }),
  offer: (f) => ({ title: 'नया डिलीवरी ऑफ़र', body: `${f.restaurantName} से पिकअप: समय रहते लें।` }),
};

const BENGALI: PushWords = {
  steps: {
    2: {
      title: 'খাবার তৈরি হচ্ছে',
      body: (f) => `${f.restaurantName} আপনার অর্ডার ${f.orderNumber} তৈরি করছে।`,
    },
    3: {
      title: 'ডেলিভারি পার্টনার ঠিক হয়েছে',
      body: (f) => `একজন রাইডার আপনার অর্ডার ${f.orderNumber} ${f.restaurantName} থেকে নেবেন।`,
    },
    4: {
      title: 'খাবার পথে আছে',
      body: (f) => `আপনার রাইডার আপনার অর্ডার ${f.orderNumber} নিয়ে রওনা দিয়েছেন।`,
    },
    5: {
      title: 'ডেলিভারি হয়েছে',
      body: (f) => `আপনার অর্ডার ${f.orderNumber} ডেলিভারি হয়েছে। খাবার উপভোগ করুন।`,
    },
    6: {
      title: 'বাতিল হয়েছে',
      body: (f) => `${f.restaurantName} থেকে আপনার অর্ডার ${f.orderNumber} বাতিল হয়েছে।`,
    },
    10: {
      title: 'খাবার নিয়ে যাওয়ার জন্য তৈরি',
      body: (f) => `আপনার অর্ডার ${f.orderNumber} ${f.restaurantName}-এ তৈরি। কাউন্টারে আপনার PIN দেখান।`,
    },
  },
  newOrder: (f) => ({ title: 'নতুন অর্ডার', body: `অর্ডার ${f.orderNumber}, ${f.total}: সময়মতো গ্রহণ করুন।` }),
  offer: (f) => ({ title: 'নতুন ডেলিভারি অফার', body: `${f.restaurantName} থেকে পিকআপ: সময়মতো নিন।` }),
};

const WORDS: Record<Language, PushWords> = { en: ENGLISH, hi: HINDI, bn: BENGALI };

const wordsOf = (language: string | null | undefined): PushWords =>
  WORDS[(LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en'] ?? ENGLISH;

/** What the customer is told of their order reaching `status`; null for a status they are not told of. */
export function orderStepPushText(input: {
  status: number;
  language: string | null | undefined;
  orderNumber: string;
  restaurantName: string;
}): PushText | null {
  const words = wordsOf(input.language).steps[input.status] ?? ENGLISH.steps[input.status];
  return words ? { title: words.title, body: words.body(input) } : null;
}

/** What a restaurant's staff are told of a new order (`total` already formatted, e.g. "₹250.00"). */
export const newOrderPushText = (input: {
  language: string | null | undefined;
  orderNumber: string;
  total: string;
}): PushText => wordsOf(input.language).newOrder(input);

/** What a captain is told of a delivery offered to them. */
export const offerPushText = (input: {
  language: string | null | undefined;
  restaurantName: string;
}): PushText => wordsOf(input.language).offer(input);
