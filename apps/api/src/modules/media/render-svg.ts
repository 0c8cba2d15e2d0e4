// Demo images are drawn, not downloaded: each path renders a small deterministic SVG (docs/product.md,
// Demo data: images made locally, never hot-linked).
const PALETTES = [
  ['#f97316', '#b45309'],
  ['#e11d48', '#9f1239'],
  ['#16a34a', '#166534'],
  ['#0ea5e9', '#0369a1'],
  ['#a855f7', '#6b21a8'],
  ['#eab308', '#a16207'],
  ['#14b8a6', '#0f766e'],
  ['#f43f5e', '#be123c'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const words = (slug: string) => slug.split('-').filter(Boolean);
const titleCase = (slug: string) =>
  words(slug)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
const initials = (slug: string) =>
  words(slug)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function restaurant(slug: string): string {
  const h = hash(slug);
  const [a, b] = PALETTES[h % PALETTES.length]!;
  const name = escapeXml(titleCase(slug).slice(0, 26));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" role="img" aria-label="${name}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="400" height="250" fill="url(#g)"/><circle cx="${300 + (h % 60)}" cy="${60 + (h % 50)}" r="90" fill="#fff" opacity=".12"/><circle cx="${60 + (h % 40)}" cy="220" r="70" fill="#fff" opacity=".1"/><ellipse cx="200" cy="168" rx="92" ry="30" fill="#fff" opacity=".9"/><ellipse cx="200" cy="160" rx="70" ry="20" fill="${b}" opacity=".35"/><text x="200" y="126" font-family="system-ui,sans-serif" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${initials(slug)}</text></svg>`;
}

function dish(restaurantSlug: string, itemSlug: string): string {
  const h = hash(`${restaurantSlug}/${itemSlug}`);
  const [a, b] = PALETTES[h % PALETTES.length]!;
  const letter = escapeXml((itemSlug[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(titleCase(itemSlug))}"><rect width="200" height="200" fill="${a}" opacity=".18"/><circle cx="100" cy="100" r="78" fill="#fff"/><circle cx="100" cy="100" r="60" fill="${a}"/><circle cx="${80 + (h % 20)}" cy="${85 + (h % 15)}" r="14" fill="${b}" opacity=".7"/><circle cx="${112 - (h % 12)}" cy="${118 - (h % 10)}" r="10" fill="#fff" opacity=".5"/><text x="100" y="114" font-family="system-ui,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}

function slide(n: string): string {
  const h = hash(`slide-${n}`);
  const [a, b] = PALETTES[h % PALETTES.length]!;
  const lines = [
    ['Biryani week', 'BIRYANI30: 30% off at Aminia Darbar'],
    ['Dosa mornings', 'DOSA15: 15% off at Udupi Sagar'],
    ['Tangra Chinese', 'DRAGON75: ₹75 off at Golden Dragon'],
    ['Mishti time', 'MISHTI40: ₹40 off sweets'],
    ['Late-night cravings', 'Kitchens open till midnight'],
  ][(Number(n) - 1 + 5) % 5]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 350" role="img" aria-label="${lines[0]}"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs><rect width="800" height="350" fill="url(#s)"/><circle cx="660" cy="175" r="130" fill="#fff" opacity=".15"/><circle cx="660" cy="175" r="90" fill="#fff" opacity=".9"/><circle cx="660" cy="175" r="64" fill="${a}"/><text x="56" y="160" font-family="system-ui,sans-serif" font-size="54" font-weight="800" fill="#fff">${lines[0]}</text><text x="56" y="214" font-family="system-ui,sans-serif" font-size="26" fill="#fff">${lines[1]}</text></svg>`;
}

/** A captain's portrait: initials on a helmet-coloured disc (captains/<name-slug>.svg). */
function captain(slug: string): string {
  const h = hash(`captain-${slug}`);
  const [a, b] = PALETTES[h % PALETTES.length]!;
  const name = escapeXml(titleCase(slug).slice(0, 40));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${name}"><rect width="120" height="120" fill="${a}" opacity=".2"/><path d="M22 120c4-26 20-38 38-38s34 12 38 38" fill="${b}"/><circle cx="60" cy="50" r="26" fill="#f1c9a5"/><path d="M32 48a28 28 0 0 1 56 0v4H32z" fill="${a}"/><rect x="30" y="48" width="60" height="7" rx="3" fill="${b}"/><text x="60" y="112" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initials(slug)}</text></svg>`;
}

const DEFAULT_ITEM = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="Dish"><rect width="200" height="200" fill="#f6f6f7"/><circle cx="100" cy="100" r="70" fill="#fff" stroke="#e4e4e7" stroke-width="6"/><path d="M70 80v40M80 80v40M75 120v30M130 80c-12 10-12 30 0 40v30" stroke="#a1a1aa" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="User"><rect width="100" height="100" fill="#fff1e8"/><circle cx="50" cy="38" r="18" fill="#d94f04"/><path d="M18 92c4-20 18-28 32-28s28 8 32 28" fill="#d94f04"/></svg>`;

const SAFE = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.svg$/;
const cache = new Map<string, string | null>();

/** The SVG for a media path, or null when the path names no image we draw. */
export function renderSvg(path: string): string | null {
  if (!SAFE.test(path) || path.length > 200) return null;
  const cached = cache.get(path);
  if (cached !== undefined) return cached;
  const parts = path.slice(0, -4).split('/');
  let svg: string | null = null;
  if (parts[0] === 'restaurants' && parts.length === 2) svg = restaurant(parts[1]!);
  else if (parts[0] === 'items' && parts.length === 3) svg = dish(parts[1]!, parts[2]!);
  else if (parts[0] === 'captains' && parts.length === 2) svg = captain(parts[1]!);
  else if (parts[0] === 'slides' && parts.length === 2 && /^\d{1,2}$/.test(parts[1]!)) svg = slide(parts[1]!);
  else if (path === 'default/item.svg') svg = DEFAULT_ITEM;
  else if (path === 'default/avatar.svg') svg = DEFAULT_AVATAR;
  if (cache.size < 20_000) cache.set(path, svg);
  return svg;
}
