import type { Diet } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { useLingui } from '@lingui/react/macro';

/** The marks a dish or an option can have, in the screen's language, in the order the forms list them. */
export function useDiets(): ReadonlyArray<{ value: Diet; label: string }> {
  const { t } = useLingui();
  return [
    { value: 'veg', label: t`Veg` },
    { value: 'non_veg', label: t`Non-veg` },
    { value: 'egg', label: t`Contains egg` },
  ];
}
