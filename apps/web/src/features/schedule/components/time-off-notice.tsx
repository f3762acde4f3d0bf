import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import type { TimeOffNotice } from '../use-time-off-at.ts';

/** Monday first; 0 is Sunday as the API counts. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A weekday's short name in the page's language (2026-11-29 was a Sunday). */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 29 + weekday)),
  );

/**
 * Under the employee picker: the picked person's weekly availability, and a warning (not a refusal)
 * when the shift falls on their approved time off or outside that availability.
 */
export function TimeOffNoticeView({ notice }: { notice: TimeOffNotice | null }) {
  const { t, i18n } = useTranslation();
  if (!notice) return null;
  const stated = WEEK.flatMap((weekday) => {
    const day = notice.availability.find((entry) => entry.weekday === weekday);
    if (!day) return [];
    const name = weekdayName(weekday, i18n.language);
    return [
      day.start && day.end
        ? t('manager.schedule.availability.hours', { day: name, from: day.start, to: day.end })
        : t('manager.schedule.availability.none', { day: name }),
    ];
  });
  return (
    <div className="space-y-2" data-testid="time-off-notice">
      {stated.length > 0 ? (
        <p className="text-sm text-slate-700">
          {t('manager.schedule.availability.stated', { days: stated.join(', ') })}
        </p>
      ) : null}
      {notice.onTimeOff ? <Alert tone="warning">{t('manager.schedule.availability.onTimeOff')}</Alert> : null}
      {notice.outside.length > 0 ? (
        <Alert tone="warning">{t('manager.schedule.availability.outside')}</Alert>
      ) : null}
    </div>
  );
}
