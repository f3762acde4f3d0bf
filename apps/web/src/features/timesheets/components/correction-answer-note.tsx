import type { ShiftCorrectionAnswer } from '@shiftclock/contract/my-record';
import { useTranslation } from 'react-i18next';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * The employee's answer to the latest correction of a shift, where the organization asks for one
 * (docs/decisions/0195-employees-confirm-corrections.md): a badge in words, and a dispute's comment
 * on a line of its own, readable on a phone without hovering.
 */
export function CorrectionAnswerNote({ answer, name }: { answer: ShiftCorrectionAnswer; name: string }) {
  const { t } = useTranslation();
  if (answer.status === 'pending')
    return (
      <p className="basis-full text-sm">
        <span className={`${badge} bg-slate-100 text-slate-800`}>{t('timesheets.answers.pending')}</span>
      </p>
    );
  if (answer.status === 'confirmed')
    return (
      <p className="basis-full text-sm">
        <span className={`${badge} bg-green-100 text-green-800`}>{t('timesheets.answers.confirmed')}</span>
      </p>
    );
  return (
    <div className="basis-full rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p>
        <span className={`${badge} bg-red-100 text-red-900`}>{t('timesheets.answers.disputed')}</span>
      </p>
      <figure className="mt-2">
        <blockquote className="whitespace-pre-line break-words">{answer.comment}</blockquote>
        <figcaption className="mt-1 text-xs text-red-900">
          {t('timesheets.answers.disputedBy', { name })}
        </figcaption>
      </figure>
    </div>
  );
}
