import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { useTranslation } from 'react-i18next';
import {
  useCorrectionConfirmation,
  useSetCorrectionConfirmation,
} from '../../../api/organization/correction-confirmation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { dateLocale } from '../../../lib/time/date-locale.ts';
import { toast } from '../../../lib/toast.ts';
import { OwnerSwitchCard } from './owner-switch-card.tsx';

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
    <OwnerSwitchCard
      Icon={ClipboardCheck}
      title={t('organization.correctionConfirmation.title')}
      hint={t('organization.correctionConfirmation.hint')}
      checked={change.isPending ? (change.variables ?? enabled) : enabled}
      disabled={!setting.data || change.isPending}
      onCheckedChange={onChange}
    >
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
    </OwnerSwitchCard>
  );
}
