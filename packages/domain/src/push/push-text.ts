// The words of a push notification (issue 28, decision 051). The customer's come from the same wording
// as their order list (the status's label, "Food is on the way") and their in-app alert for the step;
// one function per audience, given the status and the person's language, so a language is added by
// filling in its table and nothing else. A language without a table (yet) reads English.

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

const WORDS: Record<'en', PushWords> & Partial<Record<Language, PushWords>> = { en: ENGLISH };

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
