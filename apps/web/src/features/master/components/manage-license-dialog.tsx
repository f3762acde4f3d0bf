import { DURATION_UNITS, LICENSE_TYPES } from '@shiftclock/contract/constants';
import { licenseBody, MAX_DURATION } from '@shiftclock/contract/master';
import { type FormEvent, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUpdateLicenseMutation } from '../../../api/master/organization-changes.ts';
import type { DurationUnit, LicenseType, Organization } from '../../../api/master/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfirmOnEnter } from '../../../components/ui/use-confirm-on-enter.ts';
import { checkedResolver } from '../../../lib/checked-resolver.ts';
import { formatDate } from '../format.ts';
import { useMasterSession } from '../use-master-session.ts';

interface ManageLicenseDialogProps {
  /** The organization whose license is edited; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
}

/** The form as shown: the duration as typed; the contract's body holds the number. */
type LicenseValues = {
  licenseType: LicenseType;
  duration: string;
  durationUnit: DurationUnit;
  autoRenew: boolean;
};
type LicenseBody = z.output<typeof licenseBody>;

/** The contract's rule; its first message goes under the duration, the only box that can be wrong. */
const licenseResolver = checkedResolver<LicenseValues, LicenseBody>(({ duration, ...rest }) => {
  // An empty field reads as 0, so it gets the contract's "at least 1" message.
  const parsed = licenseBody.safeParse({ ...rest, duration: duration.trim() === '' ? 0 : Number(duration) });
  if (parsed.success) return { ok: true, values: parsed.data };
  return { ok: false, field: 'duration', message: parsed.error.issues[0]?.message };
});

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
  const { register, control, handleSubmit, formState } = useForm<LicenseValues, unknown, LicenseBody>({
    resolver: licenseResolver,
    // docs/product.md section 3: the form starts at trial, 30, days, auto-renew off, whatever the current license.
    defaultValues: { licenseType: 'trial', duration: '30', durationUnit: 'days', autoRenew: false },
    // The message stays until the next Update, and the focus where it was (docs/forms.md).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // The selects are Radix controls, not inputs: bound through useController.
  const {
    field: { value: licenseType, onChange: setLicenseType },
  } = useController({ control, name: 'licenseType' });
  const {
    field: { value: durationUnit, onChange: setDurationUnit },
  } = useController({ control, name: 'durationUnit' });

  useConfirmOnEnter(true, () => form.current?.requestSubmit());

  const save = handleSubmit((body) =>
    update.mutate({ id: organization.id, ...body }, { onSuccess: onDone, onError: reportFailure }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter reaches requestSubmit even while the button is busy.
    if (!update.isPending) void save(event);
  };

  const current = organization.license;
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4">
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
          error={formState.errors.duration?.message}
          {...register('duration')}
        />
        <SelectField
          label={t('master.license.unitLabel')}
          value={durationUnit}
          onValueChange={setDurationUnit}
          options={DURATION_UNITS.map((unit) => ({ value: unit, label: t(`master.durationUnit.${unit}`) }))}
        />
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" {...register('autoRenew')} className="mt-0.5 size-4 accent-accent-700" />
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
