import type { Shift } from '@shiftclock/contract/shifts';
import { useTranslation } from 'react-i18next';
import { phoneDetail } from '../phone-detail.ts';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Why a shift needs review, in words (colour is never the only signal). */
export function ShiftBadges({
  shift,
}: {
  shift: Pick<
    Shift,
    'corrected' | 'autoClosed' | 'awaitingReview' | 'isActive' | 'source' | 'offline' | 'phone'
  >;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1.5">
      {shift.isActive ? (
        <span className={`${badge} bg-green-100 text-green-800`}>{t('timesheets.badges.open')}</span>
      ) : null}
      {shift.autoClosed ? (
        <span className={`${badge} bg-amber-100 text-amber-900`}>{t('timesheets.badges.autoClosed')}</span>
      ) : null}
      {shift.awaitingReview ? (
        <span className={`${badge} bg-red-100 text-red-900`}>{t('timesheets.badges.awaitingReview')}</span>
      ) : null}
      {shift.source === 'manual' ? (
        <span className={`${badge} bg-slate-100 text-slate-800`}>{t('timesheets.badges.manual')}</span>
      ) : null}
      {shift.corrected ? (
        <span className={`${badge} bg-accent-50 text-accent-800`}>{t('timesheets.badges.corrected')}</span>
      ) : null}
      {shift.offline ? (
        <span className={`${badge} bg-amber-100 text-amber-900`}>{t('timesheets.badges.offline')}</span>
      ) : null}
      {shift.phone ? (
        <span className={`${badge} bg-sky-100 text-sky-900`}>
          {t('timesheets.badges.phone', { detail: phoneDetail(t, shift.phone) })}
        </span>
      ) : null}
    </span>
  );
}
