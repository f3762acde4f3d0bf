import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { formatOnThisPhone } from '../local-time.ts';
import {
  type AvailabilityInput,
  type MyTimeOff,
  type TimeOffInput,
  useCancelTimeOff,
  useMyAvailability,
  useMyTimeOff,
  useRequestTimeOff,
  useSaveAvailability,
} from '../time-off-calls.ts';
import { MePage } from './me-page.tsx';

const TYPES = ['vacation', 'sick', 'unpaid', 'other'] as const;
/** Monday first, as most of the app's languages write a week; the numbers are the API's (0 Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The Time off tab (/me/time-off): ask for whole days or hours, see each request's status and
 * cancel one not yet begun; state the weekly availability (docs/decisions/0203-time-off-and-availability.md).
 */
export function TimeOffPage() {
  const { t } = useTranslation();
  return (
    <MePage title={t('meTabs.timeOff.title')}>
      <div className="space-y-8">
        <RequestForm />
        <RequestList />
        <AvailabilityForm />
      </div>
    </MePage>
  );
}

/** `YYYY-MM-DD` and `HH:MM` on this phone's clock → an instant (ISO, with the phone's offset). */
const phoneInstant = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();

function RequestForm() {
  const { t } = useTranslation();
  const request = useRequestTimeOff();
  const [type, setType] = useState<(typeof TYPES)[number]>('vacation');
  const [allDay, setAllDay] = useState(true);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('13:00');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!startDate || (allDay && !endDate)) {
      setProblem(t('meTabs.timeOff.missingDates'));
      return;
    }
    const body: TimeOffInput = allDay
      ? { type, startDate, endDate, note }
      : {
          type,
          start: phoneInstant(startDate, startTime),
          end: phoneInstant(startDate, endTime),
          note,
        };
    request.mutate(body, {
      onSuccess: () => {
        toast.success(t('meTabs.timeOff.requested'));
        setNote('');
      },
      onError: (error) => setProblem(errorMessage(error, t('meTabs.timeOff.requestFailed'))),
    });
  };

  return (
    <section aria-labelledby="time-off-ask">
      <h2 id="time-off-ask" className="text-base font-semibold text-slate-900">
        {t('meTabs.timeOff.askTitle')}
      </h2>
      <form
        onSubmit={submit}
        className="mt-3 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        noValidate
      >
        <div>
          <label htmlFor="time-off-type" className="mb-1 block text-sm font-medium text-slate-800">
            {t('meTabs.timeOff.type')}
          </label>
          <select
            id="time-off-type"
            value={type}
            onChange={(event) => setType(event.target.value as (typeof TYPES)[number])}
            className="block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900"
          >
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`meTabs.timeOff.types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('meTabs.timeOff.length')}</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="time-off-length" checked={allDay} onChange={() => setAllDay(true)} />
              {t('meTabs.timeOff.allDay')}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="time-off-length"
                checked={!allDay}
                onChange={() => setAllDay(false)}
              />
              {t('meTabs.timeOff.hours')}
            </label>
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            type="date"
            label={allDay ? t('meTabs.timeOff.firstDay') : t('meTabs.timeOff.day')}
            value={startDate}
            onChange={(event) => {
              setStartDate(event.target.value);
              if (!endDate || endDate < event.target.value) setEndDate(event.target.value);
            }}
          />
          {allDay ? (
            <TextField
              type="date"
              label={t('meTabs.timeOff.lastDay')}
              value={endDate}
              min={startDate || undefined}
              onChange={(event) => setEndDate(event.target.value)}
            />
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <TextField
                type="time"
                label={t('meTabs.timeOff.from')}
                value={startTime}
                onChange={(event) => setStartTime(event.target.value)}
              />
              <TextField
                type="time"
                label={t('meTabs.timeOff.to')}
                value={endTime}
                onChange={(event) => setEndTime(event.target.value)}
              />
            </div>
          )}
        </div>
        <TextAreaField
          label={t('meTabs.timeOff.note')}
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <Button type="submit" busy={request.isPending} className="w-full sm:w-auto">
          {t('meTabs.timeOff.submit')}
        </Button>
      </form>
    </section>
  );
}

const statusTone: Record<MyTimeOff['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-100 text-slate-700',
};

/** Whole days as the dates they name; hours on this phone's clock. */
function useWhen() {
  const { t } = useTranslation();
  return (request: MyTimeOff) => {
    if (request.allDay && request.startDate && request.endDate) {
      const day = (value: string) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${value}T00:00:00Z`),
        );
      return request.startDate === request.endDate
        ? day(request.startDate)
        : t('meTabs.timeOff.range', { from: day(request.startDate), to: day(request.endDate) });
    }
    return t('meTabs.timeOff.range', {
      from: formatOnThisPhone(request.start ?? ''),
      to: formatOnThisPhone(request.end ?? ''),
    });
  };
}

