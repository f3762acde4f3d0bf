import { isLanguage, LANGUAGES, type Language } from '@shiftclock/contract/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguage, pickBrowserLanguage } from '../../lib/browser-language.ts';

// Each language by its own name, whatever the page's language: a reader who cannot read the page
// still finds theirs.
const ownNames: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/** The header's language menu on the screens no location decides; the browser remembers the choice. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={browserLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) pickBrowserLanguage(event.target.value);
        }}
        className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 sm:h-9"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {ownNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
