import { useTranslation } from 'react-i18next';
import type { TimesheetRow } from './hours-columns.ts';

export /** 'Needs review (2)' and 'Awaiting review (1)' badges, or a dash when nothing needs a look. */
function ReviewCount({ row }: { row: TimesheetRow }) {
  const { t } = useTranslation();
  if (row.needsReview === 0) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('timesheets.table.reviewNone')}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        {t('timesheets.table.reviewCount', { count: row.needsReview })}
      </span>
      {row.awaitingReview > 0 ? (
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          {t('timesheets.table.awaitingCount', { count: row.awaitingReview })}
        </span>
      ) : null}
    </span>
  );
}
