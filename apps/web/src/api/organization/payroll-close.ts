import {
  type PayrollCloseSettings,
  type PayrollProvider,
  payrollFileName,
} from '@shiftclock/contract/payroll-close';
import type { PayPeriod } from '@shiftclock/contract/timesheets';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, apiDownload, callApi, urlOf } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';
import { endpointKey, routeKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

const settingsRoute = 'GET /api/organization/payroll/settings';
const overviewRoute = 'GET /api/organization/payroll';
const closeRoute = 'POST /api/organization/payroll/close';

/** A pay period's checks before closing and its exports (docs/api.md, "Payroll close"). */
export type PayrollOverview = ApiAnswer<typeof overviewRoute>;

/**
 * The organization's provider, pay codes and company numbers. Under the owner's key and sent with
 * the owner's own token (not a manager token left by a direct access), as the organization timesheet.
 */
export function payrollSettingsQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), settingsRoute),
    queryFn: ({ signal }) => callApi(settingsRoute, {}, { token: 'token', signal }),
    // The form is filled from it once; a refetch on focus would not change what the owner is typing.
    refetchOnWindowFocus: false,
  });
}

export function usePayrollSettings(organizationId: string) {
  return useQuery(payrollSettingsQuery(organizationId));
}

/** The checks depend on the saved codes and company numbers: saving refreshes them. */
export function useSavePayrollSettings(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayrollCloseSettings) =>
      callApi('PUT /api/organization/payroll/settings', { body: settings }, { token: 'token' }),
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData(payrollSettingsQuery(organizationId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: overviewKeyOf(organizationId) });
    },
  });
}

const overviewKeyOf = (organizationId: string) => routeKey(organizationKey(organizationId), overviewRoute);

/** The period holding `date` (the server's today when null), checked for `provider`. */
export function payrollOverviewQuery(organizationId: string, date: string | null, provider: PayrollProvider) {
  const query = date ? { date, provider } : { provider };
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), overviewRoute, { query }),
    queryFn: ({ signal }) => callApi(overviewRoute, { query }, { token: 'token', signal }),
    // Previous/Next and another provider keep the last answer on screen (dimmed), not a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function usePayrollOverview(organizationId: string, date: string | null, provider: PayrollProvider) {
  return useQuery(payrollOverviewQuery(organizationId, date, provider));
}

// The server names the file (Content-Disposition); these are only for an answer that came without it.
const extensions: Record<PayrollProvider, string> = {
  adpWorkforceNow: 'csv',
  paychexFlex: 'csv',
  gusto: 'csv',
  quickbooksIif: 'iif',
  datevLodas: 'txt',
};

/**
 * Closes the period for a provider: the server writes the file, records the export and answers the
 * file's bytes (in the provider's encoding, untouched here), saved under the server's file name.
 */
export async function closePayroll(provider: PayrollProvider, period: PayPeriod): Promise<string> {
  const file = await apiDownload(urlOf(closeRoute), {
    method: 'POST',
    body: { date: period.startDate, provider },
    token: 'token',
  });
  const fileName = file.fileName ?? payrollFileName(provider, period, extensions[provider]);
  saveBlob(file.blob, fileName);
  return fileName;
}

/** The close; the period's exports (and an outdated badge gone) come back with the overview. */
export function useClosePayroll(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, period }: { provider: PayrollProvider; period: PayPeriod }) =>
      closePayroll(provider, period),
    onSettled: () => queryClient.invalidateQueries({ queryKey: overviewKeyOf(organizationId) }),
  });
}
