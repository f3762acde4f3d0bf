import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { lazyComponent } from './lazy-component.tsx';

/** How often to look again whether the screen's calls have all answered. */
const SETTLE_CHECK_MS = 250;

/** Runs `then` once no query is fetching and the browser is idle: after the screen has shown its data. */
function afterScreenSettles(queryClient: QueryClient, then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const check = () => {
    if (queryClient.isFetching() > 0) {
      timer = setTimeout(check, SETTLE_CHECK_MS);
      return;
    }
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: 2_000 });
    else timer = setTimeout(then);
  };
  check();
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * A dialog whose code (its form, react-hook-form, the contract's zod schemas) comes after the screen:
 * while it has never been open it renders nothing, and its code is fetched once the screen's calls
 * have answered and the browser is idle, so that opening it then is instant; opened sooner, it
 * fetches its code at once (docs/decisions/0184-the-week-asked-by-name.md). Once opened it stays
 * mounted, so it closes as a mounted dialog does.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  const Dialog = lazyComponent(load);
  function LazyDialog(props: P) {
    const queryClient = useQueryClient();
    const [opened, setOpened] = useState(Dialog.isLoaded);
    if (!opened && isOpen(props)) setOpened(true);
    useEffect(() => {
      if (Dialog.isLoaded()) return;
      return afterScreenSettles(queryClient, () => void Dialog.preload().catch(() => undefined));
    }, [queryClient]);
    return opened ? <Dialog {...props} /> : null;
  }
  LazyDialog.preload = Dialog.preload;
  return LazyDialog;
}
