// The limits of the business settings an admin may change (settings-fields.ts checks them; the env's
// defaults and the back office's form use the same numbers). No zod here: the form imports it.
export const SETTING_LIMITS = {
  /** GST on food in India is 5 % (18 % in some cases); 28 % is the highest slab there is. */
  taxPercent: { min: 0, max: 28 },
  /** Whole rupees: the cash-on-delivery limit and the minimum order. */
  rupees: { min: 0, max: 100_000 },
  acceptWindowSeconds: { min: 5, max: 3600 },
  supportPhone: { min: 3, max: 20 },
  supportChatUrl: { max: 300 },
  /** Whole rupees a support agent may credit as goodwill in a day without an admin; one credit is at most Rs 10,000. */
  goodwillDailyCap: { min: 0, max: 10_000 },
} as const;
