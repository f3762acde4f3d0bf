import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';
import { LoadingStatus } from '../../../components/ui/page-loading.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { seedMe } from '../me-api.ts';
import { storeMeToken } from '../me-token.ts';
import { signIn } from '../sign-in-calls.ts';

/** /me/sign-in?token=…: where an e-mailed link lands. Signs in once, then shows the Shifts tab. */
export function SignInLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!token) return;
    let current = true;
    signIn({ token }).then(
      (answer) => {
        if (!current) return;
        storeMeToken(answer.token);
        seedMe(queryClient, answer.me);
        // Replaced, so Back does not return to a spent link.
        void navigate(paths.me, { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(errorMessage(error, t('me.signIn.failed')));
      },
    );
    return () => {
      current = false;
    };
  }, [token, queryClient, navigate, t]);

  const problem = token ? failure : t('me.link.missing');
  if (!problem) {
    return (
      <PageLayout width="narrow" languageMenu title={t('me.link.title')}>
        <LoadingStatus>{t('common.loadingPage')}</LoadingStatus>
      </PageLayout>
    );
  }
  return (
    <PageLayout width="narrow" languageMenu title={t('me.link.failedTitle')}>
      <Alert tone="error">{problem}</Alert>
      <LinkButton to={paths.me} className="mt-6 w-full">
        {t('me.link.askAgain')}
      </LinkButton>
    </PageLayout>
  );
}
