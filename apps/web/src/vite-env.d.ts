/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty (the default) means the same origin that served the app. */
  readonly VITE_API_URL?: string;
  /** The build's version (vite.config.ts), reported by a kiosk's heartbeats. */
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
