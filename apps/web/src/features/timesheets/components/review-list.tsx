import type { ShiftCorrectionAnswer } from '@shiftclock/contract/my-record';
import type { Shift } from '@shiftclock/contract/shifts';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import CheckCheck from 'lucide-react/icons/check-check';
import PenLine from 'lucide-react/icons/pen-line';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmShift } from '../../../api/shifts/shift-corrections.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatHours, formatPunch, formatTime, sameDay } from '../format.ts';
import { CorrectionAnswerNote } from './correction-answer-note.tsx';
import { ShiftBadges } from './shift-badges.tsx';

interface ReviewListProps {
  locationId: string;
  /** The period is approved: its shifts cannot be corrected or confirmed until it is reopened. */
  locked?: boolean;
  /** The period's shifts with no clock-out yet: not a problem, but where a forgotten one is corrected. */
  openShifts?: Shift[];
  shifts: Shift[];
  /** The employees' answers to the latest correction of shifts (where the organization asks for them). */
  answers?: readonly ShiftCorrectionAnswer[];
  timeZone: string;
  timeFormat: TimeFormat;
  onCorrect: (shift: Shift) => void;
}

/** The period's shifts that need a second look (corrected or auto-closed), each correctable. */
export function ReviewList({
  locationId,
  locked = false,
  shifts,
  openShifts = [],
  answers = [],
  timeZone,
  timeFormat,
  onCorrect,
}: ReviewListProps) {
  const { t } = useTranslation();
  const answerOf = new Map(answers.map((answer) => [answer.shiftId, answer]));
  const headingId = useId();
  const lockedId = useId();
  const openHeadingId = useId();
  const item = (shift: Shift) => (
    <ReviewItem
      key={shift.id}
      locationId={locationId}
      lockedBy={locked ? lockedId : undefined}
      shift={shift}
      answer={answerOf.get(shift.id)}
      timeZone={timeZone}
      timeFormat={timeFormat}
      onCorrect={onCorrect}
    />
  );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />
        {t('timesheets.review.title', { count: shifts.length })}
      </h2>
      {locked && shifts.length + openShifts.length > 0 ? (
        <p id={lockedId} className="mt-2 text-sm text-slate-700">
          {t('timesheets.lockedReason')}
        </p>
      ) : null}
      {shifts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('timesheets.review.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">{shifts.map(item)}</ul>
      )}
      {openShifts.length > 0 ? (
        <section aria-labelledby={openHeadingId} className="mt-6 border-t border-slate-200 pt-4">
          <h3 id={openHeadingId} className="font-semibold text-slate-900">
            {t('timesheets.review.openTitle', { count: openShifts.length })}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('timesheets.review.openHint')}</p>
          <ul className="mt-2 divide-y divide-slate-100">{openShifts.map(item)}</ul>
        </section>
      ) : null}
    </section>
  );
}

interface ReviewItemProps {
  locationId: string;
  shift: Shift;
  /** The employee's answer to its latest correction, if one is asked or given. */
  answer?: ShiftCorrectionAnswer | undefined;
  timeZone: string;
  timeFormat: TimeFormat;
  onCorrect: (shift: Shift) => void;
  /** Without its badges and hint: where the list says what the shifts have in common. */
  compact?: boolean;
  /** The id of the text saying why the actions are off (an approved period), which disables them. */
  lockedBy?: string | undefined;
}

/**
 * One shift to review: who, when, how long, why, and its actions: Correct, and for an auto-closed
 * shift awaiting review (counted 0 h) Confirm as worked.
 */
export function ReviewItem({
  locationId,
  shift,
  answer,
  timeZone,
  timeFormat,
  onCorrect,
  compact = false,
  lockedBy,
}: ReviewItemProps) {
  const { t } = useTranslation();
  const confirm = useConfirmShift(locationId);
  const clockIn = formatPunch(shift.clockIn, timeZone, timeFormat);
  // The clock-out's date only when the shift ended on another day.
  const clockOut = shift.clockOut
    ? sameDay(shift.clockIn, shift.clockOut, timeZone)
      ? formatTime(shift.clockOut, timeZone, timeFormat)
      : formatPunch(shift.clockOut, timeZone, timeFormat)
    : null;
  const name = shift.employee.name;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      {/* At least 12rem, so on a phone the badges wrap under the name rather than squeezing it. */}
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">
          {name}{' '}
          <span className="font-mono text-sm font-normal text-slate-600">({shift.employee.employeeId})</span>
        </p>
        <p className="text-sm text-slate-700 tabular-nums">
          {clockIn} – {clockOut ?? t('timesheets.review.open')}
          {shift.totalHours === null ? null : (
            <span className="text-slate-600">
              {' · '}
              {t('timesheets.review.hours', { hours: formatHours(shift.totalHours) })}
            </span>
          )}
        </p>
      </div>
      {compact ? null : <ShiftBadges shift={shift} />}
      <span className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-label={t('timesheets.review.correctLabel', { name, time: clockIn })}
          disabled={lockedBy !== undefined}
          aria-describedby={lockedBy}
          onClick={() => onCorrect(shift)}
        >
          <PenLine aria-hidden="true" className="size-4" />
          {t('timesheets.review.correct')}
        </Button>
        {shift.awaitingReview ? (
          <Button
            variant="secondary"
            busy={confirm.isPending}
            disabled={lockedBy !== undefined}
            aria-describedby={lockedBy}
            aria-label={t('timesheets.review.confirmLabel', { name, time: clockIn })}
            onClick={() =>
              confirm.mutate(shift.id, {
                onSuccess: () => toast.success(t('timesheets.review.confirmedToast', { name })),
                onError: (error) => toast.error(errorMessage(error, t('timesheets.review.confirmFailed'))),
              })
            }
          >
            {confirm.isPending ? null : <CheckCheck aria-hidden="true" className="size-4" />}
            {t('timesheets.review.confirm')}
          </Button>
        ) : null}
      </span>
      {shift.awaitingReview && !compact ? (
        // A line of its own, under the shift, its badges and its actions.
        <p className="basis-full text-sm text-red-900">{t('timesheets.review.awaitingHint')}</p>
      ) : null}
      {answer && !compact ? <CorrectionAnswerNote answer={answer} name={name} /> : null}
    </li>
  );
}
