import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useScheduleWarnings } from '../../../api/schedule/schedule-warnings.ts';
import { useWarningFormat } from '../use-warning-format.ts';
import { WarningsList } from './warnings-list.tsx';

/**
 * The range's warnings, compact, for the publish dialog: nothing while they load, fail or there are
 * none. The location is the manager view's own (/manager/{locationId}).
 */
export function PublishWarnings({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t } = useTranslation();
  const { locationId = '' } = useParams();
  const warnings = useScheduleWarnings(locationId, { startDate, endDate });
  const format = useWarningFormat(locationId);
  const list = warnings.data?.warnings ?? [];
  if (!format || list.length === 0) return null;
  return (
    <section
      aria-label={t('schedule-warnings.title')}
      className="rounded-md border border-amber-200 bg-amber-50 p-3"
    >
      <p className="mb-2 text-sm font-semibold text-amber-900">
        {t('schedule-warnings.publish.heading', { count: list.length })}
      </p>
      <WarningsList warnings={list} format={format} />
      <p className="mt-2 text-sm text-slate-700">
        {warnings.data?.block ? t('schedule-warnings.blocking') : t('schedule-warnings.notBlocking')}
      </p>
    </section>
  );
}
