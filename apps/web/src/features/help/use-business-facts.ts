import { formatInr } from '@khabar/domain/money/rupees';
import { useAppConfig, useBrandName } from '../../lib/use-app-config.ts';

/**
 * The business settings the help pages quote (brand, minimum order, the cash-on-delivery limit, tax), read
 * from the server's configuration so the text can never disagree with the bill.
 */
export function useBusinessFacts() {
  const c = useAppConfig({ fresh: true }).data;
  const brand = useBrandName();
  const money = (paise: number | undefined) =>
    paise === undefined ? '…' : formatInr(paise, { trimZeros: true });
  return {
    brand,
    minOrder: money(c?.minOrderPaise),
    codMax: money(c?.codMaxPaise),
    tax: c ? `${c.taxBp / 100}%` : '…',
  };
}
