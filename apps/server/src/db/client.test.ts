import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { connectDatabase } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('reports an idle connection that the database ends, and the next query still runs', async () => {
  const failures: Error[] = [];
  const database = connectDatabase(String(t.pool.options.connectionString), {
    max: 1,
    onIdleError: (error) => failures.push(error),
  });
  try {
    const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    await t.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]?.message).toMatch(/terminat/i);
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await database.close();
  }
});
