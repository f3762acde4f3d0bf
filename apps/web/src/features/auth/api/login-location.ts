import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { DashboardAccountType } from '../../../lib/paths.ts';
import { startManagerSession, startSession } from '../session.ts';

export interface LocationLoginInput {
  accountType: DashboardAccountType;
  locationId: string;
  password: string;
}

export interface LocationLoginAnswer {
  message: string;
  token: string;
  user: {
    accountType: DashboardAccountType;
    locationId: string;
    locationName: string;
    organizationId: string;
  };
}

/** POST /api/auth/login for a location or manager account. */
export function loginLocation(input: LocationLoginInput): Promise<LocationLoginAnswer> {
  return apiClient.post<LocationLoginAnswer>('/api/auth/login', input, { token: 'none' });
}

/** Logs in and stores the token before resolving, so the next screen's calls already carry it. */
export function useLocationLoginMutation() {
  return useMutation({
    mutationFn: async (input: LocationLoginInput) => {
      const answer = await loginLocation(input);
      if (answer.user.accountType === 'manager') startManagerSession(answer.token);
      else startSession(answer.token);
      return answer;
    },
  });
}
