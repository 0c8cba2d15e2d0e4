// The board's words: filters read from the address, and how late an order is, in plain words.
import { ORDER_RISK_LABEL } from '@khabar/domain/orders/order-risk';
import type { BoardFilters } from './api/list-admin-orders.ts';

export const BOARD_STATUS_OPTIONS = [
  { value: '', label: 'Every order today' },
  { value: 'open', label: 'Still open' },
  { value: 'at_risk', label: 'At risk' },
  { value: 'awaiting_payment', label: 'Awaiting payment' },
  { value: 'placed', label: 'Placed, not accepted' },
  { value: 'preparing', label: 'Preparing' },
  { value: 'captain_assigned', label: 'Captain assigned' },
  { value: 'on_the_way', label: 'On the way' },
  { value: 'ready_for_pickup', label: 'Ready for pickup' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export const PAYMENT_OPTIONS = [
  { value: '', label: 'Any payment' },
  { value: 'COD', label: 'Cash' },
  { value: 'WALLET', label: 'Wallet' },
  { value: 'RAZORPAY', label: 'Online' },
] as const;

export const PAYMENT_LABEL: Record<string, string> = { COD: 'Cash', WALLET: 'Wallet', RAZORPAY: 'Online' };

/** The domain's words for each risk (the board's rules and their names live together). */
export const RISK_LABEL = ORDER_RISK_LABEL;

/** The filters an address holds (`?status=at_risk&restaurant=3&area=Park+Street&payment=COD&page=2`). */
export function readBoardFilters(params: URLSearchParams): BoardFilters {
  const status = BOARD_STATUS_OPTIONS.find((o) => o.value !== '' && o.value === params.get('status'));
  const payment = PAYMENT_OPTIONS.find((o) => o.value !== '' && o.value === params.get('payment'));
  const restaurant = Number(params.get('restaurant'));
  const page = Number(params.get('page'));
  const area = params.get('area')?.trim() ?? '';
  return {
    status: status ? (status.value as BoardFilters['status']) : null,
    restaurantId: Number.isInteger(restaurant) && restaurant > 0 && restaurant < 2 ** 31 ? restaurant : null,
    area: area && area.length <= 80 ? area : null,
    payment: payment ? (payment.value as BoardFilters['payment']) : null,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** "12 min late", "8 min left", "On time", or a dash when the promise means nothing. */
export function lateText(minutesLate: number | null, statusId: number): string {
  if (minutesLate === null) return '–';
  const delivered = statusId === 5;
  if (minutesLate > 0) return delivered ? `Delivered ${minutesLate} min late` : `${minutesLate} min late`;
  if (delivered) return 'On time';
  return minutesLate === 0 ? 'Due now' : `${-minutesLate} min left`;
}
