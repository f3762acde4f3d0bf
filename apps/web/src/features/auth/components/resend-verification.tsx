import { useTranslation } from 'react-i18next';
import { useResendVerificationMutation } from '../../../api/auth/account-emails.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * A new verification link for an organization admin whose login was refused as unverified
 * (403 EMAIL_NOT_VERIFIED). Not on docs/product.md's login screen; see docs/decisions/0010.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerificationMutation();
  if (resend.isSuccess) return <Alert tone="success">{resend.data.message}</Alert>;
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        className="w-full"
        busy={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {t('auth.organizationLogin.resend')}
      </Button>
      {resend.isError ? (
        <Alert tone="error">{errorMessage(resend.error, t('auth.organizationLogin.resendFailed'))}</Alert>
      ) : null}
    </div>
  );
}
