import type { Endpoint, RouteOf } from '../endpoint.ts';
import { apiKeysEndpoints, integrationEndpoints } from './api-keys.ts';
import { authEndpoints } from './auth.ts';
import { devicesEndpoints } from './devices.ts';
import { employeesEndpoints } from './employees.ts';
import { healthEndpoints } from './health.ts';
import { kioskEndpoints } from './kiosk.ts';
import { liveEndpoints } from './live.ts';
import { masterEndpoints } from './master.ts';
import { meEndpoints } from './me.ts';
import { myHoursEndpoints } from './my-hours.ts';
import { myPhonePunchEndpoints } from './my-phone-punch.ts';
import { myRecordEndpoints } from './my-record.ts';
import { myShiftsEndpoints } from './my-shifts.ts';
import { offlinePunchesEndpoints } from './offline-punches.ts';
import { openShiftsEndpoints } from './open-shifts.ts';
import { organizationEndpoints } from './organization.ts';
import { organizationTimesheetEndpoints } from './organization-timesheet.ts';
import { payrollCloseEndpoints } from './payroll-close.ts';
import { peopleEndpoints } from './people.ts';
import { publishEndpoints } from './publish.ts';
import { recordsChainEndpoints, recordsExportEndpoints, recordsRetentionEndpoints } from './records.ts';
import { scheduleEndpoints } from './schedule.ts';
import { scheduleFillEndpoints } from './schedule-fill.ts';
import { scheduleWarningsEndpoints } from './schedule-warnings.ts';
import { settingsEndpoints } from './settings.ts';
import { shiftSwapsEndpoints } from './shift-swaps.ts';
import { shiftsEndpoints } from './shifts.ts';
import { ssoEndpoints } from './sso.ts';
import { timeOffEndpoints } from './time-off.ts';
import { timesheetsEndpoints } from './timesheets.ts';
import { webhooksEndpoints } from './webhooks.ts';

/**
 * Every endpoint of the API, feature by feature. The server's endpoints test compares this list with
 * the routes it registered; the web client's types come from `EndpointAt` (type-only).
 */
const byFeature = {
  auth: authEndpoints,
  sso: ssoEndpoints,
  health: healthEndpoints,
  master: masterEndpoints,
  organization: organizationEndpoints,
  organizationTimesheet: organizationTimesheetEndpoints,
  payrollClose: payrollCloseEndpoints,
  people: peopleEndpoints,
  kiosk: kioskEndpoints,
  settings: settingsEndpoints,
  employees: employeesEndpoints,
  shifts: shiftsEndpoints,
  schedule: scheduleEndpoints,
  scheduleWarnings: scheduleWarningsEndpoints,
  scheduleFill: scheduleFillEndpoints,
  publish: publishEndpoints,
  openShifts: openShiftsEndpoints,
  timesheets: timesheetsEndpoints,
  live: liveEndpoints,
  devices: devicesEndpoints,
  offlinePunches: offlinePunchesEndpoints,
  me: meEndpoints,
  myShifts: myShiftsEndpoints,
  myRecord: myRecordEndpoints,
  myHours: myHoursEndpoints,
  myPhonePunch: myPhonePunchEndpoints,
  shiftSwaps: shiftSwapsEndpoints,
  timeOff: timeOffEndpoints,
  recordsExport: recordsExportEndpoints,
  recordsRetention: recordsRetentionEndpoints,
  recordsChain: recordsChainEndpoints,
  apiKeys: apiKeysEndpoints,
  integration: integrationEndpoints,
  webhooks: webhooksEndpoints,
};

type Features = typeof byFeature;
/** Any endpoint definition, with its literal method, path and schemas. */
type AnyEndpoint = { [F in keyof Features]: Features[F][keyof Features[F]] }[keyof Features];

export const allEndpoints: readonly Endpoint[] = Object.values(byFeature).flatMap((feature): Endpoint[] =>
  Object.values(feature),
);

/** "METHOD /api/path" of every endpoint: what the web client calls. */
export type Route = AnyEndpoint extends infer E ? (E extends Endpoint ? RouteOf<E> : never) : never;

/** The definition behind a route key, e.g. EndpointAt<'POST /api/shift/clock-in'>. */
export type EndpointAt<R extends Route> = R extends `${infer M} ${infer P}`
  ? Extract<AnyEndpoint, { method: M; path: P }>
  : never;
