import { ADDRESS_MAX_LENGTH } from '@shiftclock/contract/my-shifts-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LocationInfo,
  locationInfoQuery,
  useLocationInfo,
} from '../../../api/settings/location-info.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { SettingsSection } from './settings-section.tsx';

interface LocationAddressSectionProps {
  locationId: string;
  /** The kiosk's token reads the address; only the manager sets it. */
  readOnly: boolean;
  className?: string;
}

/**
 * 'Address': one line the location's employees see beside each of their shifts in their app
 * (docs/decisions/0193-my-shifts.md). Saved on its own, as it is not one of the settings.
 */
export function LocationAddressSection({ locationId, readOnly, className }: LocationAddressSectionProps) {
  const { t } = useTranslation();
  const info = useLocationInfo(locationId);
  const stored = info.data?.address ?? '';
  return (
    <SettingsSection
      title={t('settings.address.title')}
      description={t('settings.address.description')}
      className={className}
    >
      {info.data ? (
        // Keyed by the stored address: a save elsewhere refills the box.
        <AddressForm key={stored} locationId={locationId} stored={stored} readOnly={readOnly} />
      ) : (
        <p className="text-sm text-slate-600">{t('settings.loading')}</p>
      )}
    </SettingsSection>
  );
}

function AddressForm({
  locationId,
  stored,
  readOnly,
}: {
  locationId: string;
  stored: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(stored);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | undefined>();

  async function save() {
    setStatus('saving');
    setError(undefined);
    try {
      const { address } = await callApi('PUT /api/admin/location-address', { body: { address: text } });
      queryClient.setQueryData<LocationInfo>(locationInfoQuery(locationId).queryKey, (info) =>
        info ? { ...info, address } : info,
      );
      setText(address ?? '');
      setStatus('saved');
    } catch (failure) {
      setError(errorMessage(failure, t('settings.saveFailed')));
      setStatus('idle');
    }
  }

  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('settings.address.label')}
        value={text}
        maxLength={ADDRESS_MAX_LENGTH}
        autoComplete="street-address"
        readOnly={readOnly}
        error={error}
        hint={readOnly ? t('settings.address.managersOnly') : t('settings.address.hint')}
        onChange={(event) => {
          setText(event.target.value);
          setStatus('idle');
        }}
        className="flex-1"
      />
      {readOnly ? null : (
        <div className="flex items-center gap-3 sm:mt-6">
          <Button
            type="submit"
            variant="secondary"
            busy={status === 'saving'}
            disabled={text.trim() === stored}
          >
            {t('settings.address.save')}
          </Button>
          <span role="status" className="text-sm text-slate-600">
            {status === 'saved' ? t('settings.address.saved') : ''}
          </span>
        </div>
      )}
    </form>
  );
}
