import { zodResolver } from '@hookform/resolvers/zod';
import { masterLoginBody } from '@shiftclock/contract/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMasterLoginMutation } from '../../../api/auth/login.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthScreen } from './auth-screen.tsx';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useMasterLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(masterLoginBody), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(({ password }) =>
    login.mutate(password, { onSuccess: () => navigate(paths.admin, { replace: true }) }),
  );

  return (
    <AuthScreen title={t('screens.adminLogin')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {login.isError ? (
          <Alert tone="error">{errorMessage(login.error, t('auth.adminLogin.errorFallback'))}</Alert>
        ) : null}
        <PasswordField
          label={t('auth.adminLogin.masterKeyLabel')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
          {t('auth.adminLogin.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
