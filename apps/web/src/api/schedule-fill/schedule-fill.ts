import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';
import { scheduleKey } from '../schedule/scheduled-shifts.ts';

// Filling a week (docs/api.md, "Filling a week"): every call that creates shifts refreshes the
// schedule's lists, as the schedule dialogs' own calls do.

/** What a copy, a template applied or a repeat answers: the shifts made and the ones skipped, each with its reason. */
export type FillResult = ApiAnswer<'POST /api/admin/scheduled-shifts/copy'>;
export type SkippedShift = FillResult['skipped'][number];
export type CopyBody = ApiBody<'POST /api/admin/scheduled-shifts/copy'>;
export type ScheduleTemplate = ApiAnswer<'GET /api/admin/schedule-templates'>['templates'][number];

const templatesRoute = 'GET /api/admin/schedule-templates';
const templatesKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), templatesRoute);

function useFillMutation<A, R>(locationId: string, key: readonly unknown[], call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
        queryClient.invalidateQueries({ queryKey: templatesKey(locationId) }),
      ]),
  });
}

export const useCopySchedule = (locationId: string) =>
  useFillMutation(
    locationId,
    endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/scheduled-shifts/copy'),
    (body: CopyBody) => callApi('POST /api/admin/scheduled-shifts/copy', { body }),
  );

export const useRepeatShift = (locationId: string) =>
  useFillMutation(
    locationId,
    endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/scheduled-shifts/:id/repeat'),
    ({ id, until }: { id: string; until: string }) =>
      callApi('POST /api/admin/scheduled-shifts/:id/repeat', { params: { id }, body: { until } }),
  );

export function useScheduleTemplates(locationId: string, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), templatesRoute),
    queryFn: ({ signal }) => callApi(templatesRoute, {}, { signal }),
    select: (data) => data.templates,
    enabled,
  });
}

export const useSaveTemplate = (locationId: string) =>
  useFillMutation(
    locationId,
    endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/schedule-templates'),
    (body: { name: string; fromWeekStart: string }) =>
      callApi('POST /api/admin/schedule-templates', { body }),
  );

export const useApplyTemplate = (locationId: string) =>
  useFillMutation(
    locationId,
    endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/schedule-templates/:id/apply'),
    ({ id, weekStart }: { id: string; weekStart: string }) =>
      callApi('POST /api/admin/schedule-templates/:id/apply', { params: { id }, body: { weekStart } }),
  );

export const useDeleteTemplate = (locationId: string) =>
  useFillMutation(
    locationId,
    endpointKey(scopedKeys.manager(locationId), 'DELETE /api/admin/schedule-templates/:id'),
    (id: string) => callApi('DELETE /api/admin/schedule-templates/:id', { params: { id } }),
  );
