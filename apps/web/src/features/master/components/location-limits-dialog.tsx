import { MAX_LOCATIONS_LIMIT } from '@shiftclock/contract/constants';
import { locationLimitsBody } from '@shiftclock/contract/master';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLocationLimitsMutation } from '../../../api/master/organization-changes.ts';
import type { Organization } from '../../../api/master/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfirmOnEnter } from '../../../components/ui/use-confirm-on-enter.ts';
import { useMasterSession } from '../use-master-session.ts';

interface LocationLimitsDialogProps {
  /** The organization whose limit is edited; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
}

/** docs/product.md's Location Limits modal: Current Locations, Current Limit, Maximum Locations. */
export function LocationLimitsDialog({ organization, onClose }: LocationLimitsDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={organization !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('master.common.locationLimits')}
      description={organization?.organizationName}
      closeLabel={t('master.common.close')}
    >
      {organization ? <LimitsForm organization={organization} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function LimitsForm({ organization, onDone }: { organization: Organization; onDone: () => void }) {
  const { t } = useTranslation();
  const { reportFailure } = useMasterSession();
  const update = useUpdateLocationLimitsMutation();
  const form = useRef<HTMLFormElement>(null);
  const { currentLocations, maxLocations } = organization.locationLimits;
  // docs/product.md's default is 1; below the current count it could never be saved, so it starts there.
  const [value, setValue] = useState(String(Math.max(1, currentLocations)));
  const [error, setError] = useState<string>();
  const minHint = t('master.limits.minHint', { current: currentLocations });

  useConfirmOnEnter(true, () => form.current?.requestSubmit());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const wanted = value.trim() === '' ? Number.NaN : Number(value);
    if (Number.isNaN(wanted) || wanted < currentLocations) {
      setError(minHint);
      return;
    }
    const parsed = locationLimitsBody.safeParse({ maxLocations: wanted });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { id: organization.id, maxLocations: parsed.data.maxLocations },
      { onSuccess: onDone, onError: reportFailure },
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('master.limits.currentLocations')} value={currentLocations} />
        <Fact label={t('master.limits.currentLimit')} value={maxLocations} />
      </dl>
      <TextField
        label={t('master.limits.maxLocationsLabel')}
        type="number"
        inputMode="numeric"
        min={currentLocations}
        max={MAX_LOCATIONS_LIMIT}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        // The hint and an equal error would be read twice.
        hint={error === minHint ? undefined : minHint}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('master.common.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('master.limits.submit')}
        </Button>
      </div>
    </form>
  );
}

function Fact({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
