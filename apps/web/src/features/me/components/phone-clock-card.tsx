import type { PhoneClock } from '@shiftclock/contract/phone-punch';
import type { PhonePunchKind } from '@shiftclock/contract/phone-punch-messages';
import Coffee from 'lucide-react/icons/coffee';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import MapPin from 'lucide-react/icons/map-pin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { dateLocale } from '../../../lib/time/date-locale.ts';
import { type PhonePunchState, usePhonePunch } from '../use-phone-punch.ts';

type Location = PhoneClock['locations'][number];

/** A time at the location's clock ("9:02 AM"), as the location's people read it. */
const timeAt = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(dateLocale(), { timeStyle: 'short', timeZone }).format(new Date(instant));

/**
 * One location's clock: where the person stands (not clocked in, clocked in since …, on a break since
 * …), the punches that make sense now, the PIN where the location asks for one, and what the last
 * punch did or why it was refused.
 */
export function PhoneClockCard({
  location,
  openShift,
  onPunched,
}: {
  location: Location;
  openShift: PhoneClock['openShift'];
  onPunched: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [pin, setPin] = useState('');
  const { state, busy, punch } = usePhonePunch(location.locationId, () => {
    setPin('');
    onPunched();
  });
  const here = openShift?.locationId === location.locationId ? openShift : null;
  const elsewhere = openShift && !here ? openShift : null;
  const zone = location.timezone;
  const status = here
    ? here.onBreakSince
      ? t('me.phoneClock.onBreak', { time: timeAt(here.onBreakSince, zone) })
      : t('me.phoneClock.clockedIn', { time: timeAt(here.clockIn, zone) })
    : elsewhere
      ? t('me.phoneClock.clockedInElsewhere', { location: elsewhere.locationName })
      : t('me.phoneClock.notClockedIn');
  const actions: { kind: PhonePunchKind; Icon: typeof LogIn; primary: boolean }[] = !here
    ? [{ kind: 'clock-in', Icon: LogIn, primary: true }]
    : here.onBreakSince
      ? [
          { kind: 'break-end', Icon: Coffee, primary: true },
          { kind: 'clock-out', Icon: LogOut, primary: false },
        ]
      : [
          { kind: 'clock-out', Icon: LogOut, primary: true },
          { kind: 'break-start', Icon: Coffee, primary: false },
        ];
  const pinNeeded = location.pinLength > 0;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {location.locationName}
      </h2>
      <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {t('me.phoneClock.within', { meters: location.radiusMeters })}
      </p>
      <p className="mt-3 font-medium text-slate-900">{status}</p>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const first = actions[0];
          if (first && !busy) void punch(first.kind, pin || undefined);
        }}
      >
        {pinNeeded ? (
          <TextField
            label={t('me.phoneClock.pin')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={location.pinLength}
            pattern="[0-9]*"
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            className="max-w-48"
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          {actions.map(({ kind, Icon, primary }, index) => (
            <Button
              key={kind}
              type={index === 0 ? 'submit' : 'button'}
              size="lg"
              variant={primary ? 'primary' : 'secondary'}
              disabled={busy}
              busy={busy && 'kind' in state && state.kind === kind}
              onClick={index === 0 ? undefined : () => void punch(kind, pin || undefined)}
              className="min-w-36 flex-1 whitespace-nowrap sm:flex-none"
            >
              <Icon aria-hidden="true" className="size-5" />
              {t(`me.phoneClock.actions.${kind}`)}
            </Button>
          ))}
        </div>
      </form>
      <PunchOutcome state={state} locationName={location.locationName} timezone={zone} />
    </section>
  );
}

/** What the last punch is doing or did: announced, and as an alert when refused. */
function PunchOutcome({
  state,
  locationName,
  timezone,
}: {
  state: PhonePunchState;
  locationName: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  const failed = state.step === 'noPosition' || state.step === 'refused';
  const text =
    state.step === 'locating'
      ? t('me.phoneClock.locating')
      : state.step === 'sending'
        ? t('me.phoneClock.sending')
        : state.step === 'done'
          ? t(`me.phoneClock.done.${state.kind}`, {
              time: timeAt(doneAt(state), timezone),
              meters: state.answer.distanceMeters,
              location: locationName,
            })
          : state.step === 'noPosition'
            ? t(`me.phoneClock.position.${state.reason}`)
            : state.step === 'refused'
              ? state.message
              : '';
  return (
    <div aria-live="polite" className="mt-3 empty:hidden">
      {text ? (
        <p
          role={failed ? 'alert' : undefined}
          className={
            failed
              ? 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-900'
              : state.step === 'done'
                ? 'rounded-md bg-green-50 px-3 py-2 text-sm text-green-900'
                : 'text-sm text-slate-700'
          }
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** When the punch took effect: the break's start or end, the clock-in or the clock-out. */
function doneAt(state: Extract<PhonePunchState, { step: 'done' }>): string {
  const { shift, break: taken } = state.answer;
  if (state.kind === 'break-start' && taken) return taken.start;
  if (state.kind === 'break-end' && taken?.end) return taken.end;
  if (state.kind === 'clock-out' && shift.clockOut) return shift.clockOut;
  return shift.clockIn;
}
