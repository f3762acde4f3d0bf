import { zodResolver } from '@hookform/resolvers/zod';
import { orgAdminLoginBody } from '@shiftclock/contract/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organizationIdOf, useOrgAdminLoginMutation } from '../../../api/auth/login.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthScreen } from './auth-screen.tsx';
import { ResendVerification } from './resend-verification.tsx';

const loginForm = orgAdminLoginBody.pick({ email: true, password: true });

export function OrganizationLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useOrgAdminLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => {
        const organizationId = organizationIdOf(answer);
        navigate(organizationId ? paths.organizationDashboard(organizationId) : paths.organizationLogin, {
          replace: true,
        });
      },
    }),
  );

  const notVerified = login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_VERIFIED';

  return (
    <AuthScreen
      title={t('screens.organizationLogin')}
      footer={
        <>
          <p>
            <TextLink to={paths.forgotPassword}>{t('auth.organizationLogin.forgotPassword')}</TextLink>
          </p>
          <p>
            {t('auth.organizationLogin.noAccount')}{' '}
            <TextLink to={paths.organizationRegister}>{t('auth.organizationLogin.register')}</TextLink>
          </p>
          {/* "/" lands here: staff at a location find their own sign-ins from the first page too. */}
          <p>
            {t('auth.organizationLogin.atLocation')}{' '}
            <TextLink to={paths.locationLogin}>{t('auth.organizationLogin.kioskLogin')}</TextLink>
            {' · '}
            <TextLink to={paths.managerLogin}>{t('auth.organizationLogin.managerLogin')}</TextLink>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {login.isError ? (
          <Alert tone="error">{errorMessage(login.error, t('auth.organizationLogin.errorFallback'))}</Alert>
        ) : null}
        {/* The address that was refused is the one to send a new link to. */}
        {notVerified && login.variables ? <ResendVerification email={login.variables.email} /> : null}
        <TextField
          label={t('auth.organizationLogin.emailLabel')}
          type="email"
          autoComplete="username"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.organizationLogin.passwordLabel')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
          {t('auth.organizationLogin.submit')}
        </Button>
      </form>
      {/* Organizations with an identity provider (docs/api.md, "Single sign-on"). */}
      <LinkButton to={paths.ssoSignIn} variant="secondary" size="lg" className="mt-3 w-full">
        {t('auth.organizationLogin.ssoButton')}
      </LinkButton>
    </AuthScreen>
  );
}
