import css from './menu.module.css';

/**
 * Holds the place of the restaurant's facts and actions while they load (the dishes often arrive
 * first), so the menu below does not jump down when they come.
 */
export function MenuInfoSkeleton() {
  return (
    <div className={css.info} aria-hidden>
      <div className={css.facts}>
        <div className="skeleton skeleton--line" style={{ width: '70%' }} />
      </div>
      <div className="skeleton" style={{ width: '80%', height: 38 }} />
    </div>
  );
}
