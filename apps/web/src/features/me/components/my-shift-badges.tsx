import type { MyRecord } from '@shiftclock/contract/my-hours';
import { useTranslation } from 'react-i18next';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

type Marks = Pick<
  MyRecord,
  'clockOut' | 'corrected' | 'source' | 'autoClosed' | 'awaitingReview' | 'offline'
>;

/** What a manager or the server did to a shift, in words (colour is never the only signal). */
export function myShiftMarks(shift: Marks) {
  return [
    shift.clockOut === null ? ('inProgress' as const) : null,
    shift.source === 'manual'
      ? ('manual' as const)
      : shift.corrected && !shift.autoClosed
        ? ('corrected' as const)
        : null,
    shift.autoClosed ? ('autoClosed' as const) : null,
    shift.awaitingReview ? ('awaitingReview' as const) : null,
    shift.offline ? ('offline' as const) : null,
  ].filter((mark) => mark !== null);
}

export function MyShiftBadges({ shift }: { shift: Marks }) {
  const { t } = useTranslation();
  const marks = myShiftMarks(shift);
  if (marks.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1.5">
      {marks.map((mark) => (
        <span
          key={mark}
          className={`${badge} ${mark === 'inProgress' ? 'bg-green-100 text-green-800' : mark === 'corrected' || mark === 'manual' ? 'bg-accent-50 text-accent-800' : 'bg-amber-100 text-amber-900'}`}
        >
          {t(`meTabs.hours.badges.${mark}`)}
        </span>
      ))}
    </p>
  );
}
