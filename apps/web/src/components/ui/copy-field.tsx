import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Copies `text`: the Clipboard API where the page may use it, else the older copy command on the
 * selected input. Browsers offer the Clipboard API only on https or localhost, and a kiosk
 * network often serves the app over plain http on a LAN address.
 */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the fallback below.
  }
  if (!input) return false;
  input.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Accessible name of the copy button, e.g. 'Copy Location ID'. */
  copyLabel: string;
  /** Shown for `highlightMs` after a copy, and announced. */
  copiedLabel: string;
  highlightMs: number;
  mono?: boolean;
}

/**
 * A read-only value that copies itself when clicked (or with its copy button, for the keyboard),
 * then stays highlighted for `highlightMs`. When copying is impossible the text is left selected
 * so the user can copy it by hand.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedLabel,
  highlightMs,
  mono = false,
}: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Counts copies: a second copy restarts the highlight's timer.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopied(false), highlightMs);
    return () => clearTimeout(timer);
  }, [copies, highlightMs]);

  async function copy() {
    if (await copyText(value, input.current)) {
      setCopied(true);
      setCopies((n) => n + 1);
    } else {
      input.current?.select();
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium tracking-wide text-slate-600 uppercase">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          data-copied={copied}
          onClick={copy}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void copy();
          }}
          className={`block h-10 min-w-0 flex-1 cursor-pointer rounded-md border px-3 text-sm text-slate-900 transition-colors ${
            mono ? 'font-mono text-base font-semibold tracking-wider' : ''
          } ${copied ? 'border-green-600 bg-green-50 ring-2 ring-green-600/30' : 'border-slate-300 bg-slate-50'}`}
        />
        <button
          type="button"
          onClick={copy}
          aria-label={copyLabel}
          className={`flex size-10 shrink-0 items-center justify-center rounded-md border ${
            copied
              ? 'border-green-600 bg-green-50 text-green-800'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      {/* Always present so screen readers announce the change; text only while highlighted. */}
      <p role="status" className="mt-1 h-4 text-xs font-medium text-green-800">
        {copied ? copiedLabel : ''}
      </p>
    </div>
  );
}
