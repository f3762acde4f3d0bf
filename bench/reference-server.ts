import Fastify from 'fastify';
import pg from 'pg';

/**
 * A reference limit of this machine: one bare Fastify route, nothing else (no validation, no auth,
 * no logging), so the product's figures can be read as a fraction of what the stack can do here.
 * REF_KIND picks the route:
 *   const   a constant JSON object
 *   select  one indexed single-row SELECT through a `pg` pool (the kiosk's employee lookup)
 *   range   one indexed range SELECT of REF_ROWS shift rows, serialized to JSON
 *   insert  one single-row INSERT, committed (durable: fsync on), through a `pg` pool, into a table
 *           with a primary key only (bench_writes)
 *   insert-shift  the same into `shifts`, with its indexes and foreign keys (REF_EMPLOYEE_IDS of
 *           REF_LOCATION_ID): not a target's reference, it shows what the table itself costs
 *   punch-floor  the punch's floor: POST /punch/clock-in and /punch/clock-out with the kiosk's body
 *           ({ employeeId: code }), driven by the same load as the product's clock mix
 *           (bench/load-worker.ts), each one statement on the real `shifts` of REF_LOCATION_ID's
 *           employees: clock-in INSERTs an open row, clock-out UPDATEs that employee's open row
 * The pool has the product's size (apps/server/src/db/client.ts), so both queue alike.
 */
const kind = process.env.REF_KIND ?? 'const';
const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const locationId = process.env.REF_LOCATION_ID ?? '';
const rows = Number(process.env.REF_ROWS ?? '50');
const codes = (process.env.REF_CODES ?? '001').split(',');
const employeeIds = (process.env.REF_EMPLOYEE_IDS ?? '').split(',');
let next = 0;
/** Each employee's person, read once: a shift names both, as the product's punch does (no trigger runs). */
const personOf =
  kind === 'insert-shift'
    ? new Map(
        (
          await pool.query<{ id: string; person_id: string }>(
            'select id, person_id from employees where id = any($1::uuid[])',
            [employeeIds],
          )
        ).rows.map((r) => [r.id, r.person_id]),
      )
    : new Map<string, string>();

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ready: true }));
if (kind === 'punch-floor') await punchFloor();

const constant = { message: 'Clocked in successfully', ok: true, at: '2026-11-23T09:00:00.000Z' };

app.get('/', async () => {
  switch (kind) {
    case 'const':
      return constant;
    case 'select': {
      const code = codes[next++ % codes.length];
      const result = await pool.query(
        'select id, name, code, is_active from employees where location_id = $1 and code = $2',
        [locationId, code],
      );
      return { employee: result.rows[0] ?? null };
    }
    case 'range': {
      const result = await pool.query(
        `select id, employee_id, clock_in, clock_out, corrected, auto_closed from shifts
          where location_id = $1 and clock_in >= $2 order by clock_in limit $3`,
        [locationId, '2000-01-01T00:00:00Z', rows],
      );
      return { shifts: result.rows };
    }
    case 'insert': {
      const result = await pool.query(
        'insert into bench_writes (location_id, code, at) values ($1, $2, now()) returning id, at',
        [locationId, codes[next++ % codes.length]],
      );
      return { write: result.rows[0] };
    }
    case 'insert-shift': {
      // Closed at once: no clash with the one-active-shift index, as many rows as requests.
      const employeeId = employeeIds[next++ % employeeIds.length] as string;
      const result = await pool.query(
        'insert into shifts (location_id, employee_id, person_id, clock_in, clock_out) values ($1, $2, $3, now(), now()) returning id, clock_in',
        [locationId, employeeId, personOf.get(employeeId)],
      );
      return { shift: result.rows[0] };
    }
    default:
      throw new Error(`unknown REF_KIND ${kind}`);
  }
});

/**
 * The punch with nothing but its write: no token, no validation, no employee lookup (the codes'
 * IDs are read once here), no transaction around it. Named prepared statements, as the product's
 * punches are (apps/server/src/features/kiosk/kiosk.repository.ts), so neither side pays for
 * planning. The answer names the employee where the product's does, for the load's bookkeeping.
 */
async function punchFloor() {
  const staff = await pool.query<{ id: string; code: string; person_id: string }>(
    'select id, code, person_id from employees where location_id = $1',
    [locationId],
  );
  const idOf = new Map(staff.rows.map((r) => [r.code, r.id]));
  const personOfCode = new Map(staff.rows.map((r) => [r.code, r.person_id]));
  type Body = { employeeId: string };
  const shiftOf = (code: string, row: Record<string, unknown>) => ({
    shift: { ...row, employee: { employeeId: code } },
  });
  app.post<{ Body: Body }>('/punch/clock-in', async (request, reply) => {
    const code = request.body.employeeId;
    const result = await pool.query({
      name: 'floor_punch_in',
      text: 'insert into shifts (location_id, employee_id, person_id, clock_in) values ($1, $2, $3, now()) returning id, clock_in, clock_out',
      values: [locationId, idOf.get(code), personOfCode.get(code)],
    });
    return reply.code(201).send(shiftOf(code, result.rows[0]));
  });
  app.post<{ Body: Body }>('/punch/clock-out', async (request, reply) => {
    const code = request.body.employeeId;
    const result = await pool.query({
      name: 'floor_punch_out',
      text: 'update shifts set clock_out = now() where person_id = $1 and clock_out is null returning id, clock_in, clock_out',
      values: [personOfCode.get(code)],
    });
    const row = result.rows[0];
    // Nobody to clock out counts as an error, as the product's 409 does.
    return row ? shiftOf(code, row) : reply.code(409).send({ error: 'not clocked in' });
  });
}

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
