import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveUpdates } from '../../../api/live/use-live-updates.ts';
import { useLocationSettings } from '../../../api/settings/location-settings.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { dashboardPathFor, type SettingsSession } from '../settings-access.ts';
import { SettingsEditor } from './settings-editor.tsx';
import { SettingsFrame } from './settings-frame.tsx';
import { SettingsLoadError, SettingsLoading } from './settings-load-states.tsx';

/** The settings of a validated session: loading, a failed load with Retry, or the form. */
export function SettingsScreen({ session }: { session: SettingsSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useLocationSettings(session.locationId);
  // Currently Working, at the foot of the settings, follows punches as they happen.
  useLiveUpdates(session.locationId, 'manager');

  if (settings.data) return <SettingsEditor initial={settings.data} session={session} />;

  // Nothing loaded means nothing to save: Back only goes back.
  return (
    <SettingsFrame onBack={() => void navigate(dashboardPathFor(session))}>
      {settings.isError ? (
        <SettingsLoadError
          message={errorMessage(settings.error, t('settings.loadFailed'))}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsLoading />
      )}
    </SettingsFrame>
  );
}
