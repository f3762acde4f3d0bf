import { SETTINGS_MESSAGE_MS } from '@shiftclock/contract/constants';
import type { Settings } from '@shiftclock/contract/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

/**
 * How long Back waits for its save before leaving anyway. docs/product.md: navigation happens whatever the
 * save's outcome, so a server that does not answer must not hold the manager on this screen; the
 * save still finishes (and reports) after the dashboard is shown.
 */
export const BACK_SAVE_WAIT_MS = 5000;

const saveToastId = 'settings-save';

/**
 * 'Back to Dashboard': saves the settings, then goes to the dashboard whatever happened. The
 * outcome is a toast, because the app-wide Toaster outlives this screen: 'Settings saved
 * successfully!' for 3 s (docs/product.md section 4), or the server's message, else 'Failed to save settings'.
 */
export function useSaveAndLeave(save: (settings: Settings) => Promise<unknown>, to: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave(settings: Settings) {
    setLeaving(true);
    const saving = save(settings).then(
      () => {
        toast.success(t('settings.saved'), { id: saveToastId, duration: SETTINGS_MESSAGE_MS });
      },
      (error: unknown) => {
        toast.error(errorMessage(error, t('settings.saveFailed')), { id: saveToastId });
      },
    );
    await Promise.race([saving, new Promise((resolve) => setTimeout(resolve, BACK_SAVE_WAIT_MS))]);
    await navigate(to);
  }

  return { leave, leaving };
}
