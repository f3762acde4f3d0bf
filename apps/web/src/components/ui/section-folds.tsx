import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { NARROW_SCREEN } from '../../lib/use-media-query.ts';
import { readViewState, type ViewStorage, writeViewState } from '../../lib/use-stored-state.ts';

/** Which of a page's folding cards are open, by each card's key. */
export interface SectionFolds {
  isOpen: (key: string) => boolean;
  setOpen: (key: string, open: boolean) => void;
}

const SectionFoldsContext = createContext<SectionFolds | null>(null);

/** The folds the page around keeps (the manager's dashboard), or null where cards keep their own. */
export function useSectionFolds(): SectionFolds | null {
  return useContext(SectionFoldsContext);
}

/**
 * Keeps a long page's folding cards in one place, so that its section links can open the card they
 * lead to (docs/decisions/0175-a-phone-dashboard.md). The screen's width when the page opens decides:
 * - on a phone every card starts folded, and this tab remembers what the manager opened
 *   (sessionStorage), so a trip to the timesheet and back keeps it; a new visit starts folded again;
 * - on a wider screen every card starts open, and this browser remembers what was folded
 *   (localStorage), as the dashboard always did.
 * Turning a tablet does not refold the page under the manager's thumb.
 */
export function SectionFoldsProvider({ children }: { children: ReactNode }) {
  const [onPhone] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches,
  );
  const [changed, setChanged] = useState<Readonly<Record<string, boolean>>>({});
  const folds = useMemo<SectionFolds>(() => {
    const storage: ViewStorage = onPhone ? 'session' : 'local';
    return {
      isOpen: (key) => changed[key] ?? readViewState(storage, `panel.${key}`, !onPhone),
      setOpen: (key, open) => {
        setChanged((before) => ({ ...before, [key]: open }));
        writeViewState(storage, `panel.${key}`, open);
      },
    };
  }, [onPhone, changed]);
  return <SectionFoldsContext value={folds}>{children}</SectionFoldsContext>;
}
