import { dayString } from '@shiftclock/contract/dates';
import type { ExportFormat } from '@shiftclock/contract/timesheet-export';
import { type RefObject, useId, useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useExportLocationTimesheet } from '../../../api/organization/export-location-timesheet.ts';
import type { DashboardLocation } from '../../../api/organization/organization-dashboard.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DatePickerButton } from '../../../components/ui/date-picker-button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkedResolver } from '../../../lib/checked-resolver.ts';
import { formatInTimeZone } from '../../../lib/time/pattern.ts';
import { useDateField } from '../../../lib/use-date-field.ts';
import { useShowSuccess } from './success-popup.tsx';

interface DownloadTimesheetDialogProps {
  organizationId: string;
  location: DashboardLocation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusRef?: RefObject<HTMLElement | null>;
}

const formats: readonly ExportFormat[] = ['summary', 'detailed'];

type DownloadValues = { date: string; format: ExportFormat };

/** The day must be one ('yyyy-MM-dd', as the date field hands it on); the server finds its period. */
const downloadResolver = (dateInvalid: string) => {
  const day = dayString(dateInvalid);
  return checkedResolver<DownloadValues, DownloadValues>((values) => {
    const checked = day.safeParse(values.date);
    if (checked.success) return { ok: true, values };
    return { ok: false, field: 'date', message: checked.error.issues[0]?.message };
  });
};

/**
 * 'Download timesheet' from a location card: a day inside the wanted pay period (today
 * at the location by default; the server finds the period under the location's own settings) and
 * the CSV's format.
 */
export function DownloadTimesheetDialog({
  organizationId,
  location,
  open,
  onOpenChange,
  finalFocusRef,
}: DownloadTimesheetDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const download = useExportLocationTimesheet(organizationId);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (download.isPending) return;
        download.reset();
        onOpenChange(next);
      }}
      title={t('organization.timesheet.title')}
      description={t('organization.timesheet.description', { name: location.locationName })}
      closeLabel={t('organization.dialog.close')}
      finalFocusRef={finalFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={download.isPending}>
            {t('organization.timesheet.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={download.isPending}>
            {t('organization.timesheet.download')}
          </Button>
        </>
      }
    >
      {open ? (
        <DownloadForm
          id={formId}
          location={location}
          download={download}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </ModalDialog>
  );
}

function DownloadForm({
  id,
  location,
  download,
  onDone,
}: {
  id: string;
  location: DashboardLocation;
  download: ReturnType<typeof useExportLocationTimesheet>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const showSuccess = useShowSuccess();
  const resolver = useMemo(() => downloadResolver(t('organization.timesheet.dateInvalid')), [t]);
  const { register, control, handleSubmit, formState } = useForm<DownloadValues>({
    resolver,
    defaultValues: {
      date: formatInTimeZone(Date.now(), location.timezone, 'yyyy-MM-dd'),
      format: 'summary',
    },
    // The message stays until the next Download, and the focus where it was (docs/forms.md).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { field: date } = useController({ control, name: 'date' });
  const dateField = useDateField(date.value, date.onChange);
  const legendId = useId();

  const submit = handleSubmit(async ({ date, format }) => {
    try {
      const fileName = await download.mutateAsync({ locationId: location.locationId, date, format });
      showSuccess(t('organization.timesheet.done', { fileName }));
      onDone();
    } catch {
      // Shown from download.error, at the top of the form.
    }
  });

  return (
    <form id={id} noValidate onSubmit={submit} className="space-y-4">
      {download.isError ? (
        <Alert tone="error">{errorMessage(download.error, t('organization.timesheet.failed'))}</Alert>
      ) : null}
      <TextField
        label={t('organization.timesheet.date')}
        error={formState.errors.date?.message}
        hint={t('organization.timesheet.dateHint')}
        {...dateField.input}
        trailing={
          <DatePickerButton
            fieldLabel={t('organization.timesheet.date')}
            value={date.value}
            onPick={dateField.pick}
          />
        }
      />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('organization.timesheet.format')}
        </legend>
        <div className="flex flex-col gap-2">
          {formats.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2 has-checked:border-accent-600 has-checked:bg-accent-50"
            >
              <input
                type="radio"
                value={value}
                {...register('format')}
                className="mt-1 size-4 accent-accent-700"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {t(`organization.timesheet.formats.${value}`)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(`organization.timesheet.formatHints.${value}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
