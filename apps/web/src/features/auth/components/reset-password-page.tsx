import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordChecks, resetPasswordForm } from '@shiftclock/contract/auth';
import { messages } from '@shiftclock/contract/messages';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '../../../api/auth/account-emails.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checklist } from '../../../components/ui/checklist.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthScreen, ResultHeading } from './auth-screen.tsx';

/** docs/product.md section 2: `type` defaults to location. */
const DEFAULT_TYPE = 'location';

/** Where 'Go to Login' leads for the account the link was issued for. */
function loginPathFor(accountType: string): string {
  if (accountType === 'orgAdmin') return paths.organizationLogin;
  if (accountType === 'manager') return paths.managerLogin;
  return paths.locationLogin;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const accountType = searchParams.get('type') || DEFAULT_TYPE;

  if (token === '') {
    return (
      <AuthScreen title={t('screens.resetPassword')} backToRoot>
        <div className="space-y-5 text-center">
          <ResultHeading icon={<XCircle aria-hidden="true" className="size-12 text-red-700" />}>
            {t('auth.resetPassword.invalidTitle')}
          </ResultHeading>
          <div className="text-left">
            <Alert tone="error">{messages.invalidResetLink}</Alert>
          </div>
          <LinkButton to={paths.forgotPassword} size="lg" className="w-full">
            {t('auth.resetPassword.requestNew')}
          </LinkButton>
        </div>
      </AuthScreen>
    );
  }
  return <ResetPasswordForm token={token} accountType={accountType} />;
}

function ResetPasswordForm({ token, accountType }: { token: string; accountType: string }) {
  const { t } = useTranslation();
  const reset = useResetPasswordMutation();
  // The rule depends on the account the link was issued for (strict for orgAdmin and manager).
  const schema = useMemo(() => resetPasswordForm(accountType), [accountType]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });
  const password = watch('password');
  const confirmPassword = watch('confirmPassword');

  const onSubmit = handleSubmit(({ password }) => reset.mutate({ token, password, accountType }));

  if (reset.isSuccess) {
    return (
      <AuthScreen title={t('screens.resetPassword')} backToRoot>
        <div className="space-y-5 text-center">
          <ResultHeading icon={<CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />}>
            {t('auth.resetPassword.successTitle')}
          </ResultHeading>
          <p className="text-slate-700">{t('auth.resetPassword.successMessage')}</p>
          <LinkButton to={loginPathFor(accountType)} size="lg" className="w-full">
            {t('auth.resetPassword.goToLogin')}
          </LinkButton>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('screens.resetPassword')} backToRoot>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {reset.isError ? (
          <Alert tone="error">{errorMessage(reset.error, t('auth.resetPassword.errorFallback'))}</Alert>
        ) : null}
        <PasswordField
          label={t('auth.resetPassword.passwordLabel')}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={
            <Checklist
              label={t('auth.common.passwordRequirements')}
              items={resetPasswordChecks(accountType, password)}
            />
          }
          {...register('password')}
        />
        <PasswordField
          label={t('auth.resetPassword.confirmPasswordLabel')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          hint={
            <Checklist
              label={t('auth.resetPassword.passwordsMatch')}
              items={[
                {
                  key: 'match',
                  label: t('auth.resetPassword.passwordsMatch'),
                  ok: password !== '' && password === confirmPassword,
                },
              ]}
            />
          }
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" busy={reset.isPending}>
          {t('auth.resetPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
