import type { LucideIcon } from 'lucide-react';
import Coffee from 'lucide-react/icons/coffee';
import Loader2 from 'lucide-react/icons/loader-circle';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import TimerOff from 'lucide-react/icons/timer-off';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PunchKind } from '../use-punch.ts';

interface PunchButtonsProps {
  /** The punch in flight, if any: all buttons are inactive until it is answered. */
  pending: PunchKind | null;
  /** `byKeyboard` tells a key press (Enter or Space on the button) from a tap or a click. */
  onPunch: (kind: PunchKind, byKeyboard: boolean) => void;
}

const buttons = {
  in: {
    label: 'kiosk.clockIn',
    icon: LogIn,
    looks:
      'min-h-14 md:min-h-16 flex-col gap-1 text-base md:text-lg lg:text-xl text-white bg-accent-700 hover:bg-accent-800',
  },
  out: {
    label: 'kiosk.clockOut',
    icon: LogOut,
    looks:
      'min-h-14 md:min-h-16 flex-col gap-1 text-base md:text-lg lg:text-xl text-white bg-slate-800 hover:bg-slate-900',
  },
  // The breaks are the less common punches: smaller (still a 44 px target), outlined, icon beside
  // the words, below the two main ones; the kiosk still fits a tablet without scrolling.
  'break-start': {
    label: 'kiosk.breakStart',
    icon: Coffee,
    looks:
      'min-h-11 flex-row gap-2 text-base text-amber-950 border-2 border-amber-600 bg-amber-50 hover:bg-amber-100',
  },
  'break-end': {
    label: 'kiosk.breakEnd',
    icon: TimerOff,
    looks:
      'min-h-11 flex-row gap-2 text-base text-slate-900 border-2 border-slate-500 bg-white hover:bg-slate-50',
  },
} as const satisfies Record<PunchKind, { label: string; icon: LucideIcon; looks: string }>;

/**
 * Clock In and Clock Out, big, in two colours and with their own icons (colour is never the only
 * difference), and Start Break and End Break below them. While a punch is in flight they are marked
 * disabled with aria-disabled rather than `disabled`, so the pressed button keeps the keyboard focus
 * instead of dropping it to the page.
 */
export function PunchButtons({ pending, onPunch }: PunchButtonsProps) {
  const { t } = useTranslation();
  const busy = pending !== null;

  const button = (kind: PunchKind) => {
    const { label, icon: Icon, looks } = buttons[kind];
    return (
      <button
        type="button"
        aria-disabled={busy || undefined}
        // A click from the keyboard has no pointer position and a `detail` of 0.
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (!busy) onPunch(kind, event.detail === 0);
        }}
        className={`flex touch-manipulation select-none items-center justify-center rounded-lg px-2 py-1 text-center leading-tight font-semibold shadow-sm transition-colors aria-disabled:cursor-wait aria-disabled:opacity-60 ${looks}`}
      >
        {pending === kind ? (
          <Loader2 aria-hidden="true" className="size-6 shrink-0 motion-safe:animate-spin" />
        ) : (
          <Icon aria-hidden="true" className="size-6 shrink-0" />
        )}
        {t(label)}
      </button>
    );
  };

  return (
    <div className="grid grid-cols-2 gap-1.5 md:gap-2">
      {button('in')}
      {button('out')}
      {button('break-start')}
      {button('break-end')}
    </div>
  );
}
