import { SIGN_IN_LINK_VALID_MINUTES } from '@shiftclock/contract/me-messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { seedMe } from '../me-api.ts';
import { storeMeToken } from '../me-token.ts';
import { requestSignInLink, signIn } from '../sign-in-calls.ts';
import { codeAsTyped, codeToSend, looksLikeEmail } from '../sign-in-code.ts';

/** /me signed out: a sign-in link by e-mail, or a code a manager gave (docs/api.md, "The employee app"). */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <PageLayout width="narrow" languageMenu title={t('me.signIn.title')}>
      <p className="text-sm text-slate-700">{t('me.signIn.intro')}</p>
      <EmailForm />
      <CodeForm />
    </PageLayout>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!looksLikeEmail(email)) {
      setFieldError(t('me.signIn.emailInvalid'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await requestSignInLink(email);
      setSent(true);
    } catch (error) {
      // The server answers alike whether or not the address is someone's; what fails here is the
      // connection, the address's form or a rate limit, none of which says who works anywhere.
      setFailure(errorMessage(error, t('me.signIn.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="mt-6 space-y-3">
        <Alert tone="success">
          <p>{t('me.signIn.linkSent', { minutes: SIGN_IN_LINK_VALID_MINUTES })}</p>
          <p className="mt-2">{t('me.signIn.linkSentHint')}</p>
        </Alert>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {t('me.signIn.otherEmail')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4">
      <TextField
        label={t('me.signIn.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" busy={busy} className="w-full">
        {t('me.signIn.sendLink')}
      </Button>
    </form>
  );
}

function CodeForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = codeToSend(code);
    if (!sent) {
      setFieldError(t('me.signIn.codeInvalid'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const answer = await signIn({ code: sent });
      storeMeToken(answer.token);
      seedMe(queryClient, answer.me);
      void navigate(paths.me, { replace: true });
    } catch (error) {
      // A refused code (used, expired, mistyped) is the field's error; anything else the form's.
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 403);
      setFieldError(refused ? error.message : errorMessage(error, t('me.signIn.failed')));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-8 space-y-4 border-t border-slate-200 pt-6">
      <h2 className="text-base font-semibold text-slate-900">{t('me.signIn.codeTitle')}</h2>
      <p className="text-sm text-slate-700">{t('me.signIn.codeIntro')}</p>
      <TextField
        label={t('me.signIn.codeLabel')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-widest"
        value={code}
        onChange={(event) => setCode(codeAsTyped(event.target.value))}
        hint={t('me.signIn.codeHint')}
        error={fieldError}
      />
      <Button type="submit" variant="secondary" busy={busy} className="w-full">
        {t('me.signIn.signInWithCode')}
      </Button>
    </form>
  );
}
