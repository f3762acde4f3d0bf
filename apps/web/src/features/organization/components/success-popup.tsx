import { SUCCESS_POPUP_MS } from '@shiftclock/contract/constants';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimedValue } from '../use-timed-value.ts';

const ShowSuccess = createContext<(message: string) => void>(() => {});

/** Shows the 'Success!' popup with `message` (docs/product.md section 2) from anywhere on the dashboard. */
export function useShowSuccess() {
  return useContext(ShowSuccess);
}

/**
 * The dashboard's 'Success!' popup. It closes itself after 3 s (docs/product.md section 9) and does not take
 * focus: it is announced from a live region that is always present, and can be closed by hand.
 */
export function SuccessPopupProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, show, hide] = useTimedValue<string>(SUCCESS_POPUP_MS);

  return (
    <ShowSuccess.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
      >
        {message ? (
          <div className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border border-green-200 bg-white p-4 shadow-lg">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{t('organization.success.title')}</p>
              <p className="mt-1 text-sm text-slate-700">{message}</p>
            </div>
            <button
              type="button"
              onClick={hide}
              aria-label={t('organization.success.close')}
              className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </ShowSuccess.Provider>
  );
}