function RequestList() {
  const { t } = useTranslation();
  const list = useMyTimeOff();
  const cancel = useCancelTimeOff();
  const when = useWhen();
  const now = Date.now();
  const cancellable = (request: MyTimeOff) => {
    if (request.status === 'pending') return true;
    if (request.status !== 'approved') return false;
    const start = request.allDay
      ? Date.parse(`${request.startDate}T00:00:00`)
      : Date.parse(request.start ?? '');
    return start > now;
  };
  return (
    <section aria-labelledby="time-off-list">
      <h2 id="time-off-list" className="text-base font-semibold text-slate-900">
        {t('meTabs.timeOff.listTitle')}
      </h2>
      {list.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(list.error, t('meTabs.timeOff.loadFailed'))}</Alert>
        </div>
      ) : null}
      {list.data && list.data.requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('meTabs.timeOff.none')}</p>
      ) : null}
      <ul className="mt-3 space-y-2">
        {(list.data?.requests ?? []).map((request) => (
          <li key={request.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">
                {t(`meTabs.timeOff.types.${request.type}`)} · {when(request)}
              </p>
              <span
                className={cn('rounded-full px-2 py-0.5 text-xs font-medium', statusTone[request.status])}
              >
                {t(`meTabs.timeOff.status.${request.status}`)}
              </span>
            </div>
            {request.note ? <p className="mt-1 break-words text-slate-700">{request.note}</p> : null}
            {request.status === 'approved' && request.paidHours > 0 ? (
              <p className="mt-1 text-slate-700">{t('meTabs.timeOff.paid', { hours: request.paidHours })}</p>
            ) : null}
            {request.decisionNote ? (
              <p className="mt-1 break-words text-slate-700">
                {t('meTabs.timeOff.managerNote', { note: request.decisionNote })}
              </p>
            ) : null}
            {cancellable(request) ? (
              <Button
                variant="secondary"
                className="mt-2"
                busy={cancel.isPending && cancel.variables === request.id}
                aria-label={t('meTabs.timeOff.cancelLabel', { when: when(request) })}
                onClick={() =>
                  cancel.mutate(request.id, {
                    onSuccess: () => toast.success(t('meTabs.timeOff.cancelled')),
                    onError: (error) => toast.error(errorMessage(error, t('meTabs.timeOff.cancelFailed'))),
                  })
                }
              >
                {t('meTabs.timeOff.cancel')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type DayChoice = { mode: 'any' | 'hours' | 'none'; start: string; end: string };

const choicesOf = (days: AvailabilityInput): Record<number, DayChoice> =>
  Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const day = days.find((d) => d.weekday === weekday);
      if (!day) return [weekday, { mode: 'any', start: '09:00', end: '17:00' }];
      if (day.start === null || day.end === null)
        return [weekday, { mode: 'none', start: '09:00', end: '17:00' }];
      return [weekday, { mode: 'hours', start: day.start, end: day.end === '24:00' ? '23:59' : day.end }];
    }),
  );

/** A weekday's name in the page's language (2026-11-29 was a Sunday). */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 29 + weekday)),
  );

function AvailabilityForm() {
  const { t, i18n } = useTranslation();
  const current = useMyAvailability();
  const save = useSaveAvailability();
  const [choices, setChoices] = useState<Record<number, DayChoice> | null>(null);
  useEffect(() => {
    if (current.data && choices === null) setChoices(choicesOf(current.data.days));
  }, [current.data, choices]);
  const shown = choices ?? choicesOf([]);
  const set = (weekday: number, change: Partial<DayChoice>) =>
    setChoices({ ...shown, [weekday]: { ...(shown[weekday] as DayChoice), ...change } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days: AvailabilityInput = WEEKDAYS.flatMap((weekday): AvailabilityInput => {
      const choice = shown[weekday] as DayChoice;
      if (choice.mode === 'any') return [];
      if (choice.mode === 'none') return [{ weekday, start: null, end: null }];
      return [{ weekday, start: choice.start, end: choice.end === '23:59' ? '24:00' : choice.end }];
    });
    save.mutate(days, {
      onSuccess: () => toast.success(t('meTabs.timeOff.availabilitySaved')),
      onError: (error) => toast.error(errorMessage(error, t('meTabs.timeOff.availabilityFailed'))),
    });
  };

  return (
    <section aria-labelledby="availability-title">
      <h2 id="availability-title" className="text-base font-semibold text-slate-900">
        {t('meTabs.timeOff.availabilityTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('meTabs.timeOff.availabilityIntro')}</p>
      <form onSubmit={submit} className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        {WEEKDAYS.map((weekday) => {
          const choice = shown[weekday] as DayChoice;
          const name = weekdayName(weekday, i18n.language);
          return (
            <fieldset key={weekday} className="border-b border-slate-100 pb-3 last:border-0 last:pb-0">
              <legend className="text-sm font-medium capitalize text-slate-900">{name}</legend>
              <div className="mt-1 flex flex-wrap items-end gap-3">
                <label className="sr-only" htmlFor={`availability-${weekday}`}>
                  {t('meTabs.timeOff.availabilityOf', { day: name })}
                </label>
                <select
                  id={`availability-${weekday}`}
                  value={choice.mode}
                  onChange={(event) => set(weekday, { mode: event.target.value as DayChoice['mode'] })}
                  className="h-11 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900"
                >
                  <option value="any">{t('meTabs.timeOff.anyTime')}</option>
                  <option value="hours">{t('meTabs.timeOff.onlyHours')}</option>
                  <option value="none">{t('meTabs.timeOff.notAvailable')}</option>
                </select>
                {choice.mode === 'hours' ? (
                  <>
                    <TextField
                      type="time"
                      className="w-28"
                      label={t('meTabs.timeOff.from')}
                      aria-label={t('meTabs.timeOff.fromOf', { day: name })}
                      value={choice.start}
                      onChange={(event) => set(weekday, { start: event.target.value })}
                    />
                    <TextField
                      type="time"
                      className="w-28"
                      label={t('meTabs.timeOff.to')}
                      aria-label={t('meTabs.timeOff.toOf', { day: name })}
                      value={choice.end}
                      onChange={(event) => set(weekday, { end: event.target.value })}
                    />
                  </>
                ) : null}
              </div>
            </fieldset>
          );
        })}
        <Button type="submit" busy={save.isPending} className="w-full sm:w-auto">
          {t('meTabs.timeOff.saveAvailability')}
        </Button>
      </form>
    </section>
  );
}
