import { MAX_LOCATIONS_LIMIT } from '@shiftclock/contract/constants';
import { locationLimitsBody } from '@shiftclock/contract/master';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUpdateLocationLimitsMutation } from '../../../api/master/organization-changes.ts';
import type { Organization } from '../../../api/master/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfirmOnEnter } from '../../../components/ui/use-confirm-on-enter.ts';
import { checkedResolver } from '../../../lib/checked-resolver.ts';
import { useMasterSession } from '../use-master-session.ts';

interface LocationLimitsDialogProps {
  /** The organization whose limit is edited; null keeps the dialog closed. */
  organization: Organization | null;
  onClose: () => void;
}

/** The box as typed; the contract's body holds the number. */
type LimitsValues = { maxLocations: string };
type LocationLimitsBody = z.output<typeof locationLimitsBody>;

/** Below the current count (or no number at all) gets the hint's own words; the rest, the contract's. */
const limitsResolver = (currentLocations: number, minHint: string) =>
  checkedResolver<LimitsValues, LocationLimitsBody>(({ maxLocations }) => {
    const wanted = maxLocations.trim() === '' ? Number.NaN : Number(maxLocations);
    if (Number.isNaN(wanted) || wanted < currentLocations) {
      return { ok: false, field: 'maxLocations', message: minHint };
    }
    const parsed = locationLimitsBody.safeParse({ maxLocations: wanted });
    if (parsed.success) return { ok: true, values: parsed.data };
    return { ok: false, field: 'maxLocations', message: parsed.error.issues[0]?.message };
  });

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
  const minHint = t('master.limits.minHint', { current: currentLocations });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LimitsValues, unknown, LocationLimitsBody>({
    resolver: limitsResolver(currentLocations, minHint),
    // docs/product.md's default is 1; below the current count it could never be saved, so it starts there.
    defaultValues: { maxLocations: String(Math.max(1, currentLocations)) },
    // The message stays until the next Save, and the focus where it was (docs/forms.md).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = errors.maxLocations?.message;

  useConfirmOnEnter(true, () => form.current?.requestSubmit());

  const save = handleSubmit((body) =>
    update.mutate({ id: organization.id, ...body }, { onSuccess: onDone, onError: reportFailure }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter reaches requestSubmit even while the button is busy.
    if (!update.isPending) void save(event);
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4">
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
        error={error}
        // The hint and an equal error would be read twice.
        hint={error === minHint ? undefined : minHint}
        {...register('maxLocations')}
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
