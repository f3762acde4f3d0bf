import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';
import { paths } from '../../../lib/paths.ts';

/** The codes the callback sends here (packages/contract/src/sso-messages.ts); anything else reads as expired. */
const KNOWN = new Set([
  'SSO_LOGIN_EXPIRED',
  'SSO_PROVIDER_REFUSED',
  'SSO_TOKEN_INVALID',
  'SSO_EMAIL_NOT_VERIFIED',
  'SSO_NO_ACCOUNT',
  'SSO_UNAVAILABLE',
  'ORGANIZATION_INACTIVE',
]);

/** /sso/error?code=: why a sign-in through the provider opened no session, and the way back. */
export function SsoErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const given = params.get('code') ?? '';
  const code = KNOWN.has(given) ? given : 'SSO_LOGIN_EXPIRED';
  return (
    <PageLayout title={t('sso.error.title')} width="narrow" languageMenu>
      <Card className="space-y-5 sm:p-8">
        <div role="alert" className="flex gap-3 text-slate-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p>{t(`errorCodes.${code}` as 'errorCodes.SSO_LOGIN_EXPIRED')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton to={paths.ssoSignIn} className="flex-1">
            {t('sso.error.again')}
          </LinkButton>
          <LinkButton to={paths.organizationLogin} variant="secondary" className="flex-1">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('sso.error.back')}
          </LinkButton>
        </div>
      </Card>
    </PageLayout>
  );
}
