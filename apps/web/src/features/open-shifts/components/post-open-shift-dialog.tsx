import type { TimeFormat } from '@shiftclock/contract/time-format';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostOpenShift } from '../../../api/open-shifts/open-shifts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { ZonedDateTimeField } from '../../../components/ui/zoned-date-time-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { fromZonedInputValue, toZonedInputValue } from '../../../lib/time/zoned-input.ts';
import { toast } from '../../../lib/toast.ts';

const HOUR = 3_600_000;

interface PostOpenShiftDialogProps {
  open: boolean;
  onClose: () => void;
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  defaultDurationHours: number;
}

type FieldErrors = { scheduledStart?: string; scheduledEnd?: string; notes?: string };

/**
 * Post open shift: a start, an end (the location's default length after the next full hour) and
 * notes. The server checks the shape (the end after the start, at most 24 hours) and its message is
 * shown under the field it names.
 */
export function PostOpenShiftDialog({
  open,
  onClose,
  locationId,
  timeZone,
  timeFormat,
  defaultDurationHours,
}: PostOpenShiftDialogProps) {
  const { t } = useTranslation();
  const post = usePostOpenShift(locationId);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!open) return;
    const first = Math.ceil(Date.now() / HOUR) * HOUR;
    setStart(toZonedInputValue(first, timeZone));
    setEnd(toZonedInputValue(first + defaultDurationHours * HOUR, timeZone));
    setNotes('');
    setErrors({});
  }, [open, timeZone, defaultDurationHours]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scheduledStart = fromZonedInputValue(start, timeZone);
    const scheduledEnd = fromZonedInputValue(end, timeZone);
    if (!scheduledStart || !scheduledEnd) {
      setErrors({
        ...(scheduledStart ? {} : { scheduledStart: t('manager.openShifts.timeInvalid') }),
        ...(scheduledEnd ? {} : { scheduledEnd: t('manager.openShifts.timeInvalid') }),
      });
      return;
    }
    post.mutate(
      { scheduledStart, scheduledEnd, notes },
      {
        onSuccess: () => {
          toast.success(t('manager.openShifts.posted'));
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.errors ?? []) : [];
          if (fields.length > 0)
            setErrors(Object.fromEntries(fields.map((f) => [f.path, f.msg])) as FieldErrors);
          else toast.error(errorMessage(error, t('manager.openShifts.failed')));
        },
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('manager.openShifts.postTitle')}
      description={t('manager.openShifts.postIntro')}
      closeLabel={t('manager.common.close')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ZonedDateTimeField
          label={t('manager.openShifts.start')}
          value={start}
          onChange={setStart}
          timeZone={timeZone}
          timeFormat={timeFormat}
          error={errors.scheduledStart}
        />
        <ZonedDateTimeField
          label={t('manager.openShifts.end')}
          value={end}
          onChange={setEnd}
          timeZone={timeZone}
          timeFormat={timeFormat}
          error={errors.scheduledEnd}
        />
        <TextAreaField
          label={t('manager.openShifts.notes')}
          value={notes}
          maxLength={1000}
          onChange={(event) => setNotes(event.target.value)}
          error={errors.notes}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('manager.common.cancel')}
          </Button>
          <Button type="submit" busy={post.isPending}>
            {t('manager.openShifts.postSubmit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
