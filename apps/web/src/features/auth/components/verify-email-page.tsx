import Loader2 from 'lucide-react/icons/loader-circle';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useVerifyEmailMutation } from '../../../api/auth/account-emails.ts';
import { useVerifyEmailStatusQuery } from '../../../api/auth/verify-email-status.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthScreen } from './auth-screen.tsx';
import type { VerifyEmailFailedState } from './verify-email-failed-page.tsx';

/**
 * docs/product.md section 4: look at the link's status first; verified already → the success page;
 * otherwise use the link; success → the success page, failure → /verify-email/failed (carrying the
 * message, which the failed page shows).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const type = searchParams.get('type') ?? '';
  const status = useVerifyEmailStatusQuery(token, type, token !== '');
  const verify = useVerifyEmailMutation();
  // The link is single-use: StrictMode runs effects twice in development, and the second POST would
  // find the token spent. A ref survives that double run, so the link is used once.
  const verifyStarted = useRef(false);

  useEffect(() => {
    const success = paths.verifyEmailSuccess(type === 'organization' ? 'organization' : undefined);
    const fail = (message: string) =>
      navigate(paths.verifyEmailFailed, {
        replace: true,
        state: { message } satisfies VerifyEmailFailedState,
      });

    if (token === '') {
      fail(t('auth.verifyEmail.errorFallback'));
      return;
    }
    if (verify.isSuccess || status.data?.verified) {
      navigate(success, { replace: true });
      return;
    }
    if (verify.isError) {
      fail(errorMessage(verify.error, t('auth.verifyEmail.errorFallback')));
      return;
    }
    // A failed status look is not a verdict: using the link gives the real answer.
    if ((status.isSuccess || status.isError) && !verifyStarted.current) {
      verifyStarted.current = true;
      verify.mutate({ token, type });
    }
  }, [token, type, status.data, status.isSuccess, status.isError, verify, navigate, t]);

  return (
    <AuthScreen title={t('screens.verifyEmail')}>
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-slate-700">
        <Loader2 aria-hidden="true" className="size-8 animate-spin text-accent-700" />
        <p>{t('auth.verifyEmail.verifying')}</p>
      </div>
    </AuthScreen>
  );
}
