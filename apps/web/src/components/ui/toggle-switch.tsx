import type { ReactNode } from 'react';
import css from './toggle-switch.module.css';

/** An on/off switch: a native checkbox (keyboard, forms) that screen readers hear as a switch. */
export function ToggleSwitch({
  checked,
  onChange,
  disabled,
  describedBy,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <label className={css.switch}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
