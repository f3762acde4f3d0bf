// The developers' pseudo-locale: every string accented and about 40% longer, so a screen that cuts
// off or overflows a German or French label shows it in English already (docs/decisions/0152-languages.md).
// Switched on per browser: localStorage.setItem('shiftclock.pseudo-locale', 'on'); no menu offers it.

export const PSEUDO_LOCALE = 'en-XA';
const STORAGE_KEY = 'shiftclock.pseudo-locale';

export function isPseudoLocaleOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}
