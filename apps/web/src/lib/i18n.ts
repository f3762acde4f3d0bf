import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAuth from '../locales/en/auth.json';
import type enCalendar from '../locales/en/calendar.json';
import en from '../locales/en/common.json';
import enDashboard from '../locales/en/dashboard.json';
import enKiosk from '../locales/en/kiosk.json';
import type enManager from '../locales/en/manager.json';
import type enMaster from '../locales/en/master.json';
import type enOrganization from '../locales/en/organization.json';
import type enSettings from '../locales/en/settings.json';
import type enTimesheets from '../locales/en/timesheets.json';

// One file per feature area keeps edits apart; they merge into one namespace under their own key
// (t('auth.…'), t('master.…'), …). docs/product.md's settings name es, fr and de, which become more files in
// src/locales without touching a screen.
//
// Only what the kiosk shows is in the first chunk (issue 10: the kiosk page loads at most 150 kB of
// JavaScript); every other area's strings arrive with its screen (loadStrings, called by the route
// table's loaders before a screen renders).
const firstStrings = { ...en, dashboard: enDashboard, kiosk: enKiosk };

const lazyStrings = {
  auth: () => import('../locales/en/auth.json'),
  calendar: () => import('../locales/en/calendar.json'),
  manager: () => import('../locales/en/manager.json'),
  master: () => import('../locales/en/master.json'),
  organization: () => import('../locales/en/organization.json'),
  settings: () => import('../locales/en/settings.json'),
  timesheets: () => import('../locales/en/timesheets.json'),
};
export type StringsArea = keyof typeof lazyStrings;

type Translation = typeof firstStrings & {
  auth: typeof enAuth;
  calendar: typeof enCalendar;
  manager: typeof enManager;
  master: typeof enMaster;
  organization: typeof enOrganization;
  settings: typeof enSettings;
  timesheets: typeof enTimesheets;
};

const resources = { en: { translation: firstStrings } } as const;

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
    resources: { translation: Translation };
  }
}

/** Adds the strings of the given areas (each fetched once) before a screen that shows them renders. */
export async function loadStrings(...areas: StringsArea[]): Promise<void> {
  await Promise.all(
    areas.map(async (area) => {
      const { default: strings } = await lazyStrings[area]();
      i18n.addResourceBundle('en', 'translation', { [area]: strings }, true, true);
    }),
  );
}

/** Every area's strings (unit tests render screens without going through the route table). */
export function loadAllStrings(): Promise<void> {
  return loadStrings(...(Object.keys(lazyStrings) as StringsArea[]));
}
