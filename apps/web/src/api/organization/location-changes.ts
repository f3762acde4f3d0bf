import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, callApi } from '../../lib/api-client.ts';
import { organizationKey } from './organization-dashboard.ts';

// The owner's changes to locations, each with the owner's own token; a success refreshes the
// owner's screen.

const token = { token: 'token' } as const;

/** The browser's own IANA zone: "this month" and day boundaries of the new location follow it. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export type CreateLocationInput = Omit<ApiBody<'POST /api/organization/locations'>, 'timezone'>;
export type CreatedLocation = ApiAnswer<'POST /api/organization/locations'>;

/** 201; over the limit or an inactive organization: 403. */
export const createLocation = (body: CreateLocationInput) =>
  callApi('POST /api/organization/locations', { body: { ...body, timezone: browserTimeZone() } }, token);

export type RenameLocationInput = { locationId: string; locationName: string };
export const renameLocation = ({ locationId, locationName }: RenameLocationInput) =>
  callApi(
    'PUT /api/organization/locations/:locationId',
    { params: { locationId }, body: { locationName } },
    token,
  );

/** The server removes all of the location's data. */
export const deleteLocation = (locationId: string) =>
  callApi('DELETE /api/organization/locations/:locationId', { params: { locationId } }, token);

export type ChangePasswordInput = ApiBody<'PUT /api/organization/change-password'>;
export type LocationAccountType = ChangePasswordInput['accountType'];
/** The server revokes that account's tokens. */
export const changeLocationPassword = (body: ChangePasswordInput) =>
  callApi('PUT /api/organization/change-password', { body }, token);

export function useCreateLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) }),
  });
}

export function useRenameLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) }),
  });
}

export function useDeleteLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    // Not awaited: the dialog closes first, then the card leaves the refreshed grid. Awaiting would
    // unmount the card, and its open dialog with it, before the dialog could hand focus back.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) });
    },
  });
}

export const useChangeLocationPassword = () => useMutation({ mutationFn: changeLocationPassword });
