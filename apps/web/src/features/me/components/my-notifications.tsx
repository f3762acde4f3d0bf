import type { PersonNotification } from '@shiftclock/contract/notifications';
import type { NotifiedTimes } from '@shiftclock/contract/publish-messages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { meApi, useMeQuery } from '../me-api.ts';
import { dayIn, dayLabel, timeIn } from '../shift-times.ts';

const route = 'GET /api/me/notifications';

/** 'Thursday, March 11, 09:00 – 17:00' in the location's zone. */
const shown = (times: NotifiedTimes, timeZone: string) =>
  `${dayLabel(dayIn(times.start, timeZone))}, ${timeIn(times.start, timeZone)} – ${timeIn(times.end, timeZone)}`;

/**
 * "Your schedule changed": the unread notes a publish left (docs/decisions/0198-draft-and-publish.md),
 * each with only this person's changes. Shown once: they are marked read when on screen, and stay
 * until the next load.
 */
export function MyNotifications() {
  const { t } = useTranslation();
  const answer = useMeQuery(route);
  const unread = (answer.data?.notifications ?? []).filter((note) => note.readAt === null);
  useMarkRead(answer.dataUpdatedAt > 0 ? unread : []);
  if (unread.length === 0) return null;
  return (
    <section aria-labelledby="my-notifications" className="flex flex-col gap-2">
      <h2 id="my-notifications" className="font-semibold text-slate-900">
        {t('meTabs.notifications.heading')}
      </h2>
      <ul className="flex flex-col gap-2">
        {unread.map((note) => (
          <li key={note.id}>
            <NotificationCard note={note} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NotificationCard({ note }: { note: PersonNotification }) {
  if (note.kind === 'open_shift_posted' || note.kind === 'open_shift_claim_decided')
    return <OpenShiftNote note={note} />;
  if (note.kind === 'schedule_published') return <ScheduleNote note={note} />;
  if (note.kind === 'time_off_decided') return <TimeOffDecidedCard note={note} />;
  return <SwapNotificationCard note={note} />;
}

type SwapNote = Extract<
  PersonNotification,
  { kind: 'shift_swap_offered' | 'shift_swap_accepted' | 'shift_swap_approved' | 'shift_swap_declined' }
>;

/** A swap or cover the person is in: offered to them, accepted, approved or declined (docs/decisions/0202-shift-swaps.md). */
function SwapNotificationCard({ note }: { note: SwapNote }) {
  const { t } = useTranslation();
  const { location, shift, returnShift, offeredBy, acceptedBy } = note.body;
  const zone = location.timezone;
  const other = acceptedBy?.name ?? '';
  const title =
    note.kind === 'shift_swap_offered'
      ? t('meTabs.notifications.swapOffered', { name: offeredBy.name })
      : note.kind === 'shift_swap_accepted'
        ? t('meTabs.notifications.swapAccepted', { name: other })
        : note.kind === 'shift_swap_approved'
          ? t('meTabs.notifications.swapApproved', { from: offeredBy.name, to: other })
          : t('meTabs.notifications.swapDeclined', { from: offeredBy.name, to: other });
  return (
    <article className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-slate-700">
        {t('meTabs.notifications.at', { location: location.locationName })}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        <li>
          <span className="font-medium">
            {t('meTabs.notifications.swapShift', { name: offeredBy.name })}:
          </span>{' '}
          {shown(shift, zone)}
        </li>
        {returnShift ? (
          <li>
            <span className="font-medium">{t('meTabs.notifications.swapInReturn', { name: other })}:</span>{' '}
            {shown(returnShift, zone)}
          </li>
        ) : null}
      </ul>
    </article>
  );
}

/** A manager approved or declined the person's time off (docs/decisions/0203). */
function TimeOffDecidedCard({ note }: { note: Extract<PersonNotification, { kind: 'time_off_decided' }> }) {
  const { t } = useTranslation();
  const { body } = note;
  const zone = body.location.timezone;
  const day = (value: string) => dayLabel(value);
  const when =
    body.startDate && body.endDate
      ? body.startDate === body.endDate
        ? day(body.startDate)
        : `${day(body.startDate)} – ${day(body.endDate)}`
      : body.start && body.end
        ? shown({ start: body.start, end: body.end }, zone)
        : '';
  return (
    <article className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">
        {t(
          body.decision === 'approved'
            ? 'meTabs.notifications.timeOffApproved'
            : 'meTabs.notifications.timeOffDeclined',
        )}
      </p>
      <p className="text-sm text-slate-700">{when}</p>
      {body.decision === 'approved' && body.paidHours > 0 ? (
        <p className="text-sm text-slate-700">
          {t('meTabs.notifications.timeOffPaid', { hours: body.paidHours })}
        </p>
      ) : null}
      {body.note ? <p className="mt-1 break-words text-sm text-slate-700">“{body.note}”</p> : null}
    </article>
  );
}

/** An open shift posted that the person may claim, or the answer to their claim (docs/decisions/0201-open-shifts.md). */
function OpenShiftNote({
  note,
}: {
  note: Extract<PersonNotification, { kind: 'open_shift_posted' | 'open_shift_claim_decided' }>;
}) {
  const { t } = useTranslation();
  const { location, shift } = note.body;
  const title =
    note.kind === 'open_shift_posted'
      ? t('meTabs.notifications.openShiftPosted')
      : note.body.decision === 'approved'
        ? t('meTabs.notifications.openShiftApproved')
        : t('meTabs.notifications.openShiftDeclined');
  return (
    <article className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-slate-700">
        {t('meTabs.notifications.at', { location: location.locationName })}
      </p>
      <p className="mt-2 text-sm">{shown(shift, location.timezone)}</p>
      {note.kind === 'open_shift_posted' && note.body.notes ? (
        <p className="mt-1 text-sm text-slate-700">{note.body.notes}</p>
      ) : null}
    </article>
  );
}

function ScheduleNote({ note }: { note: Extract<PersonNotification, { kind: 'schedule_published' }> }) {
  const { t } = useTranslation();
  const { location, added, changed, removed } = note.body;
  const zone = location.timezone;
  return (
    <article className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">{t('meTabs.notifications.title')}</p>
      <p className="text-sm text-slate-700">
        {t('meTabs.notifications.at', { location: location.locationName })}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {added.map((times) => (
          <li key={`a${times.start}`}>
            <span className="font-medium">{t('meTabs.notifications.added')}:</span> {shown(times, zone)}
          </li>
        ))}
        {changed.map((change) => (
          <li key={`c${change.to.start}`}>
            <span className="font-medium">{t('meTabs.notifications.changed')}:</span> {shown(change.to, zone)}{' '}
            <span className="text-slate-700">
              ({t('meTabs.notifications.was', { times: shown(change.from, zone) })})
            </span>
          </li>
        ))}
        {removed.map((times) => (
          <li key={`r${times.start}`}>
            <span className="font-medium">{t('meTabs.notifications.removed')}:</span>{' '}
            <s>{shown(times, zone)}</s>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Marks the notes on screen read, once per set shown; a failure leaves them for the next look. */
function useMarkRead(notes: PersonNotification[]) {
  const sent = useRef('');
  const ids = notes.map((note) => note.id).join(',');
  useEffect(() => {
    if (!ids || sent.current === ids) return;
    sent.current = ids;
    meApi('POST /api/me/notifications/read', { body: { ids: ids.split(',') } }).catch(() => undefined);
  }, [ids]);
}
