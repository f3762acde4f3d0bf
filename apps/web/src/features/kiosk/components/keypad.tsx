import Delete from 'lucide-react/icons/delete';
import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

interface KeypadProps {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  onClear: () => void;
}

// Telephone order (1 2 3 on top), the layout of every PIN pad people already know.
const digitRows = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

function KeypadKey({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      // Out of the Tab order, still pressed by touch, mouse and screen readers: a keyboard types its
      // digits itself (use-physical-keypad.ts), and twelve keys between the ID field and Clock In
      // cost a keyboard user twelve Tabs (docs/decisions/0176-kiosk-fits-and-names-its-devices.md).
      tabIndex={-1}
      // touch-manipulation: no double-tap-to-zoom delay between quick taps on a tablet.
      className={cn(
        'flex h-full min-h-11 touch-manipulation select-none items-center justify-center rounded-lg border border-slate-300 bg-white text-2xl font-semibold md:min-h-16 md:text-3xl text-slate-900 shadow-xs transition-colors hover:bg-slate-50 active:bg-slate-200',
        className,
      )}
      {...rest}
    />
  );
}

/**
 * The on-screen keypad: 0-9, Clear and Backspace, each key at least 64 px high from a tablet up. On
 * a phone a key is 44 px at least (a finger's target) and takes a share of the screen's height, so
 * the keypad, the buttons and the list all fit on the screen.
 */
export function Keypad({ onDigit, onBackspace, onClear }: KeypadProps) {
  const { t } = useTranslation();
  return (
    // The keys share the height the screen leaves them (at least 64 px each, never giant).
    <fieldset className="min-h-0 min-w-0 flex-1 md:max-h-[28rem]">
      <legend className="sr-only">{t('kiosk.keypad')}</legend>
      <div className="grid h-full grid-cols-3 grid-rows-[repeat(4,clamp(2.75rem,6dvh,4rem))] gap-1.5 md:grid-rows-[repeat(4,minmax(4rem,1fr))] md:gap-2">
        {digitRows.map((digit) => (
          <KeypadKey key={digit} onClick={() => onDigit(digit)}>
            {digit}
          </KeypadKey>
        ))}
        <KeypadKey onClick={onClear} className="text-lg text-slate-700 md:text-xl">
          {t('kiosk.clear')}
        </KeypadKey>
        <KeypadKey onClick={() => onDigit('0')}>0</KeypadKey>
        <KeypadKey onClick={onBackspace} aria-label={t('kiosk.backspace')} title={t('kiosk.backspace')}>
          <Delete aria-hidden="true" className="size-8 text-slate-700" />
        </KeypadKey>
      </div>
    </fieldset>
  );
}
