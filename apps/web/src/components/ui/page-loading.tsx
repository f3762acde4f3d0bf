import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** A polite, labelled wait: a screen reader says what is awaited; the spinner is decoration. */
export function LoadingStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center text-slate-600', className)}>
      <span
        aria-hidden="true"
        className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700"
      />
      {children}
    </div>
  );
}

/** What a screen shows while its code arrives (usually a blink), so a reader knows why it is blank. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <LoadingStatus className="min-h-dvh justify-center bg-slate-50">{t('common.loadingPage')}</LoadingStatus>
  );
}
