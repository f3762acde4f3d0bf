import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody, emailChecks } from '@shiftclock/contract/auth';
import MailCheck from 'lucide-react/icons/mail-check';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordMutation } from '../../../api/auth/account-emails.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checklist } from '../../../components/ui/checklist.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthScreen, ResultHeading } from './auth-screen.tsx';

/** docs/product.md section 4: form, then sent. Reset links go to organization admins only (docs/product.md section 11). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailBody), defaultValues: { email: '' } });
  const email = watch('email');

  const onSubmit = handleSubmit(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    return (
      <AuthScreen title={t('screens.forgotPassword')} backToRoot>
        <div className="space-y-5 text-center">
          <ResultHeading icon={<MailCheck aria-hidden="true" className="size-12 text-green-700" />}>
            {t('auth.forgotPassword.sentTitle')}
          </ResultHeading>
          <div className="text-left">
            <Alert tone="success">{request.data.message}</Alert>
          </div>
          <p className="text-slate-700">{t('auth.forgotPassword.expiry')}</p>
          <LinkButton to={paths.organizationLogin} variant="secondary" size="lg" className="w-full">
            {t('auth.forgotPassword.backToLogin')}
          </LinkButton>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('screens.forgotPassword')} backToRoot>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-slate-700">{t('auth.forgotPassword.intro')}</p>
        {request.isError ? (
          <Alert tone="error">{errorMessage(request.error, t('auth.forgotPassword.errorFallback'))}</Alert>
        ) : null}
        <TextField
          label={t('auth.forgotPassword.emailLabel')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          hint={<Checklist label={t('auth.forgotPassword.checklistLabel')} items={emailChecks(email)} />}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" busy={request.isPending}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
