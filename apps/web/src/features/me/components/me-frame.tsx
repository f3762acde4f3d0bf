import { Clock } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../../components/ui/language-menu.tsx';

/** The signed-out screens of the employee app (sign-in, a sign-in link): one narrow column. */
export function MeFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-md items-center gap-2 px-4 py-3 text-slate-900">
          <Clock aria-hidden="true" className="size-5 text-accent-700" />
          <span className="font-semibold tracking-tight">{t('app.name')}</span>
          <div className="ml-auto">
            <LanguageMenu />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-md px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3">{children}</div>
      </main>
    </div>
  );
}
