import X from 'lucide-react/icons/x';
import * as Dialog from 'radix-ui/dialog';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /**
   * Actions kept in view under the scrolling body (a long form on a short screen). A submit button
   * here names its form with the `form` attribute, so Enter in a field still submits.
   */
  footer?: ReactNode;
  /** The close button's accessible name (the caller's translation of 'Close'). */
  closeLabel: string;
  /**
   * Where focus goes when the dialog closes. Radix returns it to the dialog's trigger; a dialog
   * opened from a menu item has none left (the menu is gone), so the caller names one.
   */
  finalFocusRef?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
  /**
   * The dialog is a sheet to print (a list of new PINs): printed, it is the whole page, its body
   * unscrolled, without the page behind it, the dimming, the close button or the footer (styles.css).
   */
  printable?: boolean;
}

/**
 * A modal dialog on Radix (focus trapped, Escape and outside click close it, background hidden from
 * screen readers). The title and the footer stay put while the body scrolls. The close button comes
 * after the body in the DOM so that opening focuses the first field, not the ×.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  finalFocusRef,
  size = 'md',
  printable = false,
}: ModalDialogProps) {
  const opener = useOpener(open);
  const print = (classes: string) => (printable ? ` ${classes}` : '');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 z-40 bg-slate-900/50${print('print:hidden')}`} />
        <Dialog.Content
          // Without a description Radix expects the attribute to be cleared explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(printable ? { 'data-print-sheet': '' } : {})}
          onCloseAutoFocus={(event) => {
            const target = finalFocusRef?.current ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-slate-200 bg-white shadow-xl ${
            size === 'lg' ? 'max-w-2xl' : 'max-w-md'
          }${print('print:static print:max-h-none print:w-full print:max-w-none print:translate-none print:border-0 print:shadow-none')}`}
        >
          <div className="px-6 pt-6 pb-4">
            <Dialog.Title className="pr-10 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
            ) : null}
          </div>
          <div
            // A sheet has nothing to focus in its body: the body itself takes focus, so that a keyboard scrolls it.
            tabIndex={printable ? 0 : undefined}
            className={`min-h-0 flex-1 overflow-y-auto px-6 ${footer ? 'pb-4' : 'pb-6'}${print('print:overflow-visible')}`}
          >
            {children}
          </div>
          {footer ? (
            <div
              className={`flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4${print('print:hidden')}`}
            >
              {footer}
            </div>
          ) : null}
          <Dialog.Close
            aria-label={closeLabel}
            className={`absolute top-3 right-3 flex size-11 items-center sm:top-4 sm:right-4 sm:size-9 justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900${print('print:hidden')}`}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The element that had focus when the dialog opened. Our dialogs open from state, not from a Radix
 * trigger, so Radix would send focus back to the page's top on close; the opener is where the
 * keyboard user was (the Edit button, a calendar block) and where they expect to be again.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Before Radix moves focus into the dialog: a layout effect runs ahead of its focus scope's effect.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return opener;
}
