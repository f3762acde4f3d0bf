import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** An in-app link inside text: the accent colour and an underline, so colour is not the only signal. */
export function TextLink({ className, ...rest }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800',
        className,
      )}
      {...rest}
    />
  );
}
