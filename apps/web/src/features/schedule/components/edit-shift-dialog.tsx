import type { TimeFormat } from '@shiftclock/contract/time-format';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type UpdateScheduledShiftBody,
  useDeleteScheduledShift,
  useUpdateScheduledShift,
} from '../../../api/schedule/scheduled-shift-changes.ts';
import type { ScheduledShift } from '../../../api/schedule/scheduled-shifts.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ZonedDateTimeField } from '../../../components/ui/zoned-date-time-field.tsx';
import { toZonedInputValue } from '../../../lib/time/zoned-input.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteShiftError, updateShiftError } from '../shift-errors.ts';
import { type EditFormValues, editResolver } from '../shift-form.ts';

export interface EditShiftDialogProps {
  locationId: string;
  timeZone: string;
  timeFormat?: TimeFormat;
  /** The shift being edited; null keeps the dialog closed. */
  shift: ScheduledShift | null;
  onClose: () => void;
}

/**
 * 'Edit Shift' (docs/product.md sections 2 and 5): the start and the end can change, nothing else; 'Delete
 * Shift' asks first. Failures stay in the dialog with docs/product.md section 8's text for their status.
 */
export function EditShiftDialog({
  locationId,
  timeZone,
  timeFormat = '24h',
  shift,
  onClose,
}: EditShiftDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const update = useUpdateScheduledShift(locationId);
  const remove = useDeleteScheduledShift(locationId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;

  const close = () => {
    if (busy) return;
    update.reset();
    remove.reset();
    setConfirmingDelete(false);
    onClose();
  };

  const deleteShift = () => {
    if (!shift) return;
    remove.mutate(shift.id, {
      onSuccess: () => {
        toast.success(t('manager.schedule.deleted'));
        remove.reset();
        setConfirmingDelete(false);
        onClose();
      },
    });
  };

  return (
    <ModalDialog
      open={shift !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('manager.schedule.editTitle')}
      description={t('manager.schedule.timeZoneNote', { timeZone })}
      closeLabel={t('manager.common.close')}
      // Wide enough for two date-time fields side by side without clipping their text.
      size="lg"
      footer={
        <>
          <Button
            variant="ghost"
            className="mr-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => {
              remove.reset();
              setConfirmingDelete(true);
            }}
            disabled={busy}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('manager.schedule.delete')}
          </Button>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('manager.common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={update.isPending} disabled={remove.isPending}>
            {t('manager.schedule.save')}
          </Button>
        </>
      }
    >
      {shift ? (
        <EditForm
          id={formId}
          shift={shift}
          timeZone={timeZone}
          timeFormat={timeFormat}
          error={update.isError ? updateShiftError(update.error, t) : null}
          onSubmit={async (body) => {
            await update.mutateAsync({ id: shift.id, body });
            toast.success(t('manager.schedule.updated'));
            update.reset();
            onClose();
          }}
        />
      ) : null}
      <ConfirmModal
        open={confirmingDelete}
        onOpenChange={(next) => {
          if (next) return;
          remove.reset();
          setConfirmingDelete(false);
        }}
        title={t('manager.schedule.delete')}
        message={t('manager.schedule.deleteConfirm')}
        confirmLabel={t('manager.schedule.delete')}
        cancelLabel={t('manager.common.cancel')}
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? deleteShiftError(remove.error, t) : null}
        onConfirm={deleteShift}
      />
    </ModalDialog>
  );
}

function EditForm({
  id,
  shift,
  timeZone,
  timeFormat,
  error,
  onSubmit,
}: {
  id: string;
  shift: ScheduledShift;
  timeZone: string;
  timeFormat: TimeFormat;
  error: string | null;
  onSubmit: (body: UpdateScheduledShiftBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const resolver = useMemo(
    () =>
      editResolver({
        timeZone,
        timeFormat,
        t,
        initial: { start: shift.scheduledStart, end: shift.scheduledEnd },
      }),
    [timeZone, timeFormat, t, shift.scheduledStart, shift.scheduledEnd],
  );
  const { control, handleSubmit } = useForm<EditFormValues, unknown, UpdateScheduledShiftBody>({
    resolver,
    defaultValues: {
      start: toZonedInputValue(shift.scheduledStart, timeZone),
      end: toZonedInputValue(shift.scheduledEnd, timeZone),
    },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch {
      // Shown from `error`, at the top of the form.
    }
  });

  const name = shift.employee.name || shift.employeeName;
  return (
    <form id={id} noValidate onSubmit={submit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 px-4 py-3 text-sm">
        <dt className="font-medium text-slate-600">{t('manager.schedule.employee')}</dt>
        <dd className="text-slate-900">
          {name} <span className="font-mono text-slate-600">({shift.employee.employeeId})</span>
        </dd>
        {shift.notes ? (
          <>
            <dt className="font-medium text-slate-600">{t('manager.schedule.notesLabel')}</dt>
            <dd className="wrap-anywhere whitespace-pre-line text-slate-900">{shift.notes}</dd>
          </>
        ) : null}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['start', 'end'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ZonedDateTimeField
                label={t(`manager.schedule.${name}`)}
                timeZone={timeZone}
                timeFormat={timeFormat}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
        ))}
      </div>
    </form>
  );
}
