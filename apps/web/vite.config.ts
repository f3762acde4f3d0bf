import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

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

export default defineConfig({
  // Pinned to this folder so `dist/` lands in apps/web whatever the working directory.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
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
  },
});
