import type { ComponentProps } from 'react';
import { Link, type LinkProps } from '../../lib/router/router.tsx';
import { type ButtonLook, buttonClass } from './button-class.ts';

export type { ButtonLook };

type ButtonProps = ButtonLook &
  ComponentProps<'button'> & {
    /** Working on it: the button is disabled and says so to assistive technology. */
    busy?: boolean;
  };

/** A button; `type` is "button" unless said otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  busy = false,
  type = 'button',
  className,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

/** A link within the app that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLook & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** A link out of the app (tel:, a chat) that looks like a button. */
export function ButtonAnchor({ variant, size, block, className, ...rest }: ButtonLook & ComponentProps<'a'>) {
  return <a className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
