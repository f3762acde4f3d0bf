// Every locale file as a lazy chunk of its own (Vite turns the pattern into one import() per file),
// except the English strings the first chunk already holds (lib/i18n.ts). This table is a chunk of its
// own too: an English kiosk never needs it.
export const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./en/{common,dashboard,kiosk}.json',
]);
