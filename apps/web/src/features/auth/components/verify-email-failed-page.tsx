import { RESEND_TOAST_MS } from '@shiftclock/contract/constants';
import XCircle from 'lucide-react/icons/circle-x';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { AuthScreen, ResultHeading } from './auth-screen.tsx';

/** What the verify screen hands over when it sends the user here. */
export interface VerifyEmailFailedState {
  message: string;
}

const SIMULATED_RESEND_MS = 1000;

function carriedMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as Partial<VerifyEmailFailedState>).message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * /verify-email/failed and /auth/verify-email/failed: 'Verification Failed' and the failed page's own
 * line, 'The verification link is invalid or expired', always. Arriving from the verify screen, the
 * server's reason for the failure is shown above that line.
 */
export function VerifyEmailFailedPage() {
  const { t } = useTranslation();
  const message = carriedMessage(useLocation().state);

  return (
    <AuthScreen title={t('screens.verifyEmailFailed')} backToRoot>
      <div className="space-y-5 text-center">
        <ResultHeading icon={<XCircle aria-hidden="true" className="size-12 text-red-700" />}>
          {t('auth.verifyFailed.title')}
        </ResultHeading>
        {message ? (
          <div className="text-left">
            <Alert tone="error">{message}</Alert>
          </div>
        ) : null}
        <p className="text-slate-700">{t('auth.verifyFailed.linkInvalid')}</p>
        <div className="flex flex-col gap-3">
          <SimulatedResendButton />
          <LinkButton to={paths.organizationLogin} variant="secondary" size="lg" className="w-full">
            {t('auth.verifyFailed.backToLogin')}
          </LinkButton>
        </div>
      </div>
    </AuthScreen>
  );
}

/**
 * docs/product.md: "The resend here is only simulated: waits 1 second, then shows the success toast". This
 * page has no e-mail address to send to; the organization login offers the real resend
 * (docs/decisions/0010).
 */
function SimulatedResendButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const resend = () => {
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      toast.success(t('auth.verifyFailed.resent'), { duration: RESEND_TOAST_MS });
    }, SIMULATED_RESEND_MS);
  };

  return (
    <Button size="lg" className="w-full" busy={busy} onClick={resend}>
      {t('auth.verifyFailed.resend')}
    </Button>
  );
}
