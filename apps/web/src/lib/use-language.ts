import type { Language } from '@shiftclock/contract/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './i18n.ts';
import { isPseudoLocaleOn, PSEUDO_LOCALE } from './pseudo-locale.ts';

/**
 * Puts the screens in `language` (undefined: not known yet) and tells whether they are: a gate shows
 * its loading state until then, so a German kiosk never flashes English. When the strings cannot be
 * fetched (offline), the screen goes on in the language it has rather than hanging.
 */
export function useLanguage(language: Language | undefined): boolean {
  const { i18n } = useTranslation();
  const [failedFor, setFailedFor] = useState<Language>();
  useEffect(() => {
    if (!language) return;
    switchLanguage(language).catch(() => setFailedFor(language));
  }, [language]);
  if (!language) return false;
  const wanted = isPseudoLocaleOn() ? PSEUDO_LOCALE : language;
  return i18n.language === wanted || failedFor === language;
}
