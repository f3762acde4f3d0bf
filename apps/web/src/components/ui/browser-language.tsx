import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { browserLanguage, subscribeToBrowserLanguage } from '../../lib/browser-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PageLoading } from './page-loading.tsx';

/** Shows a screen no location decides (sign-in, the owner's, the master's) in the browser's language. */
export function BrowserLanguage({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeToBrowserLanguage, browserLanguage);
  return useLanguage(language) ? children : <PageLoading />;
}
