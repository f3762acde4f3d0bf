import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One tab of the employee app: its heading (the page's one h1) and the browser tab's title, which a
 * screen reader announces on navigation. The tabs' screens (my-shifts-page.tsx, …) render in it.
 */
export function MePage({
  title,
  actions,
  children,
}: {
  title: string;
  /** Controls beside the heading (a period picker, a download). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('me.appName')}`;
  }, [title, t]);
  return (
    <section aria-labelledby="me-page-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="me-page-title" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h1>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
