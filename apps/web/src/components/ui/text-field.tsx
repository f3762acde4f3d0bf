import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { messageText } from '../../lib/message-text.ts';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field in red and announced; also marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  /** Something inside the field's right edge, e.g. a show/hide toggle. */
  trailing?: ReactNode;
};

/** A labelled input with its error and hint wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, className = '', ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
            trailing ? 'pr-12' : ''
          } ${error ? 'border-red-600' : 'border-slate-300'}`}
          {...rest}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {messageText(error)}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="mt-2 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
});
