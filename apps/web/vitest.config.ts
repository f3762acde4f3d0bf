import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Takes precedence over vite.config.ts for tests: no Tailwind, no dev server, just React in jsdom.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
