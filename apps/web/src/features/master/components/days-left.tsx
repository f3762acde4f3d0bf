import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { type ExpiryTone, expiryTone } from '../expiry-tone.ts';

const looks: Record<ExpiryTone, { box: string; Icon: typeof Clock }> = {
  critical: { box: 'border-red-200 bg-red-50 text-red-800', Icon: AlertTriangle },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: Clock },
  ok: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CheckCircle2 },
};

/**
 * Days left on a license in docs/product.md's colours (red at 3 or fewer, yellow at 7 or fewer, else green).
 * The number is written out and each colour has its own icon, so colour is never the only signal.
 */
export function DaysLeft({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  const tone = expiryTone(daysLeft);
  const { box, Icon } = looks[tone];
  return (
    <span
      data-tone={tone}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium ${box}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {daysLeft > 0 ? t('master.common.daysLeft', { count: daysLeft }) : t('master.common.expired')}
    </span>
  );
}
