/** A restaurant takes orders only when it is open now and active: the one rule for dimming and ADD. */
export const isOrderable = (r: { is_open: 0 | 1; is_active: 0 | 1 }): boolean =>
  r.is_open === 1 && r.is_active === 1;
