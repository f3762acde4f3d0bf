import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type TimeFormat, timeOfDayPattern } from '../../lib/time.ts';
import { wallText, zonedReadingError } from '../../lib/zoned-input-errors.ts';
import {
  isoOffset,
  passesOfWallTime,
  readZonedInput,
  splitZonedInputValue,
  utcOffsetLabel,
  type WallTimePass,
  withWallTime,
  zoneLabel,
} from '../../lib/zoned-time.ts';
import { TextField } from './text-field.tsx';

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
 * (docs/decisions/0135-repeated-hour-fields.md). The browser's own date-time picker takes the wall time;
 * when that wall time happens twice (the night the clocks go back), a choice of the two appears
 * under it, naming each by its zone ('01:30 EDT' / '01:30 EST'), and the field keeps the one it
 * holds until the manager picks the other. A wall time the clocks skip is refused at once with
 * what the clocks do instead.
 */
export const ZonedDateTimeField = forwardRef<HTMLInputElement, ZonedDateTimeFieldProps>(
  function ZonedDateTimeField(
    { label, value, onChange, onBlur, name, disabled, timeZone, timeFormat = '24h', error },
    ref,
  ) {
    const { t } = useTranslation();
    const parts = splitZonedInputValue(value);
    const passes = parts ? passesOfWallTime(parts.wall, timeZone) : [];
    const reading = readZonedInput(value, timeZone);
    // A skipped wall time is explained as soon as it is typed; the form's own message wins once it has one.
    const skipped = reading.kind === 'skipped' ? zonedReadingError(reading, timeFormat, t) : null;

    return (
      <div>
        <TextField
          ref={ref}
          label={label}
          type="datetime-local"
          name={name}
          disabled={disabled}
          value={parts?.wall ?? value}
          onChange={(event) => onChange(withWallTime(value, event.target.value, timeZone))}
          onBlur={onBlur}
          error={error ?? skipped ?? undefined}
        />
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
      </div>
    );
  },
);

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
  const time = wallText(wall, timeOfDayPattern(timeFormat));
  return (
    <fieldset className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <legend className="float-left mb-1 text-sm font-medium text-slate-900">
        {/* Two fields may both ask; a screen reader hears which one this is. */}
        <span className="sr-only">{fieldLabel}:</span>{' '}
        {t('ui.zonedTime.repeatedLegend', { time, date: wallText(wall, 'MMM d') })}
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
