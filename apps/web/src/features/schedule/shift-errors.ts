import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '../../lib/api-client.ts';

// The texts of docs/product.md section 8 for the scheduled-shift calls. A 401 also sends the manager to the
// login (the manager view watches for it); the text is what remains on screen meanwhile.

/** Create: the server's message (e.g. the overlap), else 'Failed to create shift'. */
export function createShiftError(error: unknown, t: TFunction): string {
  return errorMessage(error, t('manager.schedule.errors.createFailed'));
}

/**
 * Update: 'Authentication required' (401), 'Invalid shift data. Please try again.' (400), the
 * server's message for a conflict or a shift that is gone, else 'Failed to update shift'.
 */
export function updateShiftError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('manager.schedule.errors.authRequired');
    if (error.status === 400) return t('manager.schedule.errors.invalidData');
  }
  return errorMessage(error, t('manager.schedule.errors.updateFailed'));
}

/** Delete: one text per status (docs/product.md section 8), and a network text of its own. */
export function deleteShiftError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('manager.schedule.errors.deleteFailed');
  if (error.isNetworkError) return t('manager.schedule.errors.deleteNetwork');
  switch (error.status) {
    case 400:
      return error.hasServerMessage ? error.message : t('manager.schedule.errors.deleteStarted');
    case 401:
      return t('manager.schedule.errors.authRequired');
    case 403:
      return t('manager.schedule.errors.deleteForbidden');
    case 404:
      return t('manager.schedule.errors.deleteNotFound');
    default:
      return error.status >= 500
        ? t('manager.schedule.errors.deleteServer')
        : errorMessage(error, t('manager.schedule.errors.deleteFailed'));
  }
}
