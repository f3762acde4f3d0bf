import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { messageText } from '../../lib/message-text.ts';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Shown under the field in red and announced; also marks the field invalid. */
  error?: string | undefined;
  hint?: ReactNode;
};

/** TextField's multi-line sibling: a labelled textarea with its error and hint wired for screen readers. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className = '', ...rest },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...rest}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {messageText(error)}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
});
