import { Check, X } from 'lucide-react';

export type ChecklistItem = { key: string; label: string; ok: boolean };

/**
 * A live list of rules (password, e-mail), each with an icon and a word for its
 * state, so colour is never the only signal.
 */
export function Checklist({ items, label }: { items: ChecklistItem[]; label: string }) {
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
          <span>{item.label}</span>
          <span className="sr-only">{item.ok ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
