// An order as get-orders and get-order-details answer it (SPEC.md section 3): rupee strings and percents.

export interface OrderItemJson {
  name: string;
  quantity: number;
  /** Price of one, in rupees. */
  price: string;
}

export interface OrderRestaurantJson {
  name: string;
  address: string;
  image: string;
  slug: string;
  contact_number: string;
}

export interface OrderJson {
  id: number;
  unique_order_id: string;
  created_at: string;
  updated_at: string;
  address: string;
  address_tag: string;
  location: { lat: number; lng: number };
  subtotal: string;
  total: string;
  payable: string;
  wallet_amount: string;
  /** Percent. */
  restaurant_charge: string;
  restaurant_charge_amount: string;
  delivery_charge: string;
  /** Percent. */
  tax: string;
  tax_amount: string;
  /** Empty string when there was no tip (the spec hides the row then). */
  driver_tip_amount: string;
  discount: string;
  payment_mode: 'COD' | 'WALLET' | 'RAZORPAY';
  orderstatus_id: number;
  delivery_type: number;
  delivery_pin: string;
  promised_at: string;
  orderitems: OrderItemJson[];
  resturant_details: OrderRestaurantJson | null;
  coupon_details: { code: string; name: string } | null;
}

export interface OrderDetailsResponse {
  success: true;
  data: Omit<OrderJson, 'resturant_details' | 'coupon_details'>;
  resturant_details: OrderRestaurantJson | null;
  coupon_details: { code: string; name: string } | null;
}
