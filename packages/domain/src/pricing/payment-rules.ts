import { formatInr } from '../money/rupees.ts';

// docs/product.md (Cart and checkout, Our readings): who may pay how. The wallet may cover part of a total
// and never more than the balance or the total; cash on delivery is for delivery orders below COD_MAX from
// restaurants that accept it, and never together with the wallet.

export type PaymentMethod = 'RAZORPAY' | 'WALLET' | 'COD';

export interface WalletSplit {
  /** Paid from the wallet. */
  walletPaise: number;
  /** Left to pay by the other method. */
  payablePaise: number;
}

export function splitWallet(totalPaise: number, balancePaise: number, useWallet: boolean): WalletSplit {
  if (
    !Number.isInteger(totalPaise) ||
    totalPaise < 0 ||
    !Number.isInteger(balancePaise) ||
    balancePaise < 0
  ) {
    throw new RangeError('amounts must be whole paise >= 0');
  }
  const walletPaise = useWallet ? Math.min(totalPaise, balancePaise) : 0;
  return { walletPaise, payablePaise: totalPaise - walletPaise };
}

export type Availability = { allowed: true } | { allowed: false; reason: string };

export function codAvailability(input: {
  mode: 'delivery' | 'self';
  subtotalPaise: number;
  codMaxPaise: number;
  restaurantAcceptsCod: boolean;
  usingWallet: boolean;
}): Availability {
  if (input.mode === 'self')
    return { allowed: false, reason: 'Cash on Delivery is not available for self pickup' };
  if (!input.restaurantAcceptsCod)
    return { allowed: false, reason: 'This restaurant is currently not accepting COD' };
  if (input.usingWallet) return { allowed: false, reason: 'COD not available when using wallet' };
  if (input.subtotalPaise >= input.codMaxPaise) {
    return {
      allowed: false,
      reason: `COD not allowed on order amount above ${formatInr(input.codMaxPaise, { trimZeros: true }).replace('₹', '₹ ')}`,
    };
  }
  return { allowed: true };
}

export function walletAvailability(balancePaise: number, loggedIn: boolean): Availability {
  if (!loggedIn) return { allowed: false, reason: 'Login / Signup to continue' };
  if (balancePaise <= 0) return { allowed: false, reason: 'Your wallet is empty' };
  return { allowed: true };
}

/** Tips come in +5, +10, +20 steps that add up; Clear sets 0. Capped so a slip cannot tip thousands. */
export const TIP_STEPS_RUPEES = [5, 10, 20] as const;
export const MAX_TIP_PAISE = 50_000;
