import { type Db, schema } from '@khabar/db';
import { choicesJson, type OrderJson, paiseToRupees } from '@khabar/domain';
import { inArray } from 'drizzle-orm';
import { type OrderRow, orderCoreJson } from '../lifecycle/index.ts';

/**
 * An order in the spec's shape (docs/product.md, Entities): rupee strings, percents, the restaurant's
 * details.
 */
export async function loadOrdersJson({ db, rows }: { db: Db; rows: OrderRow[] }): Promise<OrderJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db.select().from(schema.orderItems).where(inArray(schema.orderItems.orderId, ids));
  const restaurants = await db
    .select()
    .from(schema.restaurants)
    .where(inArray(schema.restaurants.id, [...new Set(rows.map((r) => r.restaurantId))]));
  const couponIds = rows.map((r) => r.couponId).filter((c): c is number => c !== null);
  const coupons = couponIds.length
    ? await db.select().from(schema.coupons).where(inArray(schema.coupons.id, couponIds))
    : [];
  return rows.map((o) => {
    const r = restaurants.find((x) => x.id === o.restaurantId);
    const c = coupons.find((x) => x.id === o.couponId);
    return {
      ...orderCoreJson(o),
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
      address: [o.house, o.address].filter(Boolean).join(', '),
      address_tag: o.addressTag,
      location: { lat: o.latitude, lng: o.longitude },
      subtotal: paiseToRupees(o.subtotalPaise),
      total: paiseToRupees(o.totalPaise),
      payable: paiseToRupees(o.payablePaise),
      wallet_amount: paiseToRupees(o.walletPaise),
      restaurant_charge: paiseToRupees(o.restaurantChargeBp),
      restaurant_charge_amount: paiseToRupees(o.restaurantChargePaise),
      delivery_charge: paiseToRupees(o.deliveryChargePaise),
      tax: paiseToRupees(o.taxBp),
      tax_amount: paiseToRupees(o.taxPaise),
      driver_tip_amount: o.driverTipPaise > 0 ? paiseToRupees(o.driverTipPaise) : '',
      discount: paiseToRupees(o.discountPaise),
      delivery_type: o.deliveryType,
      delivery_pin: o.deliveryPin,
      promised_at: o.promisedAt.toISOString(),
      orderitems: items
        .filter((i) => i.orderId === o.id)
        .sort((a, b) => a.id - b.id)
        .map((i) => ({
          item_id: i.itemId,
          name: i.name,
          quantity: i.quantity,
          price: paiseToRupees(i.pricePaise),
          choices: choicesJson(i.choices),
        })),
      resturant_details: r
        ? { name: r.name, address: r.address, image: r.image, slug: r.slug, contact_number: r.contactNumber }
        : null,
      coupon_details: c ? { code: c.code, name: c.name } : null,
    };
  });
}
