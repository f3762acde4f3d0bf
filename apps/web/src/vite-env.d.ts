/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty (the default) means the same origin that served the app. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
