import * as AlertDialog from 'radix-ui/alert-dialog';
import type { ReactNode, RefObject } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface ConfirmModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  /** More under the message (a list, a table), outside the description's paragraph. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The confirmation is running: the buttons wait and the dialog stays open. */
  busy?: boolean;
  /** A failure shown inside the dialog, so the user can retry or cancel. */
  error?: string | null;
  tone?: 'primary' | 'danger';
  /** See ModalDialog: a dialog opened from a menu has no trigger to return focus to. */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A yes/no question on Radix AlertDialog: an outside click does not dismiss it, Escape cancels, and
 * Cancel takes the first focus so Enter never confirms a destructive action by accident.
 */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  error,
  tone = 'primary',
  finalFocusRef,
}: ConfirmModalProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!finalFocusRef?.current) return;
            event.preventDefault();
            finalFocusRef.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{message}</AlertDialog.Description>
          {children}
          {error ? (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action, which would close before the call answers. */}
            <Button variant={tone} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
