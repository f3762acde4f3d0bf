import { ClipboardCheck } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCorrectionConfirmation,
  useSetCorrectionConfirmation,
} from '../../../api/organization/correction-confirmation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { dateLocale } from '../../../lib/time/date-locale.ts';
import { toast } from '../../../lib/toast.ts';

/** When the setting was turned on, on this device's clock (it belongs to no one location). */
const formatSince = (instant: string) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );

/**
 * The owner's "employees confirm corrections" (docs/decisions/0195-employees-confirm-corrections.md):
 * off by default; when on, employees confirm or dispute each new correction in their app.
 */
export function CorrectionConfirmationCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const setting = useCorrectionConfirmation(organizationId);
  const change = useSetCorrectionConfirmation(organizationId);
  const enabled = setting.data?.enabled ?? false;
  const since = setting.data?.since ?? null;
  const titleId = useId();
  const hintId = useId();
  const onChange = (checked: boolean) =>
    change.mutate(checked, {
      onSuccess: () =>
        toast.success(
          t(
            checked
              ? 'organization.correctionConfirmation.turnedOn'
              : 'organization.correctionConfirmation.turnedOff',
          ),
        ),
      onError: (error) => toast.error(errorMessage(error, t('organization.correctionConfirmation.failed'))),
    });
  return (
    <section
      aria-labelledby={titleId}
      className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-6 py-4 shadow-xs"
    >
      <ClipboardCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {t('organization.correctionConfirmation.title')}
        </h2>
        <p id={hintId} className="text-sm text-slate-600">
          {t('organization.correctionConfirmation.hint')}
        </p>
        {enabled && since ? (
          <p className="mt-1 text-sm text-slate-700">
            {t('organization.correctionConfirmation.since', { date: formatSince(since) })}
          </p>
        ) : null}
        {setting.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errorMessage(setting.error, t('organization.correctionConfirmation.loadFailed'))}
          </p>
        ) : null}
      </div>
      {/* The thumb's side, not only its colour, tells on from off (as the settings' switches). */}
      <Switch.Root
        aria-labelledby={titleId}
        aria-describedby={hintId}
        checked={change.isPending ? (change.variables ?? enabled) : enabled}
        disabled={!setting.data || change.isPending}
        onCheckedChange={onChange}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-accent-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </section>
  );
}
