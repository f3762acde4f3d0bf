import { describe, expect, it } from 'vitest';
import { databaseLabel } from './database-label.ts';

describe('databaseLabel', () => {
  it('names the embedded database by its folder', () => {
    expect(databaseLabel({ databaseUrl: undefined, dataDir: '/srv/shiftclock' })).toBe(
      'embedded PostgreSQL in /srv/shiftclock/postgres',
    );
  });

  it('prints a DATABASE_URL without its password', () => {
    expect(
      databaseLabel({ databaseUrl: 'postgres://clock:s3cret@db.internal:5433/shifts', dataDir: '/unused' }),
    ).toBe('postgres://clock:***@db.internal:5433/shifts');
    expect(databaseLabel({ databaseUrl: 'postgres://clock@db/shifts', dataDir: '/unused' })).toBe(
      'postgres://clock@db/shifts',
    );
  });
});
