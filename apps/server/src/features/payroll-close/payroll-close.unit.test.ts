import type { OrganizationTimesheet } from '@shiftclock/contract/organization-timesheet';
import { defaultPayrollCloseSettings } from '@shiftclock/contract/payroll-close';
import { describe, expect, it } from 'vitest';
import { approvalsFingerprint, type CheckFacts, payrollChecks, payrollNotReadyMessage } from './checks.ts';
import { readSettings } from './settings.ts';

describe('readSettings', () => {
  it('answers the defaults for nothing stored, DATEV first in German', () => {
    expect(readSettings(null, null)).toEqual(defaultPayrollCloseSettings('adpWorkforceNow'));
    expect(readSettings(null, 'de').provider).toBe('datevLodas');
  });

  it('keeps what was saved, fills what a later version added, and falls back on what the schema refuses', () => {
    const saved = { provider: 'paychexFlex', payCodes: { paychexFlex: { regular: 'Hourly 1' } } };
    const read = readSettings(saved, 'fr');
    expect(read.provider).toBe('paychexFlex');
    expect(read.payCodes.paychexFlex).toEqual({
      ...defaultPayrollCloseSettings().payCodes.paychexFlex,
      regular: 'Hourly 1',
    });
    expect(readSettings({ provider: 'sage' }, 'en')).toEqual(defaultPayrollCloseSettings());
    expect(readSettings('garbage', 'en')).toEqual(defaultPayrollCloseSettings());
  });
});

const location = (id: string, samePeriod = true) =>
  ({
    id,
    name: `Site ${id}`,
    approval: null,
    samePeriod,
    totals: {},
  }) as OrganizationTimesheet['locations'][number];

const facts = (over: Partial<CheckFacts>): CheckFacts => ({
  sheet: {
    period: {
      type: 'weekly',
      startDate: '2026-11-30',
      endDate: '2026-12-06',
      previousDate: '',
      nextDate: '',
    },
    locations: [location('AAA111')],
    people: [],
    totals: { awaitingReview: 0 } as OrganizationTimesheet['totals'],
  },
  lines: [],
  provider: 'gusto',
  company: defaultPayrollCloseSettings().company.gusto,
  approved: new Set(['AAA111']),
  counts: { stillClockedIn: 0, openShifts: 0, disputedCorrections: 0 },
  ...over,
});

describe('payrollChecks', () => {
  it('lists nothing when all is in order, and no zero counts', () => {
    expect(payrollChecks(facts({}))).toEqual([]);
  });

  it('blocks a location of other days even when it approved its own period', () => {
    const sheet = { ...facts({}).sheet, locations: [location('AAA111', false)] };
    expect(payrollChecks(facts({ sheet }))).toEqual([
      { kind: 'unapprovedLocations', blocking: true, locations: [{ id: 'AAA111', name: 'Site AAA111' }] },
    ]);
  });

  it('puts blocking checks first and names the first in the message', () => {
    const checks = payrollChecks(
      facts({
        provider: 'datevLodas',
        company: defaultPayrollCloseSettings().company.datevLodas,
        lines: [{ personId: 'p', payrollId: '7', name: 'Ann', kind: 'overtime', code: '', hours: 2 }],
        counts: { stillClockedIn: 1, openShifts: 0, disputedCorrections: 2 },
      }),
    );
    expect(checks.map((c) => [c.kind, c.blocking])).toEqual([
      ['unmappedHours', true],
      ['missingCompanyField', true],
      ['stillClockedIn', false],
      ['disputedCorrections', false],
    ]);
    expect(payrollNotReadyMessage(checks[0] as (typeof checks)[number])).toBe(
      'No pay code for overtime: set it in the payroll settings',
    );
  });
});

describe('approvalsFingerprint', () => {
  it('does not depend on order, and changes with a new approval row at the same instant', () => {
    const at = new Date('2026-12-07T10:00:00Z');
    const a = { id: 'r1', locationId: 'l1', approvedAt: at };
    const b = { id: 'r2', locationId: 'l2', approvedAt: at };
    expect(approvalsFingerprint([a, b])).toBe(approvalsFingerprint([b, a]));
    expect(approvalsFingerprint([a, { ...b, id: 'r3' }])).not.toBe(approvalsFingerprint([a, b]));
    expect(approvalsFingerprint([a])).not.toBe(approvalsFingerprint([a, b]));
  });
});
