import { useTranslation } from 'react-i18next';
import type { RecordShift } from './record-calls.ts';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** A shift's marks in words: punched offline, closed automatically, added by a manager. */
export function ShiftMarks({ shift }: { shift: RecordShift }) {
  const { t } = useTranslation();
  if (!shift.offline && !shift.autoClosed && shift.source !== 'manual') return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {shift.offline ? (
        <span className={`${badge} bg-sky-100 text-sky-900`}>{t('meTabs.record.marks.offline')}</span>
      ) : null}
      {shift.autoClosed ? (
        <span className={`${badge} bg-amber-100 text-amber-900`}>{t('meTabs.record.marks.autoClosed')}</span>
      ) : null}
      {shift.source === 'manual' ? (
        <span className={`${badge} bg-slate-100 text-slate-800`}>{t('meTabs.record.marks.manual')}</span>
      ) : null}
    </span>
  );
}
