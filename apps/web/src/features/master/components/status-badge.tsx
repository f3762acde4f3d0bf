import { useTranslation } from 'react-i18next';
import type { OrganizationStatus } from '../../../api/master/types.ts';

// Green, amber and red keep their meaning (success, waiting, stopped); the word is always shown.
const tones: Record<OrganizationStatus, string> = {
  approved: 'border-green-200 bg-green-50 text-green-800',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  suspended: 'border-red-200 bg-red-50 text-red-800',
  rejected: 'border-slate-300 bg-slate-100 text-slate-700',
};

export function StatusBadge({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${tones[status]}`}
    >
      {t(`master.status.${status}`)}
    </span>
  );
}
