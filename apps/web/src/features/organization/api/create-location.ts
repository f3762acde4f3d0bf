import type { CreateLocationBody } from '@shiftclock/contract/organization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationKey } from './get-organization-dashboard.ts';

export interface CreatedLocation {
  message: string;
  location: { _id: string; id: string; locationId: string; locationName: string; timezone: string };
}

/** The browser's own IANA zone: "this month" and day boundaries of the new location follow it. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/organization/locations → 201; over the limit or inactive organization: 403. */
export function createLocation(body: CreateLocationBody): Promise<CreatedLocation> {
  return apiClient.post<CreatedLocation>(
    '/api/organization/locations',
    { ...body, timezone: browserTimeZone() },
    { token: 'token' },
  );
}

export function useCreateLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) }),
  });
}
