import type { TimeFormat } from '@shiftclock/contract/time-format';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/message-text.ts';
import {
  isoOffset,
  passesOfWallTime,
  readZonedInput,
  splitZonedInputValue,
  utcOffsetLabel,
  type WallTimePass,
  withWallTime,
  zoneLabel,
} from '../../lib/time/zoned-input.ts';
import { wallDate, wallTime, zonedReadingError } from '../../lib/time/zoned-input-errors.ts';
import { formatClockTime, parseTimeOfDay } from '../../lib/time-of-day.ts';
import { useDateField } from '../../lib/use-date-field.ts';
import { DatePickerButton } from './date-picker-button.tsx';

export interface ZonedDateTimeFieldProps {
  label: string;
  /** The form's value: 'yyyy-MM-ddTHH:mm' on the location's clock, plus the offset in a repeated hour. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  timeZone: string;
  timeFormat?: TimeFormat;
  /** The form's message for the field (from its resolver or the server). */
  error?: string;
}

/**
 * A date and time on the LOCATION's wall clock, whatever zone the browser is in
 * (docs/decisions/0135-repeated-hour-fields.md), as two inputs under one legend: a date typed the
 * page language's way ('24.11.2026', docs/decisions/0152-languages.md), and a time typed the
 * location's way (docs/decisions/0151-manager-dashboard-layout.md: the browser's own pickers follow
 * the browser, with AM/PM in a US browser even where the location keeps a 24-hour clock). When the
 * wall time happens twice (the night the clocks go back), a choice of the two appears under it,
 * naming each by its zone ('01:30 EDT' / '01:30 EST'), and the field keeps the one it holds until
 * the manager picks the other. A wall time the clocks skip is refused at once with what the clocks
 * do instead.
 */
export const ZonedDateTimeField = forwardRef<HTMLInputElement, ZonedDateTimeFieldProps>(
  function ZonedDateTimeField(
    { label, value, onChange, onBlur, name, disabled, timeZone, timeFormat = '24h', error },
    ref,
  ) {
    const { t } = useTranslation();
    const errorId = useId();
    const parts = splitZonedInputValue(value);
    const passes = parts ? passesOfWallTime(parts.wall, timeZone) : [];
    const reading = readZonedInput(value, timeZone);
    // A skipped wall time is explained as soon as it is typed; the form's own message wins once it has one.
    const message = error ?? (reading.kind === 'skipped' ? zonedReadingError(reading, timeFormat, t) : null);
    // What the manager is typing, kept as typed until the field is left; then the time is written back.
    const [typedTime, setTypedTime] = useState<string | null>(null);
    const { date, time } = dateAndTimeOf(value);
    const shownTime = typedTime ?? (parseTimeOfDay(time) ? formatClockTime(time, timeFormat) : time);
    // Half a value ('2026-03-10T', 'T09:00') or a time that cannot be read stays in the form as it is,
    // which the form refuses as no time chosen.
    const change = (nextDate: string, nextTime: string) =>
      onChange(nextDate || nextTime ? withWallTime(value, `${nextDate}T${nextTime}`, timeZone) : '');
    // The date is taken once it is complete (docs/decisions/0170-date-fields.md), so a start typed
    // '11/30/2026' moves a shift's end once, not at '11/30/2' and '11/30/20' on the way.
    const dateField = useDateField(
      date,
      (nextDate) => change(nextDate, parseTimeOfDay(time) ?? time),
      onBlur,
    );

    const inputClass = `block h-11 min-w-0 rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
      message ? 'border-red-600' : 'border-slate-300'
    }`;

    return (
      // A fieldset is as wide as its content by default; min-w-0 lets it share a grid row on a tablet.
      <fieldset className="min-w-0">
        <legend className="mb-1 block text-sm font-medium text-slate-800">{label}</legend>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-[3]">
            <input
              ref={ref}
              name={name}
              aria-label={t('ui.zonedTime.dateOf', { field: label })}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              disabled={disabled}
              {...dateField.input}
              className={`${inputClass} w-full pr-11 tabular-nums`}
            />
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">
              <DatePickerButton fieldLabel={label} value={date} onPick={dateField.pick} disabled={disabled} />
            </div>
          </div>
          <input
            type="text"
            inputMode={timeFormat === '24h' ? 'numeric' : 'text'}
            autoComplete="off"
            aria-label={t('ui.zonedTime.timeOf', { field: label })}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            placeholder={timeFormat === '24h' ? 'hh:mm' : 'h:mm AM'}
            disabled={disabled}
            value={shownTime}
            onChange={(event) => {
              setTypedTime(event.target.value);
              change(date, parseTimeOfDay(event.target.value) ?? event.target.value.trim());
            }}
            onBlur={() => {
              setTypedTime(null);
              onBlur?.();
            }}
            className={`${inputClass} flex-[2] tabular-nums`}
          />
        </div>
        {message ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {messageText(message)}
          </p>
        ) : null}
        {parts && passes.length > 1 ? (
          <RepeatedHourChoice
            fieldLabel={label}
            wall={parts.wall}
            passes={passes}
            chosen={parts.offset}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onChoose={(offset) => onChange(`${parts.wall}${isoOffset(offset)}`)}
          />
        ) : null}
      </fieldset>
    );
  },
);

/** The date and the time of a field's value, each '' when missing ('2026-03-10T09:00-05:00' → both). */
function dateAndTimeOf(value: string): { date: string; time: string } {
  const separator = value.indexOf('T');
  if (separator < 0) return { date: value, time: '' };
  const time = value.slice(separator + 1);
  return { date: value.slice(0, separator), time: /^\d{2}:\d{2}[+-]/.test(time) ? time.slice(0, 5) : time };
}

/** The two passes of a repeated wall time, as radio buttons named by their zone. */
function RepeatedHourChoice({
  fieldLabel,
  wall,
  passes,
  chosen,
  timeZone,
  timeFormat,
  onChoose,
}: {
  fieldLabel: string;
  wall: string;
  passes: readonly WallTimePass[];
  chosen: number | null;
  timeZone: string;
  timeFormat: TimeFormat;
  onChoose: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const time = wallTime(wall, timeFormat);
  return (
    <fieldset className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <legend className="float-left mb-1 text-sm font-medium text-slate-900">
        {/* Two fields may both ask; a screen reader hears which one this is. */}
        <span className="sr-only">{fieldLabel}:</span>{' '}
        {t('ui.zonedTime.repeatedLegend', { time, date: wallDate(wall, 'dayMonth') })}
      </legend>
      <div className="clear-left flex flex-col gap-1">
        {passes.map((pass, index) => {
          const zone = zoneLabel(pass.instant, timeZone);
          const offset = utcOffsetLabel(pass.offset);
          return (
            <label key={pass.offset} className="flex cursor-pointer items-start gap-2 py-0.5">
              <input
                type="radio"
                name={name}
                checked={chosen === pass.offset}
                onChange={() => onChoose(pass.offset)}
                className="mt-1 size-4 accent-accent-700"
              />
              <span className="text-sm">
                <span className="font-medium text-slate-900 tabular-nums">
                  {time} {zone}
                </span>{' '}
                <span className="text-slate-700">
                  {'· '}
                  {index === 0 ? t('ui.zonedTime.firstPass') : t('ui.zonedTime.secondPass')}
                  {zone === offset ? '' : ` (${offset})`}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
