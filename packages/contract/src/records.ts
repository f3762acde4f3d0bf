import { z } from 'zod';
import { dayString } from './dates.ts';

/**
 * Records an inspector accepts (docs/operations.md, "Records"; docs/decisions/0205-records-kept.md):
 * the organization's retention period, the tamper-evident chain of every change to working-time data,
 * the purge after retention, and the inspector's export.
 */

/** Years working-time records are kept; never less than 2 (Germany's draft), 4 by default (Spain). */
export const RETENTION_MIN_YEARS = 2;
export const RETENTION_DEFAULT_YEARS = 4;
export const RETENTION_MAX_YEARS = 30;

export const retentionSchema = z.object({
  retentionYears: z
    .number({
      error: `Retention is a whole number of years from ${RETENTION_MIN_YEARS} to ${RETENTION_MAX_YEARS}`,
    })
    .int(`Retention is a whole number of years from ${RETENTION_MIN_YEARS} to ${RETENTION_MAX_YEARS}`)
    .min(RETENTION_MIN_YEARS, `Records are kept at least ${RETENTION_MIN_YEARS} years`)
    .max(RETENTION_MAX_YEARS, `Retention is at most ${RETENTION_MAX_YEARS} years`),
});
export type Retention = z.infer<typeof retentionSchema>;

/** One entry of the chain, as the verification names it. */
const chainEntrySchema = z.object({ seq: z.number().int(), at: z.string(), hash: z.string() });

export const verifyRecordsResponse = z.object({
  ok: z.boolean(),
  /** Entries of the organization's chain checked. */
  entries: z.number().int(),
  /** The last entry: its hash is what an inspector's manifest quotes. Null while the chain is empty. */
  head: chainEntrySchema.nullable(),
  /** The first entry whose hash or link to the one before does not hold; null when `ok`. */
  firstBroken: z
    .object({
      seq: z.number().int(),
      at: z.string(),
      /** 'hash': the entry's content changed; 'link': an entry before it is missing or changed. */
      reason: z.enum(['hash', 'link']),
    })
    .nullable(),
});
export type VerifyRecordsResult = z.infer<typeof verifyRecordsResponse>;

/** What a purge would remove: records of archived locations and people older than the retention. */
export const purgePreviewResponse = z.object({
  retentionYears: z.number().int(),
  /** Records that ended before this day are past retention. */
  cutoff: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(['location', 'person']),
      id: z.string(),
      name: z.string(),
      /** The last record's day (a shift, schedule, approval or change). */
      lastRecord: z.string().nullable(),
      /** Rows per table that would go. */
      rows: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type PurgePreview = z.infer<typeof purgePreviewResponse>;

/** The owner confirms the cutoff they saw: a purge never removes more than its preview listed. */
export const purgeBody = z.object({
  cutoff: dayString(),
  confirm: z.literal(true, { error: 'Confirm the purge' }),
});

/** Comma-separated IDs (location codes, person IDs); absent: all of them. */
const idList = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .optional();

export const inspectorExportQuery = z.object({
  from: dayString(),
  to: dayString(),
  locations: idList,
  people: idList,
});

/** manifest.json of the inspector's archive: each file's SHA-256, and the chain's head when written. */
export const recordsManifestSchema = z.object({
  format: z.literal('shiftclock-records'),
  version: z.literal(1),
  organization: z.object({ id: z.string(), name: z.string() }),
  range: z.object({ from: z.string(), to: z.string() }),
  locations: z.array(z.string()),
  people: z.array(z.string()).nullable(),
  createdAt: z.string(),
  files: z.array(
    z.object({ name: z.string(), sha256: z.string(), bytes: z.number().int(), rows: z.number().int() }),
  ),
  chainHead: chainEntrySchema.nullable(),
});
export type RecordsManifest = z.infer<typeof recordsManifestSchema>;

export const recordsExportFileName = (range: { from: string; to: string }) =>
  `records-${range.from}_${range.to}.zip`;
