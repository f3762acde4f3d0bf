import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { ExportFormat } from '@shiftclock/contract/timesheet-export';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import Download from 'lucide-react/icons/download';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadTimesheet } from '../../../api/timesheets/export-timesheet.ts';
import { useTimesheet } from '../../../api/timesheets/timesheet.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { PickableEmployee } from '../../../lib/employee-search.ts';
import { toast } from '../../../lib/toast.ts';
import { ApprovalBar } from './approval-bar.tsx';
import { type CorrectionTarget, CorrectShiftDialog } from './correct-shift-dialog.tsx';
import { NoHours, TimesheetLoadFailed, TimesheetSkeleton } from './load-states.tsx';
import { OfflinePunchList } from './offline-punch-list.tsx';
import { PeriodBar } from './period-bar.tsx';
import { PeriodHistory } from './period-history.tsx';
import { ReviewList } from './review-list.tsx';
import { TimesheetTable } from './timesheet-table.tsx';

export interface TimesheetScreenProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  /** The employees a missed shift can be added for. */
  employees: readonly PickableEmployee[];
}

/**
 * The manager's timesheet: one pay period (the current one first), its approval, hours per employee
 * with totals, the CSV downloads, and the shifts needing review with their corrections.
 */
export function TimesheetScreen({ locationId, timeZone, timeFormat, employees }: TimesheetScreenProps) {
  const { t } = useTranslation();
  // Any day inside the wanted period; null is the server's "today at the location".
  const [date, setDate] = useState<string | null>(null);
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const timesheet = useTimesheet(locationId, date);
  const data = timesheet.data;
  const period = data?.period ?? null;

  return (
    <div className="space-y-6">
      <PeriodBar period={period} isCurrent={date === null && !timesheet.isPlaceholderData} onGo={setDate} />
      {data ? (
        <div
          className={`space-y-6 transition-opacity ${timesheet.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={timesheet.isPlaceholderData || undefined}
        >
          <ApprovalBar
            // A fresh bar (and no stale refusal) for each period.
            key={`approval-${data.period.startDate}`}
            locationId={locationId}
            timesheet={data}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onCorrect={(shift) => setTarget({ mode: 'correct', shift })}
          />
          <HoursCard
            locationId={locationId}
            timesheet={data}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onAddShift={() => setTarget({ mode: 'add' })}
          />
          <ReviewList
            locationId={locationId}
            locked={data.approval !== null}
            shifts={data.reviewShifts}
            openShifts={data.openShifts}
            answers={data.correctionAnswers}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onCorrect={(shift) => setTarget({ mode: 'correct', shift })}
          />
          <OfflinePunchList locationId={locationId} timeZone={timeZone} timeFormat={timeFormat} />
          <PeriodHistory
            key={`history-${data.period.startDate}`}
            locationId={locationId}
            startDate={data.period.startDate}
            timeZone={timeZone}
            timeFormat={timeFormat}
          />
        </div>
      ) : timesheet.isError ? (
        <TimesheetLoadFailed
          error={timesheet.error}
          fallback={t('timesheets.loadFailed')}
          retrying={timesheet.isFetching}
          onRetry={() => void timesheet.refetch()}
        />
      ) : (
        <TimesheetSkeleton />
      )}
      {data && timesheet.isError ? (
        <Alert tone="error">{errorMessage(timesheet.error, t('timesheets.loadFailed'))}</Alert>
      ) : null}
      <CorrectShiftDialog
        locationId={locationId}
        timeZone={timeZone}
        timeFormat={timeFormat}
        target={target}
        employees={employees}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}

function HoursCard({
  locationId,
  timesheet,
  timeZone,
  timeFormat,
  onAddShift,
}: {
  locationId: string;
  timesheet: TimesheetResponse;
  timeZone: string;
  timeFormat: TimeFormat;
  onAddShift: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const download = useDownloadTimesheet(locationId);
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const rules = timesheet.settings;
  const { weeklyOvertimeHours, dailyOvertimeHours } = rules;
  // An approved period refuses new shifts (409 on the server); the button says so before a click.
  const locked = timesheet.approval !== null;
  const lockedId = useId();

  const downloadAs = (format: ExportFormat) => {
    setDownloading(format);
    download.mutate(
      { date: timesheet.period.startDate, format },
      {
        onSuccess: (fileName) => toast.success(t('timesheets.download.done', { fileName })),
        onError: (error) => toast.error(errorMessage(error, t('timesheets.download.failed'))),
        onSettled: () => setDownloading(null),
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('timesheets.table.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {dailyOvertimeHours === null
              ? t('timesheets.table.overtimeRuleWeekly', { weekly: weeklyOvertimeHours })
              : t('timesheets.table.overtimeRuleBoth', {
                  weekly: weeklyOvertimeHours,
                  daily: dailyOvertimeHours,
                })}
            {rules.doubleTimeDailyHours === null
              ? null
              : ` ${t('timesheets.table.doubleTimeRule', { daily: rules.doubleTimeDailyHours })}`}
            {rules.seventhDayRule ? ` ${t('timesheets.table.seventhDayRule')}` : null}
            {dailyOvertimeHours !== null || rules.seventhDayRule || rules.workdayStart !== '00:00'
              ? ` ${t('timesheets.table.workdayRule', { time: rules.workdayStart })}`
              : null}
            {rules.autoDeductMinutes === null
              ? null
              : ` ${t('timesheets.table.autoDeductRule', { minutes: rules.autoDeductMinutes, hours: rules.autoDeductAfterHours })}`}
            {` ${rules.breaksPaid ? t('timesheets.table.breaksPaidRule') : t('timesheets.table.breaksUnpaidRule')}`}
            {rules.roundingMinutes === null
              ? null
              : ` ${t('timesheets.table.roundingRule', { minutes: rules.roundingMinutes })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={onAddShift}
            disabled={locked}
            aria-describedby={locked ? lockedId : undefined}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('timesheets.addShift')}
          </Button>
          <Button
            variant="secondary"
            busy={downloading === 'summary'}
            disabled={downloading !== null}
            onClick={() => downloadAs('summary')}
          >
            {downloading === 'summary' ? null : <Download aria-hidden="true" className="size-4" />}
            {t('timesheets.download.summary')}
          </Button>
          <Button
            variant="secondary"
            busy={downloading === 'detailed'}
            disabled={downloading !== null}
            onClick={() => downloadAs('detailed')}
          >
            {downloading === 'detailed' ? null : <FileSpreadsheet aria-hidden="true" className="size-4" />}
            {t('timesheets.download.detailed')}
          </Button>
        </div>
      </div>
      {locked ? (
        <p id={lockedId} className="mt-3 text-sm text-slate-700">
          {t('timesheets.lockedReason')}
        </p>
      ) : null}
      <div className="mt-5">
        {timesheet.employees.length === 0 ? (
          <NoHours title={t('timesheets.empty')} hint={t('timesheets.emptyHint')} />
        ) : (
          <TimesheetTable timesheet={timesheet} timeZone={timeZone} timeFormat={timeFormat} />
        )}
      </div>
    </section>
  );
}
