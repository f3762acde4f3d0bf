import { isLanguage, type Language } from '@shiftclock/contract/languages';

const STORAGE_KEY = 'shiftclock.language';

/**
 * The language of the screens no location decides (sign-in, registration, the owner's and the
 * master's): the one picked in the header's menu on this browser, else the first of the browser's
 * preferred languages we have ('de-AT' counts as 'de'), else English.
 */
export function browserLanguage(): Language {
  try {
    const picked = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(picked)) return picked;
  } catch {
    // Storage may be off (private mode): the choice lasts while the page is open.
    if (pickedWithoutStorage) return pickedWithoutStorage;
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

const listeners = new Set<() => void>();
let pickedWithoutStorage: Language | undefined;

/** Remembers the header menu's choice on this browser and shows it on every screen it governs. */
export function pickBrowserLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    pickedWithoutStorage = language;
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: screens re-render when the menu changes the language. */
export function subscribeToBrowserLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
