import type { ButtonHTMLAttributes, ReactNode } from '../lib/react-deps.js';
import { Spinner } from './Spinner.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner and ignores clicks, but keeps the button focusable and its name unchanged. */
  loading?: boolean;
  block?: boolean;
  children: ReactNode;
}

/** `aria-disabled` (not `disabled`) ignores clicks too while the button keeps its focus and place in the tab order. */
export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  className,
  children,
  onClick,
  type = 'button',
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, block ? 'btn-block' : '', className ?? ''].filter(Boolean).join(' ');
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (inert) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
