import type { Break } from '@shiftclock/contract/breaks';
import { timesheetMessages } from '@shiftclock/contract/messages';
import type { Shift } from '@shiftclock/contract/shifts';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { type RefObject, useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBreaksPaid } from '../../../api/settings/location-settings.ts';
import { useShiftBreaks } from '../../../api/shifts/shift-breaks.ts';
import { type SaveShiftInput, useSaveShift } from '../../../api/shifts/shift-corrections.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmployeePicker } from '../../../components/ui/employee-picker.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { ZonedDateTimeField } from '../../../components/ui/zoned-date-time-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { PickableEmployee } from '../../../lib/employee-search.ts';
import { toZonedInputValue, zonedDay } from '../../../lib/time/zoned-input.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type BreakFormValue,
  type CorrectionFormValues,
  type CorrectionOutput,
  correctionResolver,
  formFieldErrors,
} from '../correction-form.ts';
import { formatPunch, formatTime } from '../format.ts';
import { phoneDetail } from '../phone-detail.ts';
import { BreaksField } from './breaks-field.tsx';
import { ShiftAuditTrail } from './shift-audit-trail.tsx';

export type CorrectionTarget = { mode: 'correct'; shift: Shift } | { mode: 'add' };

export interface CorrectShiftDialogProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  /** Null keeps the dialog closed. */
  target: CorrectionTarget | null;
  /** The employees a missed shift can be added for ('add' mode). */
  employees: readonly PickableEmployee[];
  onClose: () => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * 'Correct Shift' and, in 'add' mode, 'Add Missed Shift': clock-in and clock-out on the location's
 * clock, the shift's breaks, an optional reason. A correction shows the kiosk's original punches and
 * the shift's audit trail; the server's refusals (overlap, approved period) stay in the dialog.
 */
