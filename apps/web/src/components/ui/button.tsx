import Loader2 from 'lucide-react/icons/loader-circle';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800 disabled:bg-slate-300 disabled:text-slate-600',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-600',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-300 disabled:text-slate-600',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
};

export type ButtonVariant = Variant;

/** The button look, shared with LinkButton so a navigation can look like an action. */
export function buttonClassName(
  variant: Variant = 'primary',
  size: 'md' | 'lg' = 'md',
  extra?: string,
): string {
  // 44 px tall on a phone, the least a thumb hits reliably; a desktop pointer does with 40.
  const sizing = size === 'lg' ? 'h-12 px-5 text-base' : 'h-11 px-4 text-sm sm:h-10';
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed',
    sizing,
    variants[variant],
    extra,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  size?: 'md' | 'lg';
};

/** The one button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClassName(variant, size, className)}
      {...rest}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
