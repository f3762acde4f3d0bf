import Clock from 'lucide-react/icons/clock';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './language-menu.tsx';

interface PageLayoutProps {
  /** The screen's name: the page heading and the browser tab's title. */
  title: string;
  children?: ReactNode;
  /**
   * 'narrow' centres a single column (sign-in forms, result screens); 'wide' is for dashboards;
   * 'table' gives a screen of wide tables (the timesheet) the room of a laptop screen.
   */
  width?: 'wide' | 'narrow' | 'table';
  /** Controls at the right of the app bar that belong to the whole screen (e.g. Logout). */
  actions?: ReactNode;
  /** The language menu, on the screens no location's setting decides (docs/decisions/0152-languages.md). */
  languageMenu?: boolean;
}

/** The frame every screen shares: the app bar, one main landmark and the page heading. */
export function PageLayout({
  title,
  children,
  width = 'wide',
  actions,
  languageMenu = false,
}: PageLayoutProps) {
  const { t } = useTranslation();
  const frame = width === 'table' ? 'max-w-7xl' : 'max-w-5xl';

  // Screen readers announce the tab title on navigation, so it names the screen.
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className={`mx-auto flex ${frame} items-center gap-2 px-4 py-3 text-slate-900`}>
          <Clock aria-hidden="true" className="size-5 text-accent-700" />
          <span className="font-semibold tracking-tight">{t('app.name')}</span>
          {actions || languageMenu ? (
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
              {languageMenu ? <LanguageMenu /> : null}
              {actions}
            </div>
          ) : null}
        </div>
      </header>
      <main className={`mx-auto px-4 py-8 ${width === 'narrow' ? 'max-w-md sm:py-12' : frame}`}>
        <h1
          className={`text-2xl font-semibold tracking-tight text-slate-900 ${width === 'narrow' ? 'text-center' : ''}`}
        >
          {title}
        </h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
