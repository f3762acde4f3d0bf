import { BULK_IMPORT_MAX, employeeName, namesFromText } from '@shiftclock/contract/employees';

/** What becomes of one pasted line (blank lines are ignored and not counted). */
export type LineOutcome =
  | { name: string; kind: 'new' }
  /** The name of an active employee of the location already (compared without case and extra spaces). */
  | { name: string; kind: 'existing'; employeeId: string }
  /** The same name as an earlier line of the list. */
  | { name: string; kind: 'repeated' }
  /** A line the contract refuses (e.g. over 100 characters), with its message. */
  | { name: string; kind: 'invalid'; message: string };

export type OutcomeKind = LineOutcome['kind'];

export interface BulkImportPreview {
  lines: LineOutcome[];
  counts: Record<OutcomeKind, number>;
}

export type BulkImportProblem = 'empty' | 'noValidNames' | 'nothingToAdd' | 'tooMany';

export type BulkImportPlan =
  | { ok: false; problem: BulkImportProblem }
  | {
      ok: true;
      /** The names to send, trimmed, in the order typed. */
      names: string[];
      /** Duplicates left out (Skip duplicates on). */
      skipped: number;
      /** Lines the contract refuses: reported with the server's refusals, and counted in the total. */
      rejected: { name: string; message: string }[];
    };

const sameName = (name: string) => name.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Reads the Bulk Import text (docs/product.md section 5): one name per line, blank lines ignored. Every
 * line gets an outcome the dialog shows before anything is sent, so its counts, the confirmation
 * and the result always agree: new, already an employee, repeated in the list, or not valid.
 */
export function previewBulkImport(
  text: string,
  activeEmployees: readonly { name: string; employeeId: string }[],
): BulkImportPreview {
  const existing = new Map(activeEmployees.map((employee) => [sameName(employee.name), employee.employeeId]));
  const seen = new Set<string>();
  const counts: Record<OutcomeKind, number> = { new: 0, existing: 0, repeated: 0, invalid: 0 };
  const lines = namesFromText(text).map((line): LineOutcome => {
    const result = employeeName.safeParse(line);
    if (!result.success)
      return { name: line, kind: 'invalid', message: result.error.issues[0]?.message ?? '' };
    const key = sameName(result.data);
    const employeeId = existing.get(key);
    if (employeeId) return { name: result.data, kind: 'existing', employeeId };
    if (seen.has(key)) return { name: result.data, kind: 'repeated' };
    seen.add(key);
    return { name: result.data, kind: 'new' };
  });
  for (const line of lines) counts[line.kind] += 1;
  return { lines, counts };
}

/** What the import sends: the new names, and the duplicates too unless they are skipped. */
export function planBulkImport(preview: BulkImportPreview, skipDuplicates: boolean): BulkImportPlan {
  if (preview.lines.length === 0) return { ok: false, problem: 'empty' };
  const names: string[] = [];
  const rejected: { name: string; message: string }[] = [];
  let skipped = 0;
  for (const line of preview.lines) {
    if (line.kind === 'invalid') rejected.push({ name: line.name, message: line.message });
    else if (line.kind === 'new' || !skipDuplicates) names.push(line.name);
    else skipped += 1;
  }
  if (names.length === 0) return { ok: false, problem: skipped > 0 ? 'nothingToAdd' : 'noValidNames' };
  if (names.length > BULK_IMPORT_MAX) return { ok: false, problem: 'tooMany' };
  return { ok: true, names, skipped, rejected };
}
