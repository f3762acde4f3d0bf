import { BULK_IMPORT_MAX, employeeName, namesFromText } from '@shiftclock/contract/employees';

export type BulkImportProblem = 'empty' | 'noValidNames' | 'tooMany';

export type BulkImportPlan =
  | { ok: false; problem: BulkImportProblem }
  | {
      ok: true;
      /** The names to send, trimmed, in the order typed. */
      names: string[];
      /** Lines the contract refuses (e.g. over 100 characters): reported with the server's refusals. */
      rejected: { name: string; message: string }[];
    };

/**
 * Reads the Bulk Import text (docs/product.md section 5): one name per line, blank lines ignored. Each name
 * is checked with the contract's rule, so a line the server would refuse is reported per name
 * instead of failing the whole import.
 */
export function planBulkImport(text: string): BulkImportPlan {
  const lines = namesFromText(text);
  if (lines.length === 0) return { ok: false, problem: 'empty' };
  const names: string[] = [];
  const rejected: { name: string; message: string }[] = [];
  for (const line of lines) {
    const result = employeeName.safeParse(line);
    if (result.success) names.push(result.data);
    else rejected.push({ name: line, message: result.error.issues[0]?.message ?? '' });
  }
  if (names.length === 0) return { ok: false, problem: 'noValidNames' };
  if (names.length > BULK_IMPORT_MAX) return { ok: false, problem: 'tooMany' };
  return { ok: true, names, rejected };
}
