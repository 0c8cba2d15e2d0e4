/**
 * Holds the place of the restaurant's facts and actions while they load (the dishes often arrive
 * first), so the menu below does not jump down when they come.
 */
export function MenuInfoSkeleton() {
  return (
    <div className="menu-info" aria-hidden>
      <div className="menu-info__facts">
        <div className="skeleton skeleton--line" style={{ width: '70%' }} />
      </div>
      <div className="skeleton" style={{ width: '80%', height: 38 }} />
    </div>
  );
}
