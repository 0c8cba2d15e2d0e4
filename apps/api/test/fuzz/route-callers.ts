// Who each route is for, and the field values that make a good request of it whatever the database
// holds (the fuzz test adds the ids it reads from its own). A good request must pass validation, so
// these are values each contract accepts: a made-up "sample" for an hour, a PIN or a phone is a 400.

/** The kinds of account a route may be for. */
export type Caller = 'customer' | 'staff' | 'captain' | 'admin';

/**
 * The account a route is for: the back office's are an admin's, the restaurant console's and the menu
 * editor's the restaurant's staff, the captain app's a captain's; everything else a customer's.
 */
export function callerOf(url: string): Caller {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (url.startsWith('/api/partner/') || url.startsWith('/api/menu-editor/')) return 'staff';
  if (url.startsWith('/api/captain/')) return 'captain';
  return 'customer';
}

/** The routes that read a multipart form (a photo, the profile) rather than a JSON body. */
export const isUploadRoute = (url: string) => /\/photo$/.test(url) || url === '/api/edit-profile';

/** Values for fields by name, the same on any database. */
export const STATIC_HINTS: Record<string, unknown> = {
  coupon: '',
  driver_tip_amount: 0,
  delivery_type: 1,
  partial_wallet: false,
  // An order for now: the good request of cart-quote and place-order (an order for later has its own tests).
  scheduled_for: null,
  method: 'COD',
  house: '4B',
  landmark: 'Metro',
  tag: 'HOME',
  q: 'biryani',
  phone: '9330000101',
  otp: '12345',
  name: 'Fuzz Tester',
  email: 'fuzz@example.com',
  referral: '',
  get_only_default_address: false,
  // The back office's settings and promo slides.
  version: 1,
  tax_percent: 12,
  cod_max: 500,
  min_order: 149,
  accept_window_seconds: 180,
  support_phone: '1800-200-3000',
  support_email: 'help@khabar.example',
  support_chat_url: 'https://wa.me/919800000000',
  title: 'Fuzz week',
  position: 0,
  coupon_id: null,
  starts_at: null,
  ends_at: null,
  // Customer support: a goodwill credit, a block's reason, a request's decision, the settings' cap.
  amount: 150,
  reason: 'Food arrived cold',
  note: 'Checked the order',
  goodwill_daily_cap: 600,
  orders_page: 1,
  wallet_page: 1,
  // The dashboard's range and a statement's month (Kolkata dates).
  from: '2026-11-01',
  to: '2026-11-19',
  month: '2026-11',
  // A restaurant as the back office writes it.
  slug: 'fuzz-kitchen',
  locality: 'Park Street',
  contact_number: '9830012345',
  delivery_time_min: 30,
  hours: [
    { day: 1, opens: '11:00', closes: '15:00' },
    { day: 1, opens: '18:00', closes: '23:00' },
  ],
  level: 'support',
  role: 'staff',
  vehicle_number: 'WB 02 AB 1234',
  // Coupons: a code a customer could type, a discount its type allows.
  code: 'FUZZ10',
  discount_type: 'PERCENTAGE',
  discount_value: 10,
  upto_amount: 100,
  min_order_amount: 199,
  // Switches a good request leaves on (the spoiled ones try every other value).
  is_active: true,
  is_open: true,
  on_duty: true,
  is_hidden: false,
  // A dish: no struck-through price unless it is more than the price.
  old_price: null,
  preparation_min: 15,
  before_id: null,
  accuracy_m: 12,
  pin: '0000',
  // The cash ledger's writes carry one (decision 039).
  'idempotency-key': 'fuzz-cash-entry',
};

/** Values one route needs other than the shared ones, by route. */
export const ROUTE_HINTS: Record<string, Record<string, unknown>> = {
  // A customer is found by a phone or an order number, not both (the demo customer's phone).
  '/api/admin/customers/find': { phone: '9876543210', order_id: null },
  // Chips must be those of the stars given: none fits every rating.
  '/api/orders/:orderId/rating': { tags: [] },
  // A browser's push subscription (decision 051): a push service's https endpoint, a P-256 key (65
  // bytes) and a 16-byte auth secret, for the customer's own orders.
  '/api/push/subscribe': {
    audience: 'customer',
    restaurant_id: null,
    subscription: {
      endpoint: 'https://push.example/fuzz-browser',
      keys: {
        p256dh: 'BIxQZD5QObDjQydbeOkYi85mfLHiQvAXZXacvpUbE3yonXzwWpUgsKrNg6hF_F9R1bM132WIODPW6vtODaBn0v4',
        auth: 'AAECAwQFBgcICQoLDA0ODw',
      },
    },
  },
  '/api/push/unsubscribe': { endpoint: 'https://push.example/fuzz-browser' },
  // A complaint is refunded by an amount or by lines, not both.
  '/api/admin/complaints/:id/refund': { amount: 10, lines: [], to: 'wallet' },
  // A webhook receiver outside production may be on this machine (nothing listens on port 9).
  '/api/admin/webhooks/create': { url: 'http://127.0.0.1:9/fuzz-new', events: ['order.status_changed'] },
  '/api/admin/webhooks/:webhookId': {
    url: 'http://127.0.0.1:9/fuzz-moved',
    events: ['order.status_changed'],
  },
};
