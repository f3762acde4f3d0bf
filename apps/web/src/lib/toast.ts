import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts (docs/product.md section 4) through sonner, loaded with the first toast rather than with the
 * first page: the kiosk never shows one, and sonner would be a tenth of the kiosk's JavaScript
 * (docs/performance.md). The app's providers mount sonner's Toaster once `useToasterWanted` turns true; a toast
 * created before the Toaster subscribes is shown anyway (sonner replays active toasts).
 */

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const toast = {
  success(message: Message, options?: ExternalToast) {
    void loadSonner().then((module) => module.toast.success(message, options));
  },
  error(message: Message, options?: ExternalToast) {
    void loadSonner().then((module) => module.toast.error(message, options));
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast on: the moment the Toaster (and sonner) are worth loading. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, () => sonner !== undefined);
}
