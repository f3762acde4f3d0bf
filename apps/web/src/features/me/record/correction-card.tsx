import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { AnswerPanel } from './answer-panel.tsx';
import type { RecordCorrection } from './record-calls.ts';
import { formatRecordDay, formatRecordMoment } from './record-format.ts';
import { ShiftMarks } from './shift-marks.tsx';
import { TimesChange } from './times-change.tsx';

/** Who the audit trail names, in the reader's words: the location's manager account, the server, or an e-mail as stored. */
function useActorName() {
  const { t } = useTranslation();
  return (actor: string) =>
    actor === 'Manager'
      ? t('meTabs.record.actorManager')
      : actor === 'System'
        ? t('meTabs.record.actorSystem')
        : actor;
}

/** One change to one of the person's shifts: the day and place, before → after, who, when, why, and the answer. */
export function CorrectionCard({ correction }: { correction: RecordCorrection }) {
  const { t } = useTranslation();
  const actorName = useActorName();
  const { shift, answer } = correction;
  const zone = shift.location.timezone;
  const day = formatRecordDay(correction.after?.clockIn ?? shift.clockIn, zone);
  return (
    <article
      aria-label={t('meTabs.record.cardLabel', { day, location: shift.location.locationName })}
      className={cn(
        'rounded-lg border bg-white p-4 shadow-xs',
        answer?.status === 'pending' ? 'border-amber-400' : 'border-slate-200',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="font-semibold text-slate-900">
          {day} · {shift.location.locationName}
        </h2>
        <p className="text-sm font-medium text-slate-700">
          {t(`meTabs.record.actions.${correction.action}`)}
        </p>
      </header>
      <ShiftMarks shift={shift} />
      <TimesChange correction={correction} />
      <p className="mt-2 text-sm text-slate-700">
        {t('meTabs.record.byOn', {
          who: actorName(correction.actor),
          date: formatRecordMoment(correction.at, zone),
        })}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-900">
        {correction.reason ? (
          <>
            <span className="text-slate-600">{t('meTabs.record.reason')} </span>
            {correction.reason}
          </>
        ) : (
          <span className="text-slate-600">{t('meTabs.record.noReason')}</span>
        )}
      </p>
      {answer ? <AnswerPanel correction={correction} answer={answer} /> : null}
    </article>
  );
}
