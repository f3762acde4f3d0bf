import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import englishStrings from '../../locales/en/common.json';

export type ChecklistItem = { key: string; label: string; ok: boolean };

// The rules' labels come from the contract in English; each has its text under ui.checks, found by
// the English words, so the list speaks the page's language. A label without one stays English.
const checkKeyByLabel = new Map(
  Object.entries(englishStrings.ui.checks).map(([key, text]) => [
    text,
    key as keyof typeof englishStrings.ui.checks,
  ]),
);

/**
 * A live list of rules (password, e-mail), each with an icon and a word for its
 * state, so colour is never the only signal.
 */
export function Checklist({ items, label }: { items: ChecklistItem[]; label: string }) {
  const { t } = useTranslation();
  const labelOf = (item: ChecklistItem) => {
    const key = checkKeyByLabel.get(item.label);
    return key ? t(`ui.checks.${key}`) : item.label;
  };
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
          <span>{labelOf(item)}</span>
          <span className="sr-only">{item.ok ? t('ui.checks.met') : t('ui.checks.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
