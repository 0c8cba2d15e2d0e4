import type { CartQuote, CartQuoteBody, ServerLanguage } from '@khabar/domain';
import { type PricingDeps, priceCart } from './price-cart.ts';
import { toQuoteJson } from './to-quote-json.ts';

/**
 * The bill of a cart, priced by the server; a customer's (userId) includes their wallet and methods.
 * Its words (the coupon's, why a way to pay is not offered) are in `language`.
 */
export async function quoteCart(
  input: PricingDeps & { cart: CartQuoteBody; userId: number | null; language: ServerLanguage },
): Promise<{ success: true; data: CartQuote }> {
  const priced = await priceCart(input);
  return {
    success: true,
    data: toQuoteJson({ p: priced, taxBp: input.business.taxBp, language: input.language }),
  };
}
