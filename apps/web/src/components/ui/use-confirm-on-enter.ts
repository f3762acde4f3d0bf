import { useEffect, useRef } from 'react';

// Enter on these already does something; confirming on top of it would turn Cancel into OK or
// pick an option and submit in one keystroke.
const ownsEnter =
  'input, textarea, select, button, a[href], [role="combobox"], [role="option"], [role="menuitem"], [contenteditable]';

/**
 * While `active`, Enter pressed outside any control calls `onConfirm` (docs/product.md: in the master admin's
 * modals "Enter outside an input confirms"). A document listener rather than a prop of ModalDialog:
 * focus may rest on the dialog itself, which a child's handler would never see.
 */
export function useConfirmOnEnter(active: boolean, onConfirm: () => void): void {
  const latest = useRef(onConfirm);
  latest.current = onConfirm;

  useEffect(() => {
    if (!active) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(ownsEnter)) return;
      event.preventDefault();
      latest.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
