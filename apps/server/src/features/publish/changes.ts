import type { NotifiedTimes, SchedulePublishedBody } from '@shiftclock/contract/publish-messages';
import type { ChangeRow, PublishCounts } from './publish.repository.ts';

type PersonChanges = Omit<SchedulePublishedBody, 'location'>;

const times = (start: Date | null, end: Date | null): NotifiedTimes => ({
  start: new Date(start ?? 0).toISOString(),
  end: new Date(end ?? 0).toISOString(),
});

/**
 * Sorts the locked unpublished rows into what the publish announces: a deleted shift is removed
 * (as employees saw it), a never-published one added, any other changed from its published times.
 */
export function sortChanges(rows: ChangeRow[]) {
  const publish: string[] = [];
  const remove: string[] = [];
  const byPerson = new Map<string, PersonChanges>();
  const counts: PublishCounts = { added: 0, changed: 0, removed: 0 };
  for (const row of rows) {
    const changes = byPerson.get(row.person_id) ?? { added: [], changed: [], removed: [] };
    byPerson.set(row.person_id, changes);
    const now = times(row.scheduled_start, row.scheduled_end);
    if (row.removed_at) {
      remove.push(row.id);
      changes.removed.push(times(row.published_start, row.published_end));
      counts.removed++;
    } else if (!row.published_at) {
      publish.push(row.id);
      changes.added.push(now);
      counts.added++;
    } else {
      publish.push(row.id);
      changes.changed.push({ from: times(row.published_start, row.published_end), to: now });
      counts.changed++;
    }
  }
  return { publish, remove, byPerson, counts };
}
