import type { CheckLabel } from '@shiftclock/contract/passwords';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';

/**
 * A rule and whether it is met: the contract's checks name their text under ui.checks (`labelKey`);
 * a screen's own rule brings its label, already in the page's language.
 */
export type ChecklistItem = { key: string; ok: boolean } & ({ labelKey: CheckLabel } | { label: string });

/**
 * A live list of rules (password, e-mail), each with an icon and a word for its
 * state, so colour is never the only signal.
 */
export function Checklist({ items, label }: { items: ChecklistItem[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="space-y-1">
      {items.map((item) => (
        <li
          key={item.key}
          data-ok={item.ok}
          className={`flex items-center gap-2 text-sm ${item.ok ? 'text-green-800' : 'text-slate-600'}`}
        >
          {item.ok ? (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>{'labelKey' in item ? t(`ui.checks.${item.labelKey}`) : item.label}</span>
          <span className="sr-only">{item.ok ? t('ui.checks.met') : t('ui.checks.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
