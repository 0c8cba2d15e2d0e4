/** The looks a button has; each is a `.btn--<variant>` rule of the global sheet. */
type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger';
type ButtonSize = 'medium' | 'small';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
}

/**
 * The class list of a button's look, for the few elements that must look like a button without being
 * one (a `<label>` that opens a file picker).
 */
export function buttonClass(
  { variant = 'primary', size = 'medium', block = false }: ButtonLook,
  extra?: string,
) {
  return `btn btn--${variant}${size === 'small' ? ' btn--small' : ''}${block ? ' btn--block' : ''}${extra ? ` ${extra}` : ''}`;
}
