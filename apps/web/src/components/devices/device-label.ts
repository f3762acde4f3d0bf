import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A kiosk as people read it: its name, or 'Kiosk 3' from its number in the reader's language when
 * nobody named it (docs/api.md, "Devices").
 */
export function useDeviceLabel() {
  const { t } = useTranslation();
  return useCallback(
    (device: { name: string | null; number: number }) =>
      device.name ?? t('manager.devices.defaultName', { number: device.number }),
    [t],
  );
}
