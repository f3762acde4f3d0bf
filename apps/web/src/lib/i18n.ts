import { LANGUAGES, type Language } from '@shiftclock/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAuth from '../locales/en/auth.json';
import type enCalendar from '../locales/en/calendar.json';
import enCommon from '../locales/en/common.json';
import enDashboard from '../locales/en/dashboard.json';
import type enErrorCodes from '../locales/en/errorCodes.json';
import enKiosk from '../locales/en/kiosk.json';
import type enManager from '../locales/en/manager.json';
import type enMaster from '../locales/en/master.json';
import type enMe from '../locales/en/me.json';
import type enMeTabs from '../locales/en/meTabs.json';
import type enOrganization from '../locales/en/organization.json';
import type enPages from '../locales/en/pages.json';
import type enPayroll from '../locales/en/payroll.json';
import type enPublish from '../locales/en/publish.json';
import type enRecords from '../locales/en/records.json';
import type enScheduleWarnings from '../locales/en/schedule-warnings.json';
import type enScheduleFill from '../locales/en/scheduleFill.json';
import type enSettings from '../locales/en/settings.json';
import type enSso from '../locales/en/sso.json';
import type enTimesheets from '../locales/en/timesheets.json';
import type enWebhooks from '../locales/en/webhooks.json';
import { isPseudoLocaleOn, PSEUDO_LOCALE } from './pseudo-locale.ts';

// One file per feature area and language (src/locales/<language>/<area>.json) keeps edits apart;
// they merge into one namespace under their own key (t('auth.…'), t('master.…'), …), except
// common.json and pages.json (what every screen but the kiosk shows), whose keys sit at the top.
//
// Only the English of what the kiosk shows is in the first chunk (the kiosk page loads at most
// 150 kB of JavaScript, docs/performance.md); every other file, English or not, is a chunk of its own
// fetched when a screen needs it (loadStrings, called as each screen's code loads) or when the
// language changes (useLanguage). docs/decisions/0152-languages.md says which language a screen shows.

const firstAreas = ['common', 'dashboard', 'kiosk'] as const;
const lazyAreas = [
  'pages',
  'auth',
  'calendar',
  'errorCodes',
  'manager',
  'master',
  'me',
  'meTabs',
  'organization',
  'payroll',
  'records',
  'schedule-warnings',
  'scheduleFill',
  'publish',
  'settings',
  'sso',
  'timesheets',
  'webhooks',
] as const;
export type StringsArea = (typeof lazyAreas)[number];
type Area = StringsArea | (typeof firstAreas)[number];
/** These files' keys sit at the top (t('screens.…'), t('ui.…')); every other area's under its name. */
const topLevelAreas = new Set<Area>(['common', 'pages']);

type Translation = typeof enCommon &
  typeof enPages & {
    auth: typeof enAuth;
    calendar: typeof enCalendar;
    dashboard: typeof enDashboard;
    errorCodes: typeof enErrorCodes;
    kiosk: typeof enKiosk;
    manager: typeof enManager;
    master: typeof enMaster;
    me: typeof enMe;
    meTabs: typeof enMeTabs;
    organization: typeof enOrganization;
    payroll: typeof enPayroll;
    records: typeof enRecords;
    'schedule-warnings': typeof enScheduleWarnings;
    scheduleFill: typeof enScheduleFill;
    publish: typeof enPublish;
    settings: typeof enSettings;
    sso: typeof enSso;
    timesheets: typeof enTimesheets;
    webhooks: typeof enWebhooks;
  };

const englishFirstStrings: Record<(typeof firstAreas)[number], Record<string, unknown>> = {
  common: enCommon,
  dashboard: enDashboard,
  kiosk: enKiosk,
};
const firstStrings = { ...enCommon, dashboard: enDashboard, kiosk: enKiosk };

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES, PSEUDO_LOCALE],
  resources: { en: { translation: firstStrings } },
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

/** The areas screens have asked for so far: a change of language fetches these again. */
const wantedAreas = new Set<Area>(firstAreas);
const loaded = new Set<string>(firstAreas.map((area) => `en/${area}`));

async function loadArea(language: string, area: Area): Promise<void> {
  const pseudo = language === PSEUDO_LOCALE;
  const source = pseudo ? 'en' : language;
  const key = `${language}/${area}`;
  if (loaded.has(key)) return;
  // English error texts are the server's own messages (errorText in lib/api-client.ts falls back to them).
  if (language === 'en' && area === 'errorCodes') {
    loaded.add(key);
    return;
  }
  const bundled = source === 'en' ? englishFirstStrings[area as (typeof firstAreas)[number]] : undefined;
  const strings = bundled ?? (await fetchStrings(source, area));
  const bundle = topLevelAreas.has(area) ? strings : { [area]: strings };
  const shown = pseudo ? (await import('./pseudo-localize.ts')).pseudoLocalize(bundle) : bundle;
  i18n.addResourceBundle(language, 'translation', shown, true, true);
  loaded.add(key);
}

async function fetchStrings(language: string, area: Area): Promise<Record<string, unknown>> {
  const { localeFiles } = await import('../locales/files.ts');
  const file = localeFiles[`./${language}/${area}.json`];
  if (!file) throw new Error(`No strings for ${language}/${area}`);
  return (await file()).default;
}

/** Adds the strings of the given areas, in the language on screen, before a screen that shows them renders. */
export async function loadStrings(...areas: StringsArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  // The language may change while the files arrive (a location's setting is read meanwhile): then
  // the new language's files are fetched too.
  let language: string;
  do {
    language = i18n.language;
    await Promise.all(areas.map((area) => loadArea(language, area)));
  } while (language !== i18n.language);
}

/** Every area's strings (unit tests render screens without going through the route table). */
export function loadAllStrings(): Promise<void> {
  return loadStrings(...lazyAreas);
}

let latestSwitch = 0;

/**
 * Shows the screens in `language`: fetches every area asked for so far in it, then switches, so no
 * screen flashes raw keys. `<html lang>` follows (screen readers, hyphenation, the browser's own
 * date pickers). The developers' pseudo-locale, when switched on, wins over any choice.
 */
export async function switchLanguage(language: Language): Promise<void> {
  // The last switch asked for wins, whichever's files arrive first.
  const ticket = ++latestSwitch;
  const shown = isPseudoLocaleOn() ? PSEUDO_LOCALE : language;
  // Until every area asked for so far is here, including those asked for while this one waited.
  let missing: Area[];
  do {
    missing = [...wantedAreas].filter((area) => !loaded.has(`${shown}/${area}`));
    await Promise.all(missing.map((area) => loadArea(shown, area)));
  } while (missing.length > 0);
  if (ticket !== latestSwitch) return;
  if (i18n.language !== shown) await i18n.changeLanguage(shown);
  document.documentElement.lang = shown;
}
