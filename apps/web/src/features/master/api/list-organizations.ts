import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { masterKeys } from './master-keys.ts';
import type { OrganizationStatus, OrganizationsPage } from './types.ts';

export interface OrganizationsQuery {
  page: number;
  limit: number;
  status?: OrganizationStatus;
  search?: string;
}

/** GET /api/master-admin/organizations?page&limit&status&search (empty filters left out). */
export function fetchOrganizations(
  query: OrganizationsQuery,
  signal?: AbortSignal,
): Promise<OrganizationsPage> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.status) params.set('status', query.status);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  return apiClient.get<OrganizationsPage>(`/api/master-admin/organizations?${params}`, {
    token: 'token',
    signal,
  });
}

export function organizationsQueryOptions(query: OrganizationsQuery) {
  return queryOptions({
    queryKey: masterKeys.organizations(query),
    queryFn: ({ signal }) => fetchOrganizations(query, signal),
    // Paging, filtering and typing keep the current rows on screen until the next page arrives,
    // instead of flashing the loading state on every keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationsQuery(query: OrganizationsQuery) {
  return useQuery(organizationsQueryOptions(query));
}
