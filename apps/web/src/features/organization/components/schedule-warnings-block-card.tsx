import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useTranslation } from 'react-i18next';
import { useSetWarningsBlock, useWarningsBlock } from '../../../api/organization/schedule-warnings-block.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { OwnerSwitchCard } from './owner-switch-card.tsx';

/**
 * The owner's "schedule warnings stop publishing" (docs/decisions/0199-schedule-warnings.md): off by
 * default, so the warnings only warn.
 */
export function ScheduleWarningsBlockCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const setting = useWarningsBlock(organizationId);
  const change = useSetWarningsBlock(organizationId);
  const block = setting.data?.block ?? false;
  const onChange = (checked: boolean) =>
    change.mutate(checked, {
      onSuccess: () =>
        toast.success(t(checked ? 'schedule-warnings.block.turnedOn' : 'schedule-warnings.block.turnedOff')),
      onError: (error) => toast.error(errorMessage(error, t('schedule-warnings.block.failed'))),
    });
  return (
    <OwnerSwitchCard
      Icon={ShieldAlert}
      title={t('schedule-warnings.block.title')}
      hint={t('schedule-warnings.block.hint')}
      checked={change.isPending ? (change.variables ?? block) : block}
      disabled={!setting.data || change.isPending}
      onCheckedChange={onChange}
    >
      {setting.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errorMessage(setting.error, t('schedule-warnings.block.loadFailed'))}
        </p>
      ) : null}
    </OwnerSwitchCard>
  );
}
