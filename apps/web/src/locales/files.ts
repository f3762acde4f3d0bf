// Every locale file as a lazy chunk of its own (Vite turns the pattern into one import() per file),
// except the English strings the first chunk already holds (lib/i18n.ts). The pages of the screens a
// device opens directly preload this table (vite.config.ts): a screen's first strings wait for it.
export const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./en/{common,dashboard,kiosk}.json',
]);
