import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { locations } from './locations.ts';
import { people } from './people.ts';

/**
 * Publishing the schedule (docs/decisions/0198-draft-and-publish.md): each publish a manager made,
 * and the notes each affected person gets in their app.
 */

/** One publish: who, when, the local dates it covered and how many changes it announced. */
export const schedulePublishes = pgTable(
  'schedule_publishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    /** The manager as the audit trail names them: the owner's e-mail when acting there, else "Manager". */
    publishedBy: text('published_by').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    added: integer('added').notNull(),
    changed: integer('changed').notNull(),
    removed: integer('removed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_publishes_location_idx').on(t.locationId, t.createdAt)],
);

/** A note in the person's app; `body` is the kind's JSON (packages/contract/src/notifications.ts). */
export const personNotifications = pgTable(
  'person_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('person_notifications_person_idx').on(t.personId, t.createdAt)],
);
