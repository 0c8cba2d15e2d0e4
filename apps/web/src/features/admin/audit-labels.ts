// The audit log's codes in words: who acted, what they did, to what.

const ROLES: Record<string, string> = {
  admin: 'Admin',
  support: 'Support',
  staff: 'Restaurant staff',
  system: 'System',
};
const ENTITIES: Record<string, string> = {
  restaurant: 'Restaurant',
  category: 'Category',
  item: 'Dish',
  operator: 'Operator',
  staff: 'Staff',
  coupon: 'Coupon',
  captain: 'Captain',
  slide: 'Promo slide',
  settings: 'Settings',
  order: 'Order',
  customer: 'Customer',
  goodwill: 'Goodwill credit',
  cash_handin: 'Cash hand-in',
  rating: 'Rating',
  webhook: 'Webhook',
};

/** 'staff' -> 'Restaurant staff'; an unknown role as it is, capitalised. */
export const roleLabel = (role: string) => ROLES[role] ?? capitalise(role.replace(/_/g, ' '));

/** 'item' -> 'Dish'. */
export const entityLabel = (entity: string) => ENTITIES[entity] ?? capitalise(entity.replace(/_/g, ' '));

/** 'item.archive' -> 'Dish archive', 'operator.invite' -> 'Operator invite', 'categories_reorder' -> 'Categories reorder'. */
export function actionLabel(action: string): string {
  const [head = '', ...rest] = action.split('.');
  // The codes' underscores are spaces; the entity's own label keeps its hyphen ("Cash hand-in").
  const code = (part: string) => part.replace(/[_-]/g, ' ');
  const words = [ENTITIES[head]?.toLowerCase() ?? code(head), ...rest.map(code)].join(' ').trim();
  return capitalise(words);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
