import { Link, type LinkProps } from 'react-router';
import { type ButtonVariant, buttonClassName } from './button.tsx';

/** A navigation that looks like a button (e.g. 'Go to Login'): a real link, so it opens in a new tab too. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: 'md' | 'lg' }) {
  return <Link className={buttonClassName(variant, size, className)} {...rest} />;
}
