import { Loader2, LogIn, LogOut } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PunchKind } from '../use-punch.ts';

interface PunchButtonsProps {
  /** The punch in flight, if any: both buttons are inactive until it is answered. */
  pending: PunchKind | null;
  /** `byKeyboard` tells a key press (Enter or Space on the button) from a tap or a click. */
  onPunch: (kind: PunchKind, byKeyboard: boolean) => void;
}

const looks: Record<PunchKind, string> = {
  in: 'bg-accent-700 hover:bg-accent-800',
  out: 'bg-slate-800 hover:bg-slate-900',
};

/**
 * Clock In and Clock Out: big, in two colours and with their own icons (colour is never the only
 * difference). While a punch is in flight they are marked disabled with aria-disabled rather than
 * `disabled`, so the pressed button keeps the keyboard focus instead of dropping it to the page.
 */
export function PunchButtons({ pending, onPunch }: PunchButtonsProps) {
  const { t } = useTranslation();
  const busy = pending !== null;

  const button = (kind: PunchKind) => {
    const Icon = kind === 'in' ? LogIn : LogOut;
    return (
      <button
        type="button"
        aria-disabled={busy || undefined}
        // A click from the keyboard has no pointer position and a `detail` of 0.
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (!busy) onPunch(kind, event.detail === 0);
        }}
        className={`flex h-20 touch-manipulation select-none flex-col items-center justify-center gap-1 rounded-lg text-xl font-semibold text-white shadow-sm transition-colors aria-disabled:cursor-wait aria-disabled:opacity-60 ${looks[kind]}`}
      >
        {pending === kind ? (
          <Loader2 aria-hidden="true" className="size-6 motion-safe:animate-spin" />
        ) : (
          <Icon aria-hidden="true" className="size-6" />
        )}
        {kind === 'in' ? t('kiosk.clockIn') : t('kiosk.clockOut')}
      </button>
    );
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      {button('in')}
      {button('out')}
    </div>
  );
}
