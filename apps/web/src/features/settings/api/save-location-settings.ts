import type { Settings } from '@shiftclock/contract/settings';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/admin/location-settings {settings} → {message, settings}; 400 when invalid. */
export function saveLocationSettings(settings: Settings) {
  return apiClient.put<{ message: string; settings: Settings }>('/api/admin/location-settings', {
    settings,
  });
}
