import { EMPLOYEE_ID_LENGTH } from '@shiftclock/contract/constants';
import CloudOff from 'lucide-react/icons/cloud-off';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationInfo } from '../../../api/settings/location-info.ts';
import { usePinLength, useTimeFormat } from '../../../api/settings/location-settings.ts';
import { registerServiceWorker } from '../../../lib/service-worker.ts';
import { deviceTimeZone, usableTimeZone } from '../../../lib/time/clock.ts';
import { appendDigit, removeLastDigit } from '../employee-id.ts';
import { sanitizePin } from '../employee-pin.ts';
import { useOfflinePunches } from '../use-offline-punches.ts';
import { usePhysicalKeypad } from '../use-physical-keypad.ts';
import { usePunch } from '../use-punch.ts';
import { useStatusMessage } from '../use-status-message.ts';
import { CurrentlyWorking } from './currently-working.tsx';
import { EmployeeIdField } from './employee-id-field.tsx';
import { Keypad } from './keypad.tsx';
import { KioskMessage } from './kiosk-message.tsx';
import { LiveClock } from './live-clock.tsx';
import { PinField } from './pin-field.tsx';
import { PunchButtons } from './punch-buttons.tsx';

interface KioskViewProps {
  /** The dashboard's validated session (DashboardSession); the kiosk needs only its location. */
  session: { locationId: string };
}

/**
 * Where each part sits from a tablet's width up. Landscape: the entry on the left, the clock, the
 * message and 'Currently Working' on the right. Portrait: the clock and the message across the top,
 * wide and readable from a step back, the entry and the list below. On a phone they stack: the entry
 * first, a compact clock, then the list (the message floats over the top, kiosk-message.tsx). Either
 * way the last row takes whatever height is left, so the list grows and the page never does.
 */
const areas = {
  entry: 'md:col-start-1 md:landscape:row-span-3 md:landscape:row-start-1 md:portrait:row-start-3',
  clock: 'md:landscape:col-start-2 md:landscape:row-start-1 md:portrait:col-span-2 md:portrait:row-start-1',
  message: 'md:landscape:col-start-2 md:landscape:row-start-2 md:portrait:col-span-2 md:portrait:row-start-2',
  list: 'md:col-start-2 md:row-start-3',
};

