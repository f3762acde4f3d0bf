import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteOldNotifications, insertNotifications } from './notifications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

it('forgets notes read over 90 days ago and any written over a year ago, and keeps the rest', async () => {
  const { organization } = await createOrganization(t.db);
  const { location } = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
  const { personId } = await createEmployee(t.db, location.id, '001', { name: 'Ann' });
  const now = new Date('2027-06-01T12:00:00Z');
  const body = {
    location: { locationId: location.id, locationName: 'Paris', timezone: 'Europe/Paris' },
    added: [],
    changed: [],
    removed: [],
  };
  const note = { personId, kind: 'schedule_published' as const, body };
  await insertNotifications(t.db, [note, note, note, note, note]);
  const { rows } = await t.pool.query<{ id: string }>(
    'select id from person_notifications where person_id = $1 order by id',
    [personId],
  );
  const [readLongAgo, readLately, unreadOld, unreadYearOld, fresh] = rows.map((row) => row.id);
  const age = (id: string | undefined, written: number, read: number | null) =>
    t.pool.query('update person_notifications set created_at = $2, read_at = $3 where id = $1', [
      id,
      new Date(now.getTime() - written),
      read === null ? null : new Date(now.getTime() - read),
    ]);
  await age(readLongAgo, 200 * DAY, 91 * DAY);
  await age(readLately, 200 * DAY, 89 * DAY);
  await age(unreadOld, 364 * DAY, null);
  await age(unreadYearOld, 366 * DAY, null);
  await age(fresh, DAY, null);

  await deleteOldNotifications(t.db, now);

  const kept = await t.pool.query<{ id: string }>(
    'select id from person_notifications where person_id = $1',
    [personId],
  );
  expect(kept.rows.map((row) => row.id).sort()).toEqual([readLately, unreadOld, fresh].sort());
});
