import type { LucideIcon } from 'lucide-react';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import CloudOff from 'lucide-react/icons/cloud-off';
import Info from 'lucide-react/icons/info';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { StatusMessage } from '../use-status-message.ts';

/**
 * The kiosk's message slot. Its height is kept when empty, so a message appearing never moves the
 * list under someone's finger. Two live regions stay in place all the time (assistive technology
 * only announces changes inside a region it already knows): errors go to the assertive one. On a
 * phone the slot would sit under the keypad, out of view after a punch: there a message floats at
 * the top of the screen instead, and the idle hint (the keypad says it all) takes no room.
 */
export function KioskMessage({
  message,
  asksPin = false,
  className,
}: {
  message: StatusMessage | null;
  /** The location asks for a PIN after the ID: the idle hint says so. */
  asksPin?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  // A punch kept offline is news, not a failure: it is announced politely, like a success.
  const polite = message && message.tone !== 'error' ? message : null;
  const error = message?.tone === 'error' ? message : null;
  return (
    <div className={cn('md:min-h-22 max-md:fixed max-md:inset-x-3 max-md:top-3 max-md:z-30', className)}>
      {/* Between messages the slot says what to do, rather than leaving a hole in the screen. */}
      {message ? null : (
        <p className="flex min-h-22 items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 px-4 py-3 text-base text-slate-600 max-md:hidden">
          <Info aria-hidden="true" className="size-6 shrink-0" />
          {asksPin ? t('kiosk.idleHintPin') : t('kiosk.idleHint')}
        </p>
      )}
      <div role="status" aria-atomic="true">
        {polite ? <MessageBox message={polite} /> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {error ? <MessageBox message={error} /> : null}
      </div>
    </div>
  );
}

/** Each tone its own colour and icon, so colour is never the only difference. */
const looks: Record<StatusMessage['tone'], { icon: LucideIcon; className: string }> = {
  success: { icon: CheckCircle2, className: 'border-green-600 bg-green-50 text-green-800' },
  // Saved on the kiosk, to be sent: amber like the count of waiting punches, with the same icon.
  queued: { icon: CloudOff, className: 'border-amber-500 bg-amber-50 text-amber-900' },
  error: { icon: XCircle, className: 'border-red-600 bg-red-50 text-red-800' },
};

function MessageBox({ message }: { message: StatusMessage }) {
  const { icon: Icon, className } = looks[message.tone];
  return (
    <p
      key={message.id}
      data-tone={message.tone}
      data-fading={message.fading || undefined}
      className={cn(
        'flex min-h-22 items-center gap-3 rounded-lg border-2 px-4 py-3 text-xl font-semibold transition-opacity duration-300 max-md:shadow-lg',
        message.fading ? 'opacity-0' : 'opacity-100',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-8 shrink-0" />
      <span>{message.text}</span>
    </p>
  );
}
