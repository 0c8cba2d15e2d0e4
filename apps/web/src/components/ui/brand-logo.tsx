import { useBrandName } from '../../lib/use-app-config.ts';

/** The brand's mark and name; the name comes from BRAND_NAME through /api/config. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  const name = useBrandName();
  return (
    <span className="brand">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden>
        <rect width="64" height="64" rx="14" style={{ fill: 'var(--brand)' }} />
        <path d="M18 40c0-9 6-16 14-16s14 7 14 16z" fill="#fff" />
        <rect x="14" y="40" width="36" height="5" rx="2.5" fill="#fff" />
        <circle cx="32" cy="21" r="3" fill="#fff" />
      </svg>
      <span className="brand__name">{name}</span>
    </span>
  );
}
