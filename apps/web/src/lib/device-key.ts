import { newUuid } from './uuid.ts';

const DEVICE_KEY = 'shiftclock.deviceKey';

/**
 * This browser's key in the kiosk registry (docs/api.md, "Devices"): made at its first kiosk login
 * and kept, so that its next login replaces its own device rather than adding another. Null when
 * the browser keeps nothing (storage blocked): that login registers a new device, as before keys.
 */
export function browserDeviceKey(): string | null {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const key = newUuid();
    localStorage.setItem(DEVICE_KEY, key);
    return key;
  } catch {
    return null;
  }
}
