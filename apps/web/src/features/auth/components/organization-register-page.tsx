import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterOrganizationBody, registerOrganizationBody } from '@shiftclock/contract/auth';
import { strictPasswordChecks } from '@shiftclock/contract/passwords';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRegisterOrganizationMutation } from '../../../api/auth/account-emails.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checklist } from '../../../components/ui/checklist.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthScreen, ResultHeading } from './auth-screen.tsx';

const fieldNames = ['organizationName', 'email', 'password', 'confirmPassword'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);

export function OrganizationRegisterPage() {
  const { t } = useTranslation();
  const registration = useRegisterOrganizationMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm({
    // The server validates with this same schema, so both show docs/product.md section 5's messages.
    resolver: zodResolver(registerOrganizationBody),
    defaultValues: { organizationName: '', email: '', password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const confirmPassword = watch('confirmPassword');

  const onSubmit = handleSubmit((values: RegisterOrganizationBody) => {
    setGeneralError(null);
    registration.mutate(values, {
      onError: (error) => {
        // Field problems go under their field (e.g. a taken e-mail); anything else above the form.
        const fieldErrors = error instanceof ApiError ? error.errors.filter((e) => isFieldName(e.path)) : [];
        fieldErrors.forEach((fieldError, index) => {
          if (isFieldName(fieldError.path)) {
            setError(fieldError.path, { message: fieldError.msg }, { shouldFocus: index === 0 });
          }
        });
        if (fieldErrors.length === 0) setGeneralError(errorMessage(error, t('auth.register.errorFallback')));
      },
    });
  });

  if (registration.isSuccess) {
    return (
      <AuthScreen title={t('screens.organizationRegister')}>
        <div className="space-y-5 text-center">
          <ResultHeading icon={<MailCheck aria-hidden="true" className="size-12 text-green-700" />}>
            {t('auth.register.successTitle')}
          </ResultHeading>
          <div className="text-left">
            <Alert tone="success">{t('auth.register.successMessage')}</Alert>
          </div>
          <p className="text-slate-700">
            {t('auth.register.successHint', { email: registration.variables.email })}
          </p>
          <LinkButton to={paths.organizationLogin} size="lg" className="w-full">
            {t('auth.register.goToLogin')}
          </LinkButton>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={t('screens.organizationRegister')}
      footer={
        <p>
          {t('auth.register.haveAccount')}{' '}
          <TextLink to={paths.organizationLogin}>{t('auth.register.login')}</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}
        <TextField
          label={t('auth.register.organizationNameLabel')}
          autoComplete="organization"
          error={errors.organizationName?.message}
          {...register('organizationName')}
        />
        <TextField
          label={t('auth.register.emailLabel')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.register.passwordLabel')}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={
            <Checklist label={t('auth.common.passwordRequirements')} items={strictPasswordChecks(password)} />
          }
          {...register('password')}
        />
        <PasswordField
          label={t('auth.register.confirmPasswordLabel')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          hint={
            <Checklist
              label={t('auth.register.passwordsMatch')}
              items={[
                {
                  key: 'match',
                  label: t('auth.register.passwordsMatch'),
                  ok: password !== '' && password === confirmPassword,
                },
              ]}
            />
          }
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" busy={registration.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
