import { type Retention, recordsExportFileName } from '@shiftclock/contract/records';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, apiDownload, callApi, urlOf } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';
import { endpointKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

// The owner's records (docs/api.md, "Records"), each call with the owner's own token: after a direct
// access to a manager, adminToken holds the manager's (lib/api-client.ts).

const token = { token: 'token' } as const;
const retentionRoute = 'GET /api/organization/records/retention';
const previewRoute = 'GET /api/organization/records/purge';
const verifyRoute = 'GET /api/organization/records/verify';
const exportRoute = 'GET /api/organization/records/export';

export type VerifyResult = ApiAnswer<typeof verifyRoute>;
export type PurgePreview = ApiAnswer<typeof previewRoute>;
export type PurgeItem = PurgePreview['items'][number];

export function retentionQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), retentionRoute),
    queryFn: ({ signal }) => callApi(retentionRoute, {}, { ...token, signal }),
    // The form is filled from it once; a refetch on focus would not change what the owner is typing.
    refetchOnWindowFocus: false,
  });
}

export function useRetention(organizationId: string) {
  return useQuery(retentionQuery(organizationId));
}

export function purgePreviewQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), previewRoute),
    queryFn: ({ signal }) => callApi(previewRoute, {}, { ...token, signal }),
  });
}

export function usePurgePreview(organizationId: string) {
  return useQuery(purgePreviewQuery(organizationId));
}

/** A shorter retention brings more past it: saving refreshes the purge's preview. */
export function useSaveRetention(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retention: Retention) =>
      callApi('PUT /api/organization/records/retention', { body: retention }, token),
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData(retentionQuery(organizationId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: purgePreviewQuery(organizationId).queryKey });
    },
  });
}

/** The purge of what the preview showed for `cutoff`; the preview is asked again whatever the answer. */
export function usePurge(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cutoff: string) =>
      callApi('POST /api/organization/records/purge', { body: { cutoff, confirm: true } }, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purgePreviewQuery(organizationId).queryKey }),
  });
}

/** Asked when the owner presses the button, not on opening the page: it reads the whole chain. */
export function useVerifyRecords() {
  return useMutation({ mutationFn: () => callApi(verifyRoute, {}, token) });
}

export type InspectorExportFilter = {
  from: string;
  to: string;
  /** Location codes; empty: every location. */
  locations: readonly string[];
  /** Person IDs; empty: everyone. */
  people: readonly string[];
};

/** The inspector's ZIP, saved under the server's file name (the contract's as a fallback). */
export async function downloadInspectorExport(filter: InspectorExportFilter): Promise<string> {
  const query = {
    from: filter.from,
    to: filter.to,
    locations: filter.locations.length > 0 ? filter.locations.join(',') : undefined,
    people: filter.people.length > 0 ? filter.people.join(',') : undefined,
  };
  const file = await apiDownload(urlOf(exportRoute, { query }), token);
  const fileName = file.fileName ?? recordsExportFileName(filter);
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useInspectorExport() {
  return useMutation({ mutationFn: downloadInspectorExport });
}
