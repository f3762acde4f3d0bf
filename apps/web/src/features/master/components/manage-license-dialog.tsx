import { DURATION_UNITS, LICENSE_TYPES } from '@shiftclock/contract/constants';
import { licenseBody, MAX_DURATION } from '@shiftclock/contract/master';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLicenseMutation } from '../../../api/master/organization-changes.ts';
import type { DurationUnit, LicenseType, Organization } from '../../../api/master/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfirmOnEnter } from '../../../components/ui/use-confirm-on-enter.ts';
import { formatDate } from '../format.ts';
import { useMasterSession } from '../use-master-session.ts';

interface ManageLicenseDialogProps {
  /** The organization whose license is edited; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
}

/** docs/product.md's Manage License modal. Closes and the lists reload after a successful update. */
export function ManageLicenseDialog({ organization, onClose }: ManageLicenseDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={organization !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('master.common.manageLicense')}
      description={organization?.organizationName}
      closeLabel={t('master.common.close')}
    >
      {/* Mounted only while open, so each opening starts from docs/product.md's defaults. */}
      {organization ? <LicenseForm organization={organization} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function LicenseForm({ organization, onDone }: { organization: Organization; onDone: () => void }) {
  const { t } = useTranslation();
  const { reportFailure } = useMasterSession();
  const update = useUpdateLicenseMutation();
  const form = useRef<HTMLFormElement>(null);
  // docs/product.md section 3: the form starts at trial, 30, days, auto-renew off, whatever the current license.
  const [licenseType, setLicenseType] = useState<LicenseType>('trial');
  const [duration, setDuration] = useState('30');
  const [durationUnit, setDurationUnit] = useState<DurationUnit>('days');
  const [autoRenew, setAutoRenew] = useState(false);
  const [durationError, setDurationError] = useState<string>();

  useConfirmOnEnter(true, () => form.current?.requestSubmit());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    // An empty field reads as 0, so it gets the contract's "at least 1" message.
    const parsed = licenseBody.safeParse({
      licenseType,
      duration: duration.trim() === '' ? 0 : Number(duration),
      durationUnit,
      autoRenew,
    });
    if (!parsed.success) {
      setDurationError(parsed.error.issues[0]?.message);
      return;
    }
    setDurationError(undefined);
    update.mutate({ id: organization.id, ...parsed.data }, { onSuccess: onDone, onError: reportFailure });
  }

  const current = organization.license;
  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        {current
          ? t('master.license.current', {
              type: t(`master.licenseType.${current.type}`),
              date: formatDate(current.endDate),
            })
          : t('master.license.none')}
      </p>
      <SelectField
        label={t('master.license.typeLabel')}
        value={licenseType}
        onValueChange={setLicenseType}
        options={LICENSE_TYPES.map((type) => ({ value: type, label: t(`master.licenseType.${type}`) }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('master.license.durationLabel')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DURATION[durationUnit]}
          step={1}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          error={durationError}
        />
        <SelectField
          label={t('master.license.unitLabel')}
          value={durationUnit}
          onValueChange={setDurationUnit}
          options={DURATION_UNITS.map((unit) => ({ value: unit, label: t(`master.durationUnit.${unit}`) }))}
        />
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={autoRenew}
          onChange={(event) => setAutoRenew(event.target.checked)}
          className="mt-0.5 size-4 accent-accent-700"
        />
        <span>
          <span className="font-medium">{t('master.license.autoRenewLabel')}</span>
          <span className="block text-slate-600">{t('master.license.autoRenewHint')}</span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('master.common.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('master.license.submit')}
        </Button>
      </div>
    </form>
  );
}
