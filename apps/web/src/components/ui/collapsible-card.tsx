import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ReactNode, useId, useState } from 'react';
import { useSectionFolds } from './section-folds.tsx';

export interface CollapsibleCardProps {
  /** The heading text; the whole heading is the toggle, so it is the button's accessible name. */
  title: string;
  /** Controls at the right of the heading that stay usable while the card is collapsed (e.g. Refresh). */
  actions?: ReactNode;
  /** Where the card keeps its own state; under a SectionFoldsProvider a keyed card starts as the page says. */
  defaultOpen?: boolean;
  /**
   * The card's key in the page's SectionFoldsProvider, which keeps (and remembers) whether it is open,
   * and opens it when a section link leads to it. Outside a provider the card keeps its own state.
   */
  storageKey?: string;
  children: ReactNode;
}

/**
 * A card whose body folds away under its heading: the disclosure pattern (a button with
 * aria-expanded and aria-controls; the body hidden, its content unmounted, while folded). The
 * toggle sits inside an h2, so the section stays in the heading outline whether it is open or closed.
 * Not Radix's Collapsible: it measures its content's height on mount for an animation this card does
 * not have, a forced layout per card that cost the manager's dashboard ~140 ms on a slow tablet
 * (docs/performance-history.md, "Session 29").
 */
export function CollapsibleCard({
  title,
  actions,
  defaultOpen = true,
  storageKey,
  children,
}: CollapsibleCardProps) {
  const [open, setOpen] = useOpenState(storageKey, defaultOpen);
  const headingId = useId();
  const contentId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen(!open)}
            className="-mx-2 flex min-h-11 items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-slate-100 sm:min-h-9"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-5 text-slate-600 transition-transform ${open ? '' : '-rotate-90'}`}
            />
            {title}
          </button>
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div id={contentId} hidden={!open} className="border-t border-slate-200 px-4 py-4 sm:px-6">
        {open ? children : null}
      </div>
    </section>
  );
}

/** The page's fold for a keyed card inside a SectionFoldsProvider, else the card's own. */
function useOpenState(
  storageKey: string | undefined,
  defaultOpen: boolean,
): [boolean, (open: boolean) => void] {
  const folds = useSectionFolds();
  const own = useState(defaultOpen);
  if (!folds || !storageKey) return own;
  return [folds.isOpen(storageKey), (open) => folds.setOpen(storageKey, open)];
}
