// Where a tap on a promo slide goes: the restaurant's menu it links to; a coupon's restaurant's menu,
// or the offers page for a coupon every restaurant takes; else the slide's own in-app path (the demo
// seed's slides carry one), if any.

export interface SlideTarget {
  /** The path stored with the slide (demo slides), used when it links to nothing else. */
  link: string | null;
  /** The slug of the restaurant the slide links to. */
  restaurantSlug: string | null;
  /** The coupon the slide links to, and the slug of that coupon's restaurant (null: every restaurant). */
  coupon: { restaurantSlug: string | null } | null;
}

export function promoSlideLink(t: SlideTarget): string | null {
  if (t.restaurantSlug) return `/restaurantDetail/${t.restaurantSlug}`;
  if (t.coupon) return t.coupon.restaurantSlug ? `/restaurantDetail/${t.coupon.restaurantSlug}` : '/offers';
  return t.link;
}
