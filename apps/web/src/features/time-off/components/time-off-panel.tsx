import { daysBetween } from '@shiftclock/contract/time/zoned-time';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ManagerTimeOff, useDecideTimeOff, usePendingTimeOff } from '../../../api/time-off/time-off.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDate, formatDate, formatTimeOfDay } from '../../../lib/time/clock.ts';
import { toast } from '../../../lib/toast.ts';

/** A quarter-hour step and the hours an approval proposes: 8 a day, or the hours asked; unpaid 0. */
function proposedPaidHours(request: ManagerTimeOff) {
  if (request.type === 'unpaid') return 0;
  if (request.allDay && request.startDate && request.endDate)
    return (daysBetween(request.startDate, request.endDate) + 1) * 8;
  const minutes = (Date.parse(request.end ?? '') - Date.parse(request.start ?? '')) / 60_000;
  return Math.ceil(minutes / 15) / 4;
}

/**
 * The manager's "Time off" panel in the Requests section (docs/decisions/0203): each pending request
 * of the location's employees, approved with its paid hours or declined.
 */
export function TimeOffPanel({
  locationId,
  timeZone,
  timeFormat,
}: {
  locationId: string;
  timeZone: string | null;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const pending = usePendingTimeOff(locationId);
  return (
    <section aria-labelledby="time-off-requests">
      <h3 id="time-off-requests" className="text-base font-semibold text-slate-900">
        {t('manager.timeOff.title')}
      </h3>
      {pending.isError ? (
        <div className="mt-2">
          <Alert tone="error">{errorMessage(pending.error, t('manager.timeOff.loadFailed'))}</Alert>
        </div>
      ) : null}
      {pending.data && pending.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('manager.timeOff.none')}</p>
      ) : null}
      {timeZone ? (
        <ul className="mt-2 space-y-3">
          {(pending.data ?? []).map((request) => (
            <PendingRequest
              key={request.id}
              locationId={locationId}
              request={request}
              timeZone={timeZone}
              timeFormat={timeFormat}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PendingRequest({
  locationId,
  request,
  timeZone,
  timeFormat,
}: {
  locationId: string;
  request: ManagerTimeOff;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const decide = useDecideTimeOff(locationId);
  const [paid, setPaid] = useState(String(proposedPaidHours(request)));
  const unpaid = request.type === 'unpaid';
  const when =
    request.allDay && request.startDate && request.endDate
      ? request.startDate === request.endDate
        ? formatCalendarDate(request.startDate, 'weekdayDayMonth')
        : t('manager.timeOff.range', {
            from: formatCalendarDate(request.startDate, 'weekdayDayMonth'),
            to: formatCalendarDate(request.endDate, 'weekdayDayMonth'),
          })
      : t('manager.timeOff.hoursRange', {
          day: formatDate(request.start ?? '', timeZone, 'weekday'),
          from: formatTimeOfDay(request.start ?? '', timeZone, { timeFormat }),
          to: formatTimeOfDay(request.end ?? '', timeZone, { timeFormat }),
        });
  const who = `${request.employee.name} (${request.employee.employeeId})`;
  const send = (approve: boolean) => {
    const paidHours = unpaid ? 0 : Number(paid.replace(',', '.'));
    // mutateAsync, not mutate's callbacks: the decided request leaves the list (and this item
    // unmounts) as the lists refresh, and the toast must still say so.
    decide
      .mutateAsync({
        id: request.id,
        approve,
        paidHours: Number.isFinite(paidHours) ? paidHours : -1,
        note: '',
      })
      .then(
        () =>
          toast.success(t(approve ? 'manager.timeOff.approved' : 'manager.timeOff.declined', { name: who })),
        (error: unknown) => toast.error(errorMessage(error, t('manager.timeOff.decideFailed'))),
      );
  };
  const paidId = `paid-${request.id}`;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
      data-time-off-request={request.id}
    >
      <p className="font-medium text-slate-900">{who}</p>
      <p className="text-slate-700">
        {t(`manager.timeOff.types.${request.type}`)} · {when}
      </p>
      {request.note ? <p className="mt-1 break-words text-slate-700">“{request.note}”</p> : null}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={paidId} className="mb-1 block text-xs font-medium text-slate-800">
            {t('manager.timeOff.paidHours')}
          </label>
          <input
            id={paidId}
            inputMode="decimal"
            value={unpaid ? '0' : paid}
            disabled={unpaid}
            onChange={(event) => setPaid(event.target.value)}
            className="block h-11 w-24 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:bg-slate-100"
          />
        </div>
        <Button
          busy={decide.isPending && decide.variables?.approve === true}
          disabled={decide.isPending}
          aria-label={t('manager.timeOff.approveLabel', { name: who, when })}
          onClick={() => send(true)}
        >
          {t('manager.timeOff.approve')}
        </Button>
        <Button
          variant="secondary"
          busy={decide.isPending && decide.variables?.approve === false}
          disabled={decide.isPending}
          aria-label={t('manager.timeOff.declineLabel', { name: who, when })}
          onClick={() => send(false)}
        >
          {t('manager.timeOff.decline')}
        </Button>
      </div>
    </li>
  );
}
