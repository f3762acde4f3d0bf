import {
  type closePayrollBody,
  PAYROLL_NOT_READY,
  type PayrollCheck,
  type PayrollCloseSettings,
  type PayrollExportRecord,
  type PayrollFile,
  type PayrollOverview,
  type PayrollProvider,
  payrollCloseMessages,
} from '@shiftclock/contract/payroll-close';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AccountOfType } from '../../platform/account.ts';
import { Conflict } from '../../platform/errors.ts';
import { workdaysOf } from '../../shared/workdays.ts';
import { listShiftCorrectionAnswers } from '../my-record/shift-answers.ts';
import { payrollOf } from '../timesheets/counting-policy.ts';
import { organizationPeriod } from '../timesheets/organization-timesheet.ts';
import { listOrganizationLocations } from '../timesheets/timesheets.repository.ts';
import type { TimesheetsService } from '../timesheets/timesheets.service.ts';
import { approvalsFingerprint, payrollChecks, payrollNotReadyMessage, sha256Hex } from './checks.ts';
import {
  countStillClockedIn,
  countUnfilledOpenShifts,
  findPayrollSettings,
  insertPayrollExport,
  listPeriodApprovals,
  listPeriodExports,
  lockPeriodApprovals,
  type PayrollExportRow,
  savePayrollSettings,
} from './payroll-close.repository.ts';
import { payrollLines } from './payroll-lines.ts';
import { PRESETS } from './presets/index.ts';
import { readSettings } from './settings.ts';

type Owner = AccountOfType<'orgAdmin'>;
type Approval = { id: string; locationId: string; code: string; approvedAt: Date };
type Period = { startDate: string; endDate: string };

const toRecord = (row: PayrollExportRow, fingerprint: string): PayrollExportRecord => ({
  id: row.id,
  provider: row.provider,
  fileName: row.fileName,
  sha256: row.sha256,
  exportedBy: row.exportedBy,
  exportedAt: row.exportedAt.toISOString(),
  outdated: row.approvalsFingerprint !== fingerprint,
});

/**
 * The owner's payroll close (docs/api.md, "Payroll close"; docs/decisions/0204-payroll-exports.md):
 * settings, the checks of a period, and the close that writes the provider's file and records it.
 */
export function createPayrollCloseService({
  db,
  now,
  timesheets,
}: {
  db: Db;
  now: () => Date;
  timesheets: TimesheetsService;
}) {
  async function settingsOf(organizationId: string) {
    const { stored, language } = await findPayrollSettings(db, organizationId);
    return readSettings(stored, language);
  }

  /** The organization's period holding `date`, as its timesheet picks it (the first location's settings). */
  async function periodOf(organizationId: string, date: string | undefined) {
    return organizationPeriod(await listOrganizationLocations(db, organizationId), date, now());
  }

  /** The counts shown beside the blocking checks, each location over its own workdays of the period. */
  async function countsOf(organizationId: string, period: Period) {
    const counts = { stillClockedIn: 0, openShifts: 0, disputedCorrections: 0 };
    for (const location of await listOrganizationLocations(db, organizationId)) {
      const range = workdaysOf(location.timezone, payrollOf(location.settings).workdayStart).range(
        period.startDate,
        period.endDate,
      );
      counts.stillClockedIn += await countStillClockedIn(db, location.id, range);
      counts.openShifts += await countUnfilledOpenShifts(db, location.id, range);
      const answers = await listShiftCorrectionAnswers(db, [location.id], range.from, range.to);
      counts.disputedCorrections += answers.filter((answer) => answer.status === 'disputed').length;
    }
    return counts;
  }

  /** The period's timesheet, lines and checks, given the approvals that stand. */
  async function assess(
    organizationId: string,
    date: string,
    settings: PayrollCloseSettings,
    provider: PayrollProvider,
    approvals: readonly Approval[],
  ) {
    const sheet = await timesheets.organizationTimesheet(organizationId, date);
    const lines = payrollLines(sheet, settings.payCodes[provider]);
    const checks = payrollChecks({
      sheet,
      lines,
      provider,
      company: settings.company[provider],
      approved: new Set(approvals.map((a) => a.code)),
      counts: await countsOf(organizationId, sheet.period),
    });
    return { sheet, lines, checks };
  }

  async function exportsOf(
    db: DbOrTx,
    organizationId: string,
    period: Period,
    approvals: readonly Approval[],
  ) {
    const fingerprint = approvalsFingerprint(approvals);
    return (await listPeriodExports(db, organizationId, period)).map((row) => toRecord(row, fingerprint));
  }

  return {
    settings: (account: Owner) => settingsOf(account.organizationId),

    async saveSettings(account: Owner, settings: PayrollCloseSettings) {
      await savePayrollSettings(db, account.organizationId, settings);
      return {
        ...(await settingsOf(account.organizationId)),
        message: payrollCloseMessages.payrollSettingsSaved,
      };
    },

    async overview(
      account: Owner,
      query: { date?: string | undefined; provider?: PayrollProvider | undefined },
    ): Promise<PayrollOverview> {
      const settings = await settingsOf(account.organizationId);
      const provider = query.provider ?? settings.provider;
      const period = await periodOf(account.organizationId, query.date);
      const approvals = await listPeriodApprovals(db, account.organizationId, period.startDate);
      const { sheet, checks } = await assess(
        account.organizationId,
        period.startDate,
        settings,
        provider,
        approvals,
      );
      return {
        period: sheet.period,
        provider,
        checks,
        exports: await exportsOf(db, account.organizationId, sheet.period, approvals),
      };
    },

    /**
     * One transaction: the period's approvals locked FOR SHARE (a reopen waits until the record is
     * written), the checks computed under them, the file written and its record inserted. An approved
     * period never changes (approvals/approval-guard.ts), so the figures read while the lock holds are
     * those the approvals cover.
     */
    async close(account: Owner, body: z.infer<typeof closePayrollBody>): Promise<PayrollFile> {
      const { organizationId } = account;
      const settings = await settingsOf(organizationId);
      const period = await periodOf(organizationId, body.date);
      return db.transaction(async (tx) => {
        const approvals = await lockPeriodApprovals(tx, organizationId, period.startDate);
        const { sheet, lines, checks } = await assess(
          organizationId,
          period.startDate,
          settings,
          body.provider,
          approvals,
        );
        const blocking = checks.filter((check): check is PayrollCheck & { blocking: true } => check.blocking);
        const first = blocking[0];
        if (first)
          throw new Conflict(payrollNotReadyMessage(first), { code: PAYROLL_NOT_READY, extra: { checks } });
        const at = now();
        const file = PRESETS[body.provider]({
          period: { startDate: sheet.period.startDate, endDate: sheet.period.endDate },
          lines,
          company: settings.company[body.provider],
          createdAt: at,
        });
        await insertPayrollExport(tx, {
          organizationId,
          periodStart: sheet.period.startDate,
          periodEnd: sheet.period.endDate,
          provider: body.provider,
          fileName: file.fileName,
          sha256: sha256Hex(file.body),
          approvalsFingerprint: approvalsFingerprint(approvals),
          exportedBy: account.email,
          exportedAt: at,
        });
        return file;
      });
    },
  };
}

export type PayrollCloseService = ReturnType<typeof createPayrollCloseService>;
