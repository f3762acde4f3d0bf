import { useTranslation } from 'react-i18next';

/**
 * What a screen shows while its code arrives (usually a blink). Polite and labelled, so a screen
 * reader says why the page is blank; the spinner is decoration.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-slate-50 text-slate-600">
      <span
        aria-hidden="true"
        className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700"
      />
      {t('common.loadingPage')}
    </div>
  );
}
