// The columns the board's rules read (packages/domain orders/order-risk.ts), selected once for the
// board and the order page, and turned into the domain's OrderClock.
import { schema } from '@khabar/db';
import type { OrderClock } from '@khabar/domain';

const o = schema.orders;

export const clockColumns = {
  id: o.id,
  statusId: o.orderstatusId,
  deliveryType: o.deliveryType,
  createdAt: o.createdAt,
  placedAt: o.placedAt,
  acceptWindowSeconds: o.acceptWindowSeconds,
  promisedAt: o.promisedAt,
  readyAt: o.readyAt,
  pickedUpAt: o.pickedUpAt,
  deliveredAt: o.deliveredAt,
  deliveryPartnerId: o.deliveryPartnerId,
  distanceM: o.distanceM,
};

interface ClockRow {
  statusId: number;
  deliveryType: number;
  createdAt: Date;
  placedAt: Date | null;
  acceptWindowSeconds: number | null;
  promisedAt: Date;
  readyAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  deliveryPartnerId: number | null;
  distanceM: number | null;
}

/** An order row as the rules read it; an order from before the window column gets the setting in force. */
export const orderClockOf = ({
  row,
  acceptWindowSeconds,
}: {
  row: ClockRow;
  acceptWindowSeconds: number;
}): OrderClock => ({
  statusId: row.statusId,
  deliveryType: row.deliveryType,
  createdAt: row.createdAt,
  placedAt: row.placedAt,
  acceptWindowSeconds: row.acceptWindowSeconds ?? acceptWindowSeconds,
  promisedAt: row.promisedAt,
  readyAt: row.readyAt,
  pickedUpAt: row.pickedUpAt,
  deliveredAt: row.deliveredAt,
  hasCaptain: row.deliveryPartnerId !== null,
  distanceM: row.distanceM,
});
