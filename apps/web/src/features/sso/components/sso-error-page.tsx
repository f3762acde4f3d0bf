import { messages } from '@shiftclock/contract/messages';
import { type SsoCallbackCode, ssoCallbackMessages } from '@shiftclock/contract/sso-messages';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The codes the callback sends here, with their English texts (packages/contract/src/sso-messages.ts);
 * an unknown code reads as an expired sign-in.
 */
const ENGLISH: Record<SsoCallbackCode, string> = {
  SSO_LOGIN_EXPIRED: ssoCallbackMessages.ssoLoginExpired,
  SSO_PROVIDER_REFUSED: ssoCallbackMessages.ssoProviderRefused,
  SSO_TOKEN_INVALID: ssoCallbackMessages.ssoTokenInvalid,
  SSO_EMAIL_NOT_VERIFIED: ssoCallbackMessages.ssoEmailNotVerified,
  SSO_NO_ACCOUNT: ssoCallbackMessages.ssoNoAccount,
  SSO_UNAVAILABLE: ssoCallbackMessages.ssoUnavailable,
  ORGANIZATION_INACTIVE: messages.organizationInactive,
};
const isKnown = (code: string): code is SsoCallbackCode => code in ENGLISH;

/** /sso/error?code=: why a sign-in through the provider opened no session, and the way back. */
export function SsoErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const given = params.get('code') ?? '';
  const code = isKnown(given) ? given : 'SSO_LOGIN_EXPIRED';
  return (
    <PageLayout title={t('sso.error.title')} width="narrow" languageMenu>
      <Card className="space-y-5 sm:p-8">
        <div role="alert" className="flex gap-3 text-slate-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p>{errorText(ENGLISH[code], code)}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton to={paths.ssoSignIn} className="sm:flex-1">
            {t('sso.error.again')}
          </LinkButton>
          <LinkButton to={paths.organizationLogin} variant="secondary" className="sm:flex-1">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('sso.error.back')}
          </LinkButton>
        </div>
      </Card>
    </PageLayout>
  );
}
