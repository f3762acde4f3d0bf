import { useTranslation } from 'react-i18next';
import { useRepeatShift } from '../../../api/schedule-fill/schedule-fill.ts';
import { DayField } from '../../../components/ui/day-field.tsx';
import { repeatProblem } from '../../../lib/fill-days.ts';
import { toast } from '../../../lib/toast.ts';

/** "Repeat weekly until" in Schedule New Shift: optional, empty by default. */
export function RepeatUntilField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (day: string) => void;
  problem: ReturnType<typeof repeatProblem>;
}) {
  const { t } = useTranslation();
  return (
    <DayField
      label={t('scheduleFill.repeat.label')}
      hint={t('scheduleFill.repeat.hint')}
      value={value}
      onChange={onChange}
      error={problem ? t(`scheduleFill.repeat.errors.${problem}`) : undefined}
    />
  );
}

/** Why the repeat date cannot be sent for a shift starting at `start`; null when it is empty or fine. */
export const repeatUntilProblem = (start: string, until: string, timeZone: string) =>
  until === '' ? null : repeatProblem(start, until, timeZone);

/** Repeats a shift just scheduled, and says in a toast what was added and how many weeks were skipped. */
export function useRepeatScheduled(locationId: string) {
  const { t } = useTranslation();
  const repeat = useRepeatShift(locationId);
  return async (id: string, until: string) => {
    try {
      const result = await repeat.mutateAsync({ id, until });
      toast.success(t('scheduleFill.repeat.done', { count: result.created.length }));
      if (result.skipped.length > 0)
        toast.error(t('scheduleFill.repeat.skipped', { count: result.skipped.length }));
    } catch {
      toast.error(t('scheduleFill.repeat.failed'));
    }
  };
}
