import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatOnThisPhone } from '../local-time.ts';
import { useMe } from '../me-api.ts';
import { type MySession, useEndMySession, useMySessions, useSignOut } from '../session-calls.ts';
import { MePage } from './me-page.tsx';

/** The Account tab (/me/account): who is signed in, where (each session, any of them ended), sign-out. */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <MePage title={t('me.account.title')}>
      <div className="space-y-6">
        <Profile />
        <Sessions />
        <SignOut />
      </div>
    </MePage>
  );
}

function Profile() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">{t('me.account.name')}</dt>
        <dd className="font-medium text-slate-900">{me.person.name}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('me.account.email')}</dt>
        <dd className="break-all font-medium text-slate-900">{me.person.email ?? t('me.account.noEmail')}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('me.account.organization')}</dt>
        <dd className="font-medium text-slate-900">{me.organization.name}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('me.account.locations')}</dt>
        <dd>
          <ul className="font-medium text-slate-900">
            {me.locations.map((location) => (
              <li key={location.locationId}>
                {location.locationName}{' '}
                <span className="font-normal text-slate-600">
                  · {t('me.account.employeeId', { employeeId: location.employeeId })}
                  {location.isActive ? '' : ` · ${t('me.account.inactive')}`}
                </span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

function Sessions() {
  const { t } = useTranslation();
  const sessions = useMySessions();
  const end = useEndMySession();
  const endSession = (session: MySession) =>
    end.mutate(session, {
      onSuccess: () => toast.success(t('me.account.ended')),
      onError: (error) => toast.error(errorMessage(error, t('me.account.endFailed'))),
    });
  return (
    <section aria-labelledby="me-sessions">
      <h2 id="me-sessions" className="text-base font-semibold text-slate-900">
        {t('me.account.sessionsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('me.account.sessionsIntro')}</p>
      {sessions.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(sessions.error, t('me.account.loadFailed'))}</Alert>
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {(sessions.data?.sessions ?? []).map((session) => {
          const device = session.device ?? t('me.account.unknownDevice');
          const started = formatOnThisPhone(session.createdAt);
          return (
            <li key={session.id} className="flex items-center gap-3 p-4">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800">
                      {t('me.account.thisPhone')}
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {t('me.account.started', { date: started })}{' '}
                  {session.method === 'link' ? t('me.account.byLink') : t('me.account.byCode')}
                </p>
                <p className="text-slate-600">
                  {t('me.account.lastUsed', { date: formatOnThisPhone(session.lastUsedAt) })}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('me.account.endLabel', { device, date: started })}
                busy={end.isPending && end.variables?.id === session.id}
                onClick={() => endSession(session)}
              >
                {t('me.account.end')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SignOut() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <section className="border-t border-slate-200 pt-6">
      <Button
        variant="secondary"
        busy={signOut.isPending}
        onClick={() => signOut.mutate()}
        className="w-full sm:w-auto"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('me.account.signOut')}
      </Button>
      <p className="mt-2 text-sm text-slate-600">{t('me.account.signOutHint')}</p>
    </section>
  );
}
