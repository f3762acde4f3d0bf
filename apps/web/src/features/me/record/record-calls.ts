import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '../../../lib/api-client.ts';
import { meApi, meKey, useMeQuery } from '../me-api.ts';

export const RECORD_ROUTE = 'GET /api/me/corrections';
export type MyRecord = ApiAnswer<typeof RECORD_ROUTE>;
export type RecordCorrection = MyRecord['corrections'][number];
export type RecordShift = RecordCorrection['shift'];

/** The ranges the Record tab offers, in days back from today; the first is the server's default. */
export const RECORD_RANGES = [90, 30, 365] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The person's record over the last `days` days. The default range asks without a `from` (the
 * server's 90 days), so the tab's badge and the tab share one cached answer, kept for offline.
 */
export function useMyRecord(days: RecordRange = RECORD_RANGES[0]) {
  const input = days === RECORD_RANGES[0] ? undefined : { query: { from: dayBefore(days) } };
  return useMeQuery(RECORD_ROUTE, input, { staleTime: 30_000 });
}

export type AnswerInput = { entryId: string } & (
  | { answer: 'confirm' }
  | { answer: 'dispute'; comment: string }
);

/** Confirms or disputes one correction; every range of the record is asked again after it. */
export function useAnswerCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerInput) =>
      input.answer === 'confirm'
        ? meApi('POST /api/me/corrections/:entryId/confirm', { params: { entryId: input.entryId } })
        : meApi('POST /api/me/corrections/:entryId/dispute', {
            params: { entryId: input.entryId },
            body: { comment: input.comment },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKey(RECORD_ROUTE).slice(0, 2) }),
  });
}
