import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { AuthScreen, ResultHeading } from './auth-screen.tsx';

const successIcon = <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />;

/** docs/product.md section 2: organization sign-ups wait for approval; other accounts are active at once. */
export function VerifyEmailSuccessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isOrganization = searchParams.get('type') === 'organization';

  return (
    <AuthScreen title={t('screens.verifyEmailSuccess')} backToRoot>
      {isOrganization ? (
        <div className="space-y-5 text-center">
          <ResultHeading icon={successIcon}>{t('auth.verifySuccess.organizationCreated')}</ResultHeading>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            <Clock aria-hidden="true" className="size-4" />
            {t('auth.verifySuccess.activationPending')}
          </p>
          <div className="text-left">
            <Alert tone="info">{t('auth.verifySuccess.activationNote')}</Alert>
          </div>
          <LinkButton to={paths.organizationLogin} size="lg" className="w-full">
            {t('auth.verifySuccess.goToOrganizationLogin')}
          </LinkButton>
        </div>
      ) : (
        <div className="space-y-5 text-center">
          <ResultHeading icon={successIcon}>{t('auth.verifySuccess.emailVerified')}</ResultHeading>
          <ul className="space-y-1 text-slate-700">
            <li>{t('auth.verifySuccess.locationActivated')}</li>
            <li>{t('auth.verifySuccess.managerActivated')}</li>
          </ul>
          <LinkButton to={paths.locationLogin} size="lg" className="w-full">
            {t('auth.verifySuccess.continueToLogin')}
          </LinkButton>
        </div>
      )}
    </AuthScreen>
  );
}
