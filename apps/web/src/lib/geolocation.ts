/** Why the browser gave no position: each has its own text on screen. */
export type PositionFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export type DevicePosition = { latitude: number; longitude: number; accuracy: number };

export class PositionError extends Error {
  constructor(readonly reason: PositionFailure) {
    super(`No position: ${reason}`);
  }
}

/**
 * The device's position now, as precise as it can tell (the browser asks the user the first time).
 * A fresh fix, never a cached one: a punch must say where the phone is, not where it was.
 */
export function currentPosition(timeoutMs: number): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new PositionError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) =>
        reject(
          new PositionError(
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
          ),
        ),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
