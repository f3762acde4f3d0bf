import { type ComponentType, type ReactNode, useSyncExternalStore } from 'react';
import { browserLanguage, subscribeToBrowserLanguage } from '../../lib/browser-language.ts';
import { loadStrings, type StringsArea, switchLanguage } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PageLoading } from './page-loading.tsx';

/** Shows a screen no location decides (sign-in, the owner's, the master's) in the browser's language. */
function BrowserLanguage({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeToBrowserLanguage, browserLanguage);
  return useLanguage(language) ? children : <PageLoading />;
}

/**
 * Readies such a screen for its first render: the browser's language and the screen's strings in it
 * (and what every screen but the kiosk shows: pages, error texts), then the screen wrapped so that it
 * follows the header's language menu and switches back after a location's screens spoke another.
 * Lives in the screens' chunks, not the kiosk's (app/router.tsx).
 */
export async function inBrowserLanguage<P extends object>(
  Screen: ComponentType<P>,
  areas: StringsArea[],
  { pages = true }: { pages?: boolean } = {},
): Promise<ComponentType<P>> {
  await switchLanguage(browserLanguage());
  // `pages: false` for a screen that shows none of them (the employee app, whose phone's budget
  // counts every kilobyte: docs/decisions/0192-the-employee-app-shell.md).
  await loadStrings('errorCodes', ...(pages ? (['pages'] as const) : []), ...areas);
  return function ScreenInBrowserLanguage(props: P) {
    return (
      <BrowserLanguage>
        <Screen {...props} />
      </BrowserLanguage>
    );
  };
}
