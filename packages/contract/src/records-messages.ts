// The inspector's export's refusals without zod: error-codes.ts reads them (docs/api.md, "Records").

/** The longest range one inspector's export covers: more than any retention law asks of one inspection. */
export const RECORDS_EXPORT_MAX_YEARS = 5;

/** The export's own refusal; a reversed range is the employee app's (my-hours-messages.ts), same code. */
export const recordsMessages = {
  recordsExportTooLong: `An export covers at most ${RECORDS_EXPORT_MAX_YEARS} years: split the range`,
} as const;
