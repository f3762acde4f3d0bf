import { z } from 'zod';
import { breakSchema } from './breaks.ts';

/** The audit trail of shift corrections and period approvals (docs/api.md, "Timesheets"). */

const AUDIT_ACTIONS = ['create', 'correct', 'auto-close', 'approve', 'reopen', 'confirm'] as const;

/** A break as the audit trail keeps it (end null: it was still going on). */
const auditBreakSchema = breakSchema.omit({ id: true });
export type AuditBreak = z.infer<typeof auditBreakSchema>;

const auditTimesSchema = z.object({
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  /**
   * The shift's breaks at that moment, earliest first. null where the entry did not record
   * them (entries from before breaks could be edited, and the server's auto-close).
   */
  breaks: z.array(auditBreakSchema).nullable(),
});

const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** 'Manager', 'System' (auto-close) or whoever else the token identifies. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Shift entries: the times before (null for 'create') and after. Period entries: both null. */
  before: auditTimesSchema.nullable(),
  after: auditTimesSchema.nullable(),
  reason: z.string().nullable(),
  /** The shift a shift entry is about (null for approve/reopen). */
  shiftId: z.string().nullable(),
  /** Its employee, so a period's trail can name whose shift changed (null for approve/reopen). */
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }).nullable(),
  /** The pay period an approve/reopen entry is about (null for shift entries). */
  period: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponse = z.object({ entries: z.array(auditEntrySchema) });
