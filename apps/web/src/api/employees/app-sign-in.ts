import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';

// What a manager does for an employee's own app (docs/api.md, "The employee app"): a one-time
// sign-in code for a person without e-mail, and their sessions of the app, each of which may be ended.

const sessionsRoute = 'GET /api/admin/employees/:employeeId/app-sessions';
const codeRoute = 'POST /api/admin/employees/:employeeId/sign-in-code';
const endRoute = 'DELETE /api/admin/employees/:employeeId/app-sessions/:sessionId';

export type SignInCode = ApiAnswer<typeof codeRoute>;
export type EmployeeAppSession = ApiAnswer<typeof sessionsRoute>['sessions'][number];

const sessionsKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), sessionsRoute);

export function useEmployeeAppSessions(locationId: string, employeeId: string | null) {
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), sessionsRoute, { params: { employeeId } }),
    queryFn: ({ signal }) => callApi(sessionsRoute, { params: { employeeId: employeeId ?? '' } }, { signal }),
    enabled: employeeId !== null,
    // A phone signing in with the code just given shows up while the dialog is open.
    refetchInterval: 10_000,
  });
}

/** A new code: the person's earlier unused one stops working. Shown once (only its hash is kept). */
export function useCreateSignInCode(locationId: string) {
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), codeRoute),
    mutationFn: (employeeId: string) => callApi(codeRoute, { params: { employeeId } }),
  });
}

export function useEndEmployeeAppSession(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), endRoute),
    mutationFn: ({ employeeId, sessionId }: { employeeId: string; sessionId: string }) =>
      callApi(endRoute, { params: { employeeId, sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(locationId) }),
  });
}
