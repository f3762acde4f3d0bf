/**
 * Which server features may import which: feature → the features it may import, each with why.
 * Anything else across features is refused by test/import-rules.test.ts, which also computes from
 * the imports themselves that no two features depend on each other, directly or around a loop
 * (docs/decisions/0180-declared-feature-dependencies.md). Type-only imports count: a cycle of types
 * still ties two features together. Nothing imports this table at run time.
 */
export const featureDependencies = {
  'api-keys': {
    auth: "a key's organization is active by the rule login applies (organization-activity.ts)",
    master: "a key's creation and revocation are recorded in the organization's history",
    organization: 'a key names locations by code, of its own organization',
    people: "the integration API's people calls are the owner's, narrowed to the key's locations",
    schedule: 'scheduled shifts are answered in their published version (schedule.repository.ts)',
    shifts: 'punches are shifts, answered as the app answers them (shift-dto.ts)',
    timesheets:
      "the integration API's hours are the organization timesheet's figures; punches read as a timesheet reads them",
  },
  /** Approved pay periods and the guard every shift write asks. */
  approvals: {},
  auth: {
    mail: 'sign-up and password-reset mails',
  },
  devices: {
    auth: 'a replaced or revoked kiosk token is revoked as a logout is (revoked_tokens)',
    organization: "a kiosk registers at a location of the account's organization; KioskAwareDeps",
  },
  employees: {
    shifts: 'an employee on shift cannot be removed (the shifts table is shifts.repository.ts)',
  },
  health: {},
  kiosk: {
    approvals: 'a punch or break must not change an approved period',
    employees: "the employee list and the employee's PIN state",
    schedule: "an early clock-in is judged against the employee's next scheduled start",
    shifts: 'punches are shifts: their rows, DTOs and the runaway-shift sweep',
  },
  live: {
    organization: "a write announced empties the owner's dashboard figures (type only)",
  },
  mail: {},
  me: {
    auth: 'the app opens, lists and ends its sessions where authentication reads them; the organization-activity rule',
    employees: 'a manager names the employee by kiosk ID',
    mail: 'the sign-in link is a mail',
  },
  master: {
    organization: 'the master console manages organizations: their rows, licenses and location figures',
  },
  'my-hours': {
    shifts: "the employee's records are shifts: their rows and DTOs",
    timesheets:
      "the employee's hours are their row of the manager's timesheet, each shift counted as its export counts it",
  },
  'my-phone-punch': {
    auth: "a phone's punch is judged as the location's kiosk account would be (its PIN and clock-in settings)",
    kiosk: "a phone's punch is the kiosk's punch, its rules and receipts, with the distance marked",
  },
  'my-record': {
    shifts: "a correction's times read as the audit trail answers them (audit.repository.ts)",
  },
  'my-shifts': {},
  'offline-punches': {
    approvals: 'a punch accepted late must not change an approved period',
    employees: 'a punch names an employee by code',
    kiosk: "a punch kept offline is judged as the kiosk's would have been (PIN, early clock-in)",
    shifts:
      "an accepted punch writes its shift (offline-shifts.repository.ts) and is audited with the manager's name",
  },
  'open-shifts': {
    shifts: 'the poster and decider are named as the audit trail names a manager (audit-actor.ts)',
  },
  organization: {
    auth: 'an organization is active by the rule login applies (organization-activity.ts)',
    employees: "a location's employees on the owner's screens",
    shifts: "a location's shifts on the owner's screens, and the runaway-shift sweep before them",
    timesheets: "the owner's CSV export is the timesheet export",
  },
  'payroll-close': {
    'my-record':
      "a disputed correction is the employee's answer to a shift's latest correction (shift-answers.ts)",
    timesheets:
      "a payroll file's lines are the organization timesheet's figures; a period's days and each location's payroll settings as it counts them",
  },
  people: {
    auth: "archiving a person ends their app's sessions",
    employees: 'a person at a location is an employee row, with the next free kiosk ID there',
    master: "the owner's merge of two people is recorded in the organization's history",
    organization: 'the owner names locations by code, of their own organization',
    shifts: 'a person clocked in anywhere cannot be archived (the shifts table is shifts.repository.ts)',
  },
  /** The chain of changes to working-time data: the database writes it, this reads and verifies it. */
  'records-chain': {},
  publish: {
    mail: "each affected person's schedule change mail",
    shifts: 'the publisher is named as the audit trail names a manager (audit-actor.ts)',
  },
  'records-retention': {
    master: "a purge is recorded in the organization's history (organization_events)",
  },
  schedule: {
    employees: 'a scheduled shift names an employee by code',
    settings: "`week=current` is the week of the location's layout (current-week.ts)",
  },
  'records-export': {
    'records-chain': "the manifest quotes the chain's head, read in the export's snapshot",
    shifts:
      "a shift's original punches and review state read as the app answers them (shift-dto.ts), an audit entry's times as the trail answers them (audit.repository.ts)",
    timesheets: 'the CSV cell escaping and CSV-injection rule of the timesheet export (csv.ts)',
  },
  'schedule-fill': {
    schedule: 'a fill creates scheduled shifts and answers them as the schedule does',
    settings: "a template's week begins on the location's first day of the week",
  },
  'schedule-warnings': {
    settings: "the location's minimum rest, budgets, payroll thresholds and week layout",
  },
  settings: {},
  'shift-swaps': {
    shifts: 'the manager deciding a swap is named as the audit trail names a manager (audit-actor.ts)',
  },
  shifts: {
    approvals: 'a correction must not change an approved period',
    settings: "`week=current` is the week of the location's layout (current-week.ts)",
  },
  sso: {
    auth: "a provider's sign-in opens the session a password login opens: the account lookups and the organization-activity rule",
  },
  'time-off': {},
  timesheets: {
    approvals: 'approving a period, and the days a period covers',
    'my-record': "each corrected shift shows the employee's answer to its latest correction",
    shifts: 'a timesheet is shifts summed; approvals are written to the audit trail',
  },
  /** Events come from database triggers (migration webhooks), so no feature is imported. */
  webhooks: {},
} as const satisfies Record<string, Record<string, string>>;

export type Feature = keyof typeof featureDependencies;
