import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en/auth.json';
import enCalendar from '../locales/en/calendar.json';
import enDashboard from '../locales/en/dashboard.json';
import enKiosk from '../locales/en/kiosk.json';
import enManager from '../locales/en/manager.json';
import enMaster from '../locales/en/master.json';
import enOrganization from '../locales/en/organization.json';
import enSettings from '../locales/en/settings.json';
import enTimesheets from '../locales/en/timesheets.json';
import en from '../locales/en.json';

// One file per feature area keeps edits apart; they merge into one namespace under their own key
// (t('auth.…'), t('master.…'), …). SPEC.md's settings name es, fr and de, which become more files in
// src/locales without touching a screen.
const translation = {
  ...en,
  auth: enAuth,
  calendar: enCalendar,
  dashboard: enDashboard,
  kiosk: enKiosk,
  manager: enManager,
  master: enMaster,
  organization: enOrganization,
  settings: enSettings,
  timesheets: enTimesheets,
};
export const resources = { en: { translation } } as const;

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
    resources: { translation: typeof translation };
  }
}
