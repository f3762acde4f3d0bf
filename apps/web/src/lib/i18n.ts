import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

// English only for now; SPEC.md's settings name es, fr and de, which become more files in
// src/locales without touching a screen.
export const resources = { en: { translation: en } } as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  // Resources are bundled, so initialise synchronously: the first render already has its strings.
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
});

// Typed keys: a misspelt key is a compile error, not a raw key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
