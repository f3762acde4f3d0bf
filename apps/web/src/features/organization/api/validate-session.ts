import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/auth/validate with the organization admin's own token, for the 5-minute session check
 * of SPEC.md section 4. Only whether it fails matters here, so the answer is not typed further.
 */
export function validateOrganizationSession(signal?: AbortSignal) {
  return apiClient.get<{ valid: true; accountType: string }>('/api/auth/validate', {
    token: 'token',
    signal,
  });
}
