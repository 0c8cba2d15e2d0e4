import { roundToRupee } from '../money/rupees.ts';

// docs/product.md, Our readings: DYNAMIC = base + extra per km beyond the base distance, rounded to the
// rupee; a fixed type charges the base; pickup is free. Beyond the radius, or with no known distance, the
// restaurant cannot deliver.

export interface DeliveryTerms {
  type: 'DYNAMIC' | 'FIXED';
  basePaise: number;
  baseKm: number;
  extraPerKmPaise: number;
  radiusKm: number;
}

export type DeliveryQuote = { ok: true; feePaise: number } | { ok: false; reason: 'out-of-range' };

export function quoteDelivery(
  terms: DeliveryTerms,
  distanceMetres: number | null,
  mode: 'delivery' | 'self',
): DeliveryQuote {
  if (mode === 'self') return { ok: true, feePaise: 0 };
  if (distanceMetres === null || !Number.isFinite(distanceMetres) || distanceMetres < 0) {
    return { ok: false, reason: 'out-of-range' };
  }
  if (distanceMetres > terms.radiusKm * 1000) return { ok: false, reason: 'out-of-range' };
  if (terms.type === 'FIXED') return { ok: true, feePaise: terms.basePaise };
  const extraMetres = Math.max(0, distanceMetres - terms.baseKm * 1000);
  const extra = Math.round((terms.extraPerKmPaise * extraMetres) / 1000);
  return { ok: true, feePaise: roundToRupee(terms.basePaise + extra) };
}
