import { Clock } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageLayoutProps {
  /** The screen's name: the page heading and the browser tab's title. */
  title: string;
  children?: ReactNode;
}

/** The frame every screen shares: the app bar, one main landmark and the page heading. */
export function PageLayout({ title, children }: PageLayoutProps) {
  const { t } = useTranslation();

  // Screen readers announce the tab title on navigation, so it names the screen.
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-3 text-slate-900">
          <Clock aria-hidden="true" className="size-5 text-accent-700" />
          <span className="font-semibold tracking-tight">{t('app.name')}</span>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
