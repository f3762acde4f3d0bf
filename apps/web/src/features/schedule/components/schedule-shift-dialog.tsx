import { DEFAULT_SHIFT_DURATION_HOURS } from '@shiftclock/contract/constants';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CreateScheduledShiftBody,
  useCreateScheduledShift,
} from '../../../api/schedule/scheduled-shift-changes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmployeePicker } from '../../../components/ui/employee-picker.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { ZonedDateTimeField } from '../../../components/ui/zoned-date-time-field.tsx';
import type { PickableEmployee } from '../../../lib/employee-search.ts';
import {
  addHoursToInputValue,
  endKeepingLength,
  readZonedInput,
  toZonedInputValue,
} from '../../../lib/time/zoned-input.ts';
import { toast } from '../../../lib/toast.ts';
import type { ScheduleDraft } from '../drafts.ts';
import { createShiftError } from '../shift-errors.ts';
import { type ScheduleFormValues, scheduleResolver } from '../shift-form.ts';
import { useBusyAt } from '../use-busy-at.ts';
import { useTimeOffAt } from '../use-time-off-at.ts';
import { RepeatUntilField, repeatUntilProblem, useRepeatScheduled } from './repeat-until-field.tsx';
import { TimeOffNoticeView } from './time-off-notice.tsx';

export interface ScheduleShiftDialogProps {
  locationId: string;
  timeZone: string;
  timeFormat?: TimeFormat;
  /** The active employees, the only ones the server lets a shift be scheduled for. */
  employees: readonly PickableEmployee[];
  /** Null keeps the dialog closed; each new draft opens it afresh. */
  draft: ScheduleDraft | null;
  onClose: () => void;
  /** The end filled in when a start is chosen and the end is still empty. */
  defaultDurationHours?: number;
}

/** 'Schedule New Shift' (docs/product.md sections 2 and 5): employee, start, end, optional notes. */
export function ScheduleShiftDialog({
  locationId,
  timeZone,
  timeFormat = '24h',
  employees,
  draft,
  onClose,
  defaultDurationHours = DEFAULT_SHIFT_DURATION_HOURS,
}: ScheduleShiftDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateScheduledShift(locationId);
  const repeatScheduled = useRepeatScheduled(locationId);
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={draft !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('manager.schedule.newTitle')}
      description={t('manager.schedule.timeZoneNote', { timeZone })}
      closeLabel={t('manager.common.close')}
      // Wide enough for two date-time fields side by side without clipping their text.
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {t('manager.common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending}>
            {t('manager.schedule.create')}
          </Button>
        </>
      }
    >
      {draft ? (
        <ScheduleForm
          id={formId}
          locationId={locationId}
          draft={draft}
          timeZone={timeZone}
          timeFormat={timeFormat}
          employees={employees}
          defaultDurationHours={defaultDurationHours}
          error={create.isError ? createShiftError(create.error, t) : null}
          onSubmit={async (body, repeatUntil) => {
            const created = await create.mutateAsync(body);
            toast.success(t('manager.schedule.created'));
            if (repeatUntil) await repeatScheduled(created.scheduledShift.id, repeatUntil);
            create.reset();
            onClose();
          }}
        />
      ) : null}
    </ModalDialog>
  );
}

function ScheduleForm({
  id,
  locationId,
  draft,
  timeZone,
  timeFormat,
  employees,
  defaultDurationHours,
  error,
  onSubmit,
}: {
  id: string;
  locationId: string;
  draft: ScheduleDraft;
  timeZone: string;
  timeFormat: TimeFormat;
  employees: readonly PickableEmployee[];
  defaultDurationHours: number;
  error: string | null;
  /** `repeatUntil`: the optional last day to repeat the shift weekly, '' for none. */
  onSubmit: (body: CreateScheduledShiftBody, repeatUntil: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const resolver = useMemo(() => scheduleResolver({ timeZone, timeFormat, t }), [timeZone, timeFormat, t]);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<ScheduleFormValues, unknown, CreateScheduledShiftBody>({
    resolver,
    defaultValues: {
      employeeId: draft.employeeId ?? '',
      start: draft.start ? toZonedInputValue(draft.start, timeZone) : '',
      end: draft.end ? toZonedInputValue(draft.end, timeZone) : '',
      notes: '',
    },
  });
  // The last start that named an instant: the end keeps its length from there, so a start that is
  // unreadable for a moment ('14:' on the way to '14:30') does not lose the shift's length.
  const lastStart = useRef(getValues('start'));
  const [startValue, endValue, employeeId] = watch(['start', 'end', 'employeeId']);
  const busyElsewhere = useBusyAt(locationId, timeZone, startValue, endValue);
  const timeOffNotice = useTimeOffAt(locationId, timeZone, employeeId, startValue, endValue);

  const [repeatUntil, setRepeatUntil] = useState('');
  const [repeatProblem, setRepeatProblem] = useState<ReturnType<typeof repeatUntilProblem>>(null);

  const submit = handleSubmit(async (body) => {
    const problem = repeatUntilProblem(body.scheduledStart, repeatUntil, timeZone);
    setRepeatProblem(problem);
    if (problem) return;
    try {
      await onSubmit(body, repeatUntil);
    } catch {
      // Shown from `error`, at the top of the form.
    }
  });

  return (
    <form id={id} noValidate onSubmit={submit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Controller
        control={control}
        name="employeeId"
        render={({ field, fieldState }) => (
          <EmployeePicker
            employees={employees}
            busyElsewhere={busyElsewhere}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <TimeOffNoticeView notice={timeOffNotice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="start"
          render={({ field, fieldState }) => (
            <ZonedDateTimeField
              label={t('manager.schedule.start')}
              timeZone={timeZone}
              timeFormat={timeFormat}
              error={fieldState.error?.message}
              {...field}
              onChange={(value) => {
                const previous = lastStart.current;
                if (readZonedInput(value, timeZone).kind === 'instant') lastStart.current = value;
                field.onChange(value);
                const currentEnd = getValues('end');
                if (!currentEnd && value) {
                  // A start with no end yet gets the usual shift length, the way the calendar does it.
                  const end = addHoursToInputValue(value, defaultDurationHours, timeZone);
                  setValue('end', end);
                  // A 'Please select an end time' from an earlier try no longer holds.
                  if (end) clearErrors('end');
                } else if (currentEnd) {
                  // A moved start takes the end along: the shift keeps its length.
                  const moved = endKeepingLength(previous, currentEnd, value, timeZone);
                  if (moved) setValue('end', moved);
                }
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="end"
          render={({ field, fieldState }) => (
            <ZonedDateTimeField
              label={t('manager.schedule.end')}
              timeZone={timeZone}
              timeFormat={timeFormat}
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
      </div>
      <TextAreaField
        label={t('manager.schedule.notes')}
        rows={2}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <RepeatUntilField value={repeatUntil} onChange={setRepeatUntil} problem={repeatProblem} />
    </form>
  );
}
