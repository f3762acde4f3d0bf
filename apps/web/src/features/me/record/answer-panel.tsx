import { DISPUTE_COMMENT_MAX, myRecordMessages } from '@shiftclock/contract/my-record-messages';
import Check from 'lucide-react/icons/check';
import MessageSquareWarning from 'lucide-react/icons/message-square-exclamation-point';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type RecordCorrection, useAnswerCorrection } from './record-calls.ts';
import { formatRecordMoment } from './record-format.ts';

type Answer = NonNullable<RecordCorrection['answer']>;

/** The employee's answer to a correction: Confirm or Dispute while it waits, else what they answered. */
export function AnswerPanel({ correction, answer }: { correction: RecordCorrection; answer: Answer }) {
  const { t } = useTranslation();
  const zone = correction.shift.location.timezone;
  if (answer.status === 'pending') return <PendingAnswer correction={correction} />;
  const when = answer.answeredAt ? formatRecordMoment(answer.answeredAt, zone) : '';
  if (answer.status === 'confirmed')
    return <p className="mt-3 text-sm text-green-800">{t('meTabs.record.youConfirmed', { date: when })}</p>;
  return (
    <div className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-950">
      <p>{t('meTabs.record.youDisputed', { date: when })}</p>
      <blockquote className="mt-1 whitespace-pre-line break-words border-l-2 border-red-300 pl-2">
        {answer.comment}
      </blockquote>
    </div>
  );
}

function PendingAnswer({ correction }: { correction: RecordCorrection }) {
  const { t } = useTranslation();
  const answer = useAnswerCorrection();
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();

  const failed = (cause: unknown) => toast.error(errorMessage(cause, t('meTabs.record.answerFailed')));
  const confirm = () =>
    answer.mutate(
      { entryId: correction.id, answer: 'confirm' },
      { onSuccess: () => toast.success(t('meTabs.record.confirmedToast')), onError: failed },
    );
  const dispute = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (text.length === 0) return setError(myRecordMessages.disputeCommentRequired);
    if (text.length > DISPUTE_COMMENT_MAX) return setError(myRecordMessages.disputeCommentTooLong);
    setError(undefined);
    answer.mutate(
      { entryId: correction.id, answer: 'dispute', comment: text },
      { onSuccess: () => toast.success(t('meTabs.record.disputedToast')), onError: failed },
    );
  };

  return (
    <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-950">{t('meTabs.record.pendingQuestion')}</p>
      {disputing ? (
        <form id={formId} className="mt-2 space-y-2" onSubmit={dispute} noValidate>
          <TextAreaField
            label={t('meTabs.record.commentLabel')}
            hint={t('meTabs.record.commentHint', { max: DISPUTE_COMMENT_MAX })}
            rows={3}
            maxLength={DISPUTE_COMMENT_MAX}
            value={comment}
            error={error}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={answer.isPending}>
              {t('meTabs.record.sendDispute')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={answer.isPending}
              onClick={() => setDisputing(false)}
            >
              {t('meTabs.record.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button busy={answer.isPending} onClick={confirm}>
            {answer.isPending ? null : <Check aria-hidden="true" className="size-4" />}
            {t('meTabs.record.confirm')}
          </Button>
          <Button variant="secondary" disabled={answer.isPending} onClick={() => setDisputing(true)}>
            <MessageSquareWarning aria-hidden="true" className="size-4" />
            {t('meTabs.record.dispute')}
          </Button>
        </div>
      )}
    </div>
  );
}
