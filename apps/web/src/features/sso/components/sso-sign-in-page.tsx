import { zodResolver } from '@hookform/resolvers/zod';
import { ssoStartBody } from '@shiftclock/contract/sso';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStartSso } from '../../../api/organization/sso.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * /sso: the e-mail step of "Sign in with single sign-on". The server finds the organization that
 * lists the address and answers its identity provider's sign-in page, where the browser goes next.
 */
export function SsoSignInPage() {
  const { t } = useTranslation();
  const start = useStartSso();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ssoStartBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    start.mutate(email, { onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl) }),
  );

  return (
    <PageLayout title={t('sso.signIn.title')} width="narrow" languageMenu>
      <Card className="sm:p-8">
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <p className="text-sm text-slate-700">{t('sso.signIn.intro')}</p>
          {start.isError ? (
            <Alert tone="error">{errorMessage(start.error, t('sso.signIn.failed'))}</Alert>
          ) : null}
          <TextField
            label={t('sso.signIn.emailLabel')}
            type="email"
            autoComplete="username"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" busy={start.isPending || start.isSuccess}>
            {t('sso.signIn.submit')}
          </Button>
        </form>
      </Card>
      <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
        <p>
          <TextLink to={paths.organizationLogin}>{t('sso.signIn.ownerPassword')}</TextLink>
          {' · '}
          <TextLink to={paths.managerLogin}>{t('sso.signIn.managerPassword')}</TextLink>
        </p>
      </div>
    </PageLayout>
  );
}