export function CorrectShiftDialog({
  locationId,
  timeZone,
  timeFormat,
  target,
  employees,
  onClose,
  finalFocusRef,
}: CorrectShiftDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveShift(locationId);
  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };
  const adding = target?.mode === 'add';

  return (
    <ModalDialog
      open={target !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={adding ? t('timesheets.correct.addTitle') : t('timesheets.correct.title')}
      description={t('timesheets.correct.timeZoneNote', { timeZone })}
      closeLabel={t('timesheets.common.close')}
      finalFocusRef={finalFocusRef}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            {t('timesheets.common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {t('timesheets.correct.save')}
          </Button>
        </>
      }
    >
      {target ? (
        <CorrectionForm
          // A new target is a new form: nothing typed for one shift leaks into the next.
          key={target.mode === 'correct' ? target.shift.id : 'add'}
          id={formId}
          target={target}
          locationId={locationId}
          timeZone={timeZone}
          timeFormat={timeFormat}
          employees={employees}
          onSubmit={async (input) => {
            const answer = await save.mutateAsync(input);
            // Unchanged times are not a correction: the server says so and records nothing.
            const unchanged = answer.message === timesheetMessages.shiftUnchanged;
            toast.success(
              input.mode === 'add'
                ? t('timesheets.correct.added')
                : unchanged
                  ? t('timesheets.correct.unchanged')
                  : t('timesheets.correct.saved'),
            );
            save.reset();
            onClose();
          }}
        />
      ) : null}
    </ModalDialog>
  );
}

interface CorrectionFormProps {
  id: string;
  target: CorrectionTarget;
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  employees: readonly PickableEmployee[];
  onSubmit: (input: SaveShiftInput) => Promise<void>;
}

/** Where the form's breaks stand: a correction reads the shift's own before it edits them. */
type BreaksState = 'loading' | 'ready' | 'failed';

function CorrectionForm({
  id,
  target,
  locationId,
  timeZone,
  timeFormat,
  employees,
  onSubmit,
}: CorrectionFormProps) {
  const { t } = useTranslation();
  const shift = target.mode === 'correct' ? target.shift : null;
  const breaksPaid = useBreaksPaid(locationId);
  const storedBreaks = useShiftBreaks(locationId, shift?.id ?? null);
  const [breaksState, setBreaksState] = useState<BreaksState>(shift ? 'loading' : 'ready');
  const [serverError, setServerError] = useState<string | null>(null);
  // An open or auto-closed shift's end is what the manager came to set: left empty to be typed.
  const initialClockOut = shift?.clockOut && !shift.autoClosed ? shift.clockOut : null;
  const resolver = useMemo(
    () =>
      correctionResolver({
        timeZone,
        timeFormat,
        t,
        mode: target.mode,
        initial: shift ? { clockIn: shift.clockIn, clockOut: initialClockOut } : undefined,
        // Until the form holds the shift's breaks it sends none, and the server keeps them.
        sendBreaks: breaksState === 'ready',
      }),
    [timeZone, timeFormat, t, target.mode, shift, initialClockOut, breaksState],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<CorrectionFormValues, unknown, CorrectionOutput>({
    resolver,
    defaultValues: {
      employeeId: '',
      clockIn: shift ? toZonedInputValue(shift.clockIn, timeZone) : '',
      clockOut: initialClockOut ? toZonedInputValue(initialClockOut, timeZone) : '',
      breaks: [],
      reason: '',
    },
  });
  // The times can be read and typed at once; the breaks join the form when they arrive.
  useEffect(() => {
    if (breaksState !== 'loading') return;
    if (storedBreaks.isSuccess) {
      setValue(
        'breaks',
        storedBreaks.data.map((item) => breakFormValue(item, timeZone)),
      );
      setBreaksState('ready');
    } else if (storedBreaks.isError) setBreaksState('failed');
  }, [breaksState, storedBreaks.isSuccess, storedBreaks.isError, storedBreaks.data, setValue, timeZone]);
  // A new break starts on the clock-in's day with its times to type, paid as the location says.
  const newBreak = (): BreakFormValue => {
    const day = getValues('clockIn').slice(0, 10);
    const blank = day ? `${day}T` : '';
    return { start: blank, end: blank, paid: breaksPaid };
  };

  const submit = handleSubmit(async ({ employeeId, ...body }) => {
    setServerError(null);
    try {
      await onSubmit(
        shift ? { mode: 'correct', shiftId: shift.id, body } : { mode: 'add', body: { employeeId, ...body } },
      );
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError && error.status === 400 ? formFieldErrors(error.errors) : [];
      for (const { field, msg } of fieldErrors) setError(field, { type: 'server', message: msg });
      // A field's own refusal shows beside the field; anything else (409, 404, network) at the top.
      if (fieldErrors.length === 0) setServerError(errorMessage(error, t('timesheets.correct.failed')));
    }
  });

  return (
    <form id={id} noValidate onSubmit={submit} className="space-y-4">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      {errors.root ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {shift ? (
        <ShiftSummary shift={shift} timeZone={timeZone} timeFormat={timeFormat} />
      ) : (
        <Controller
          control={control}
          name="employeeId"
          render={({ field, fieldState }) => (
            <EmployeePicker
              employees={employees}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              inputRef={field.ref}
            />
          )}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['clockIn', 'clockOut'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ZonedDateTimeField
                label={t(`timesheets.correct.${name}`)}
                timeZone={timeZone}
                timeFormat={timeFormat}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
        ))}
      </div>
      {breaksState === 'ready' ? (
        <BreaksField
          control={control}
          register={register}
          timeZone={timeZone}
          timeFormat={timeFormat}
          newBreak={newBreak}
        />
      ) : breaksState === 'loading' ? (
        <p className="text-sm text-slate-600">{t('timesheets.correct.breaksLoading')}</p>
      ) : (
        <Alert tone="warning">{t('timesheets.correct.breaksUnavailable')}</Alert>
      )}
      <TextAreaField
        label={t('timesheets.correct.reason')}
        rows={2}
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {shift ? (
        <ShiftAuditTrail
          locationId={locationId}
          shiftId={shift.id}
          timeZone={timeZone}
          timeFormat={timeFormat}
        />
      ) : null}
    </form>
  );
}

/** A stored break in the form: an open one's end is left empty, for the manager to set. */
const breakFormValue = (item: Break, timeZone: string): BreakFormValue => ({
  start: toZonedInputValue(item.start, timeZone),
  end: item.end ? toZonedInputValue(item.end, timeZone) : '',
  paid: item.paid,
  loadedStart: item.start,
  loadedEnd: item.end,
});

/** Who, and the kiosk's own punches, which no correction changes (and which came from the phone). */
function ShiftSummary({
  shift,
  timeZone,
  timeFormat,
}: {
  shift: Shift;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const manual = shift.source === 'manual';
  const originalIn = shift.originalClockIn;
  const originalOut = shift.originalClockOut;
  const day = originalIn ? zonedDay(originalIn, timeZone) : null;
  // The date once, then times; the clock-out's date only when it is another day.
  const outText = originalOut
    ? zonedDay(originalOut, timeZone) === day
      ? formatTime(originalOut, timeZone, timeFormat)
      : formatPunch(originalOut, timeZone, timeFormat)
    : '—';

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 px-4 py-3 text-sm">
      <dt className="font-medium text-slate-600">{t('timesheets.correct.employee')}</dt>
      <dd className="text-slate-900">
        {shift.employee.name} <span className="font-mono text-slate-600">({shift.employee.employeeId})</span>
      </dd>
      <dt className="font-medium text-slate-600">{t('timesheets.correct.original')}</dt>
      <dd className="text-slate-900 tabular-nums">
        {manual || !originalIn
          ? t('timesheets.correct.noOriginal')
          : `${formatPunch(originalIn, timeZone, timeFormat)} – ${outText}`}
        {!manual && originalIn && !originalOut ? (
          <span className="sr-only"> {t('timesheets.correct.noClockOut')}</span>
        ) : null}
      </dd>
      {shift.phone ? (
        <>
          <dt className="font-medium text-slate-600">{t('timesheets.correct.phone')}</dt>
          <dd className="text-slate-900">{phoneDetail(t, shift.phone)}</dd>
        </>
      ) : null}
    </dl>
  );
}
