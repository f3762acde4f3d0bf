import { useTranslation } from 'react-i18next';
import type { RecordCorrection } from './record-calls.ts';
import { formatPunchOf, formatRecordTime } from './record-format.ts';

type Times = NonNullable<RecordCorrection['after']>;

/**
 * Before → after of one entry, part by part (clock-in, clock-out, breaks): an unchanged part once, a
 * changed one struck through and then emphasised, with words for screen readers (not colour alone).
 */
export function TimesChange({ correction }: { correction: RecordCorrection }) {
  const { t } = useTranslation();
  const { before, after, shift } = correction;
  const zone = shift.location.timezone;
  const start = after?.clockIn ?? shift.clockIn;
  const punch = (times: Times | null, part: 'clockIn' | 'clockOut') =>
    times === null ? null : (formatPunchOf(times[part], start, zone) ?? t('meTabs.record.noClockOut'));
  const breaks = (times: Times | null) => {
    if (times === null) return null;
    if (times.breaks === null) return t('meTabs.record.breaksNotKept');
    if (times.breaks.length === 0) return t('meTabs.record.noBreaks');
    return times.breaks
      .map((item) => {
        const end = item.end === null ? '…' : formatRecordTime(item.end, zone);
        const kind = item.paid ? t('meTabs.record.paidBreak') : t('meTabs.record.unpaidBreak');
        return `${formatRecordTime(item.start, zone)}–${end} (${kind})`;
      })
      .join(', ');
  };
  // A break list not kept on one side says nothing about a change: only the other side is shown.
  const breaksKnown = before?.breaks !== null || after?.breaks !== null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <Part
        label={t('meTabs.record.clockIn')}
        before={punch(before, 'clockIn')}
        after={punch(after, 'clockIn')}
      />
      <Part
        label={t('meTabs.record.clockOut')}
        before={punch(before, 'clockOut')}
        after={punch(after, 'clockOut')}
      />
      {breaksKnown ? (
        <Part
          label={t('meTabs.record.breaks')}
          before={before?.breaks === null ? null : breaks(before)}
          after={after?.breaks === null ? null : breaks(after)}
        />
      ) : null}
    </dl>
  );
}

function Part({ label, before, after }: { label: string; before: string | null; after: string | null }) {
  const { t } = useTranslation();
  const changed = before !== null && after !== null && before !== after;
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 tabular-nums">
        {changed ? (
          <>
            <span className="sr-only">{t('meTabs.record.was')} </span>
            <del className="text-slate-500">{before}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {t('meTabs.record.now')} </span>
            <ins className="rounded bg-amber-100 px-1 font-semibold text-slate-950 no-underline">{after}</ins>
          </>
        ) : (
          (after ?? before)
        )}
      </dd>
    </>
  );
}
