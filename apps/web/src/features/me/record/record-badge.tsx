import { useTranslation } from 'react-i18next';
import { useMyRecord } from './record-calls.ts';

/**
 * The Record tab's count of corrections waiting for the employee's answer (none shown at 0). It
 * shares the Record tab's cached answer, so opening the tab asks nothing more.
 */
export function RecordBadge() {
  const { t } = useTranslation();
  const count = useMyRecord().data?.pendingCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="absolute -top-1.5 -right-3 min-w-4 rounded-full bg-red-700 px-1 text-center text-[0.625rem] leading-4 font-bold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('me.nav.recordBadge', { count })}</span>
    </span>
  );
}
