/** A card of grey lines standing in for content that is loading; screen readers hear `label`. */
export function SkeletonCard({
  label,
  widths = ['50%', '100%', '100%', '70%'],
}: {
  label: string;
  widths?: string[];
}) {
  return (
    <section className="card" aria-busy="true" aria-label={label}>
      {widths.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="skeleton skeleton--line" style={{ width: w }} />
      ))}
    </section>
  );
}
