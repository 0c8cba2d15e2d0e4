import { useLingui } from '@lingui/react/macro';
import css from './veg-mark.module.css';

/** The Indian veg (green dot) / non-veg (red triangle) mark, with words for screen readers. */
export function VegMark({ isVeg, hasEgg = false }: { isVeg: boolean; hasEgg?: boolean }) {
  const { t } = useLingui();
  const label = isVeg ? (hasEgg ? t`Contains egg` : t`Veg`) : t`Non-veg`;
  return (
    <span className={`${css.mark} ${isVeg ? (hasEgg ? css.egg : css.veg) : css.nonveg}`} title={label}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
