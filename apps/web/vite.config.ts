import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { screenChunks } from './screen-chunks-plugin.ts';
import { type ScreenPreload, screenPreloads } from './screen-preload-plugin.ts';

// The API server's port in development; overridable when the server runs elsewhere.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// The same policy the API server sends with the built app. `vite preview` sends it too, so a
// local end-to-end run catches anything that would break under it (inline scripts, other origins).
// `vite dev` does not: the React refresh preamble is an inline script.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

// The screens a device opens directly and every day, with the lazily loaded code each one needs: the
// page sent for their addresses asks for all of it at once (screen-preload-plugin.ts). The patterns
// follow the route table of src/app/router.tsx, where /location/login, /manager/login, /manager/settings
// and /manager/timesheets outrank /:accountType/:locationId.
const dashboard = 'src/app/routes/account-dashboard-page.tsx';
// The table of lazily loaded strings (src/lib/i18n.ts): a screen in any language but English (and the
// manager's in English too) waits for it before its first strings, so every page preloads it (1 kB).
const strings = 'src/locales/files.ts';
const screens: ScreenPreload[] = [
  {
    name: 'kiosk',
    path: '^/location/(?!login/?$)[^/]+/?$',
    modules: [dashboard, 'src/features/kiosk/components/kiosk-view.tsx', strings],
    earlyScripts: ['early-start.js'],
    // Schemas and forms are for the server and the manager's dialogs; the kiosk checks an ID without them.
    loadsWithout: ['zod', 'react-hook-form', 'date-fns'],
  },
  {
    name: 'manager',
    path: '^/manager/(?!(?:login|settings|timesheets)/?$)[^/]+/?$',
    modules: [
      dashboard,
      'src/app/routes/manager-view.tsx',
      'src/app/routes/manager-calls.ts',
      strings,
      ...['pages', 'manager', 'calendar', 'timesheets'].map((area) => `src/locales/en/${area}.json`),
    ],
    earlyScripts: ['early-start.js'],
    // The forms' code comes after the screen (docs/decisions/0167-forms-after-the-screen.md).
    loadsWithout: ['zod', 'react-hook-form'],
  },
  {
    // The kiosk's and the manager's login: the first screen every new device shows.
    name: 'login',
    path: '^/(?:location/login|manager/login|login/[^/]+)/?$',
    modules: [
      'src/components/ui/browser-language.tsx',
      'src/features/auth/components/account-login-page.tsx',
      strings,
      'src/locales/en/auth.json',
    ],
  },
  {
    name: 'owner',
    path: '^/organization/[^/]+/dashboard/?$',
    modules: [
      'src/components/ui/browser-language.tsx',
      'src/features/organization/components/organization-dashboard-page.tsx',
      strings,
      // Its strings (app/router.tsx, OrganizationDashboardPage): without these, the dashboard's
      // call waited for them, a round trip after the code.
      ...['pages', 'organization', 'schedule-warnings'].map((area) => `src/locales/en/${area}.json`),
    ],
    earlyScripts: ['early-start.js'],
    loadsWithout: ['zod', 'react-hook-form'],
  },
  {
    // The employee's own app on their phone: installable apart from the kiosk (its own manifest),
    // light on a cheap phone's connection (docs/decisions/0192-the-employee-app-shell.md).
    name: 'me',
    path: '^/me(?:/.*)?$',
    modules: [
      'src/components/ui/browser-language.tsx',
      'src/features/me/components/me-app.tsx',
      strings,
      'src/locales/en/me.json',
    ],
    earlyScripts: ['early-start.js'],
    manifest: '/me.webmanifest',
    loadsWithout: ['zod', 'react-hook-form', 'date-fns'],
  },
];

// The version a kiosk reports in its heartbeats (docs/api.md, "Devices"): APP_VERSION when the build
// is given one, else the commit it was built from.
function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() || 'dev';
  } catch {
    return 'dev';
  }
}

// Few files per screen: the entry's imports in the entry's file, each screen's code by the screens
// that share it (screen-chunks-plugin.ts).
const chunks = screenChunks(screens);

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()) },
  // Pinned to this folder so `dist/` lands in apps/web whatever the working directory.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [chunks.plugin, react(), tailwindcss(), screenPreloads(screens), compileHints(), precompress()],
  server: {
    proxy: { '/api': { target: apiProxyTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiProxyTarget } },
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
});
