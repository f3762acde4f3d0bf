import { MAX_BREAKS_PER_SHIFT } from '@shiftclock/contract/corrections';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId } from 'react';
import { type Control, Controller, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ZonedDateTimeField } from '../../../components/ui/zoned-date-time-field.tsx';
import type { BreakFormValue, CorrectionFormValues } from '../correction-form.ts';

interface BreaksFieldProps {
  control: Control<CorrectionFormValues, unknown, unknown>;
  register: UseFormRegister<CorrectionFormValues>;
  timeZone: string;
  timeFormat: TimeFormat;
  /** A new break's first values: the shift's day, no times yet, paid as the location says. */
  newBreak: () => BreakFormValue;
}

/**
 * The shift's breaks in Correct Shift and Add Missed Shift (docs/decisions/0160-breaks-and-pay-rules.md): each with its start, its end
 * and whether it is paid; breaks can be added (up to the contract's limit) and removed. The form's
 * resolver checks them with the contract's rules (inside the shift, no overlap).
 */
export function BreaksField({ control, register, timeZone, timeFormat, newBreak }: BreaksFieldProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'breaks' });

  return (
    <fieldset aria-labelledby={legendId} className="min-w-0 space-y-3">
      <legend id={legendId} className="text-sm font-semibold text-slate-900">
        {t('timesheets.correct.breaks')}
      </legend>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">{t('timesheets.correct.noBreaks')}</p>
      ) : null}
      <ol className="space-y-3 empty:hidden">
        {fields.map((item, index) => {
          const number = index + 1;
          return (
            <li key={item.id}>
              <fieldset className="min-w-0 rounded-md border border-slate-200 px-3 pt-2 pb-3">
                <legend className="px-1 text-sm font-medium text-slate-700">
                  {t('timesheets.correct.breakNumber', { number })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {(['start', 'end'] as const).map((end) => (
                    <Controller
                      key={end}
                      control={control}
                      name={`breaks.${index}.${end}`}
                      render={({ field, fieldState }) => (
                        <ZonedDateTimeField
                          label={t(`timesheets.correct.break${end === 'start' ? 'Start' : 'End'}`)}
                          timeZone={timeZone}
                          timeFormat={timeFormat}
                          error={fieldState.error?.message}
                          {...field}
                        />
                      )}
                    />
                  ))}
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-400 accent-accent-700"
                      {...register(`breaks.${index}.paid`)}
                    />
                    {t('timesheets.correct.breakPaid')}
                  </label>
                  <Button
                    variant="ghost"
                    onClick={() => remove(index)}
                    aria-label={t('timesheets.correct.removeBreakLabel', { number })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('timesheets.correct.removeBreak')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {fields.length < MAX_BREAKS_PER_SHIFT ? (
        <Button variant="secondary" onClick={() => append(newBreak())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('timesheets.correct.addBreak')}
        </Button>
      ) : null}
    </fieldset>
  );
}