/** The kiosk clock screen of a location account (docs/product.md section 2), under the dashboard header. */
export function KioskView({ session }: KioskViewProps) {
  const { t } = useTranslation();
  const { locationId } = session;
  // Plain state, not react-hook-form (docs/forms.md): the keypad types here; the kiosk loads without it.
  const [employeeId, setEmployeeId] = useState('');
  const [pin, setPin] = useState('');
  // Where the on-screen keypad types: the ID, then (where the location asks for one) the PIN.
  const [target, setTarget] = useState<'id' | 'pin'>('id');
  const field = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  // The kiosk exists to take this one field: a physical keyboard types into it straight away. Focused
  // in an effect, after the first paint, rather than by autoFocus: React calls autoFocus's focus()
  // inside its commit, where it forces a layout of the whole new screen (0.1 s on a slow tablet),
  // and the field is at the top of the screen, so there is nothing to scroll to.
  useEffect(() => {
    field.current?.focus({ preventScroll: true });
  }, []);
  const { message, show } = useStatusMessage();
  const lastPunchByKeyboard = useRef(false);

  const locationInfo = useLocationInfo(locationId, 'kiosk');
  // Until the zone is known the clock waits; if it cannot be had, the device's zone beats no clock.
  const timeZone = locationInfo.data
    ? usableTimeZone(locationInfo.data.timezone)
    : locationInfo.isError
      ? deviceTimeZone()
      : null;

  const timeFormat = useTimeFormat(locationId, 'kiosk');
  const pinLength = usePinLength(locationId, 'kiosk');
  const asksPin = pinLength > 0;

  const offline = useOfflinePunches(locationId);
  // The kiosk is the installable part of the app: it keeps its screen through a lost connection.
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  const { punch, pending } = usePunch(locationId, {
    keepOffline: offline.keep,
    sendWaitingFirst: offline.sendWaitingFirst,
    onMessage: show,
    clock: { timeZone, timeFormat },
    onAnswered: () => {
      // The next person starts from empty fields, whatever the outcome: a PIN never stays on screen.
      setEmployeeId('');
      setPin('');
      setTarget('id');
      // A keyboard user carries on in the field; after a tap the focus is let go, so that a later
      // Enter cannot press the same punch button again for the next person.
      if (lastPunchByKeyboard.current) field.current?.focus();
      else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    },
  });

  /** A new ID; once it is whole, the PIN comes next (and the focus goes there if it was in the ID). */
  const changeId = (next: string) => {
    setEmployeeId(next);
    if (asksPin && next.length === EMPLOYEE_ID_LENGTH) {
      setTarget('pin');
      if (document.activeElement === field.current) pinInput.current?.focus();
    }
  };
  const typesPin = asksPin && target === 'pin';
  const keys = {
    onDigit: (digit: string) =>
      typesPin ? setPin((current) => sanitizePin(current + digit)) : changeId(appendDigit(employeeId, digit)),
    // One stream of digits: past the PIN's first digit, Backspace goes on into the ID.
    onBackspace: () => {
      if (typesPin && pin) {
        setPin(removeLastDigit);
        return;
      }
      setTarget('id');
      setEmployeeId(removeLastDigit);
    },
    onClear: () => {
      setEmployeeId('');
      setPin('');
      setTarget('id');
    },
  };
  usePhysicalKeypad(keys);

  return (
    // From a tablet's width up the grid takes the height left under the header (the dashboard's main
    // is a column), so that the list scrolls inside it and the page never does. CSS alone: measuring
    // it in a layout effect forced a second layout into the kiosk's first render.
    // A phone gets the same: its last row (the list) takes the height left, so nothing to act on is
    // ever below the fold (docs/decisions/0176-kiosk-fits-and-names-its-devices.md).
    <div className="grid flex-1 grid-rows-[auto_auto_minmax(0,1fr)] gap-3 md:grid-cols-[22rem_minmax(0,1fr)] md:gap-4 lg:grid-cols-[24rem_minmax(0,1fr)] lg:gap-6">
      <section
        aria-label={t('kiosk.entryTitle')}
        className={`flex flex-col justify-center gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-xs md:gap-3 md:p-4 ${areas.entry}`}
      >
        {/* With a PIN the two fields sit side by side: a row of height saved for the keypad. */}
        <div className={asksPin ? 'grid grid-cols-2 items-start gap-2 md:gap-3' : undefined}>
          <EmployeeIdField
            ref={field}
            value={employeeId}
            onChange={changeId}
            onFocus={() => setTarget('id')}
          />
          {asksPin ? (
            <PinField
              ref={pinInput}
              value={pin}
              onChange={setPin}
              onFocus={() => setTarget('pin')}
              length={pinLength}
            />
          ) : null}
        </div>
        <Keypad {...keys} />
        <PunchButtons
          pending={pending}
          onPunch={(kind, byKeyboard) => {
            lastPunchByKeyboard.current = byKeyboard;
            void punch(kind, employeeId, asksPin ? pin : undefined);
          }}
        />
        {/* Always there, so a screen reader hears the count change; empty while nothing waits. */}
        <p aria-live="polite" className="empty:hidden">
          {offline.waiting > 0 ? (
            <span className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              <CloudOff aria-hidden="true" className="size-4 shrink-0" />
              {t('kiosk.waitingPunches', { count: offline.waiting })}
            </span>
          ) : null}
        </p>
      </section>
      <LiveClock timeZone={timeZone} timeFormat={timeFormat} className={areas.clock} />
      <KioskMessage message={message} asksPin={asksPin} className={areas.message} />
      <CurrentlyWorking
        locationId={locationId}
        timeZone={timeZone}
        timeFormat={timeFormat}
        className={areas.list}
      />
    </div>
  );
}
