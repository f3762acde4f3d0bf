import LogOut from 'lucide-react/icons/log-out';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SessionItem } from '../../../components/ui/session-item.tsx';
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
    <MePage title={t('meTabs.account.title')}>
      <div className="space-y-6">
        <Profile />
        <Sessions />
        <SignOut />
      </div>
    </MePage>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Profile() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
      <Detail label={t('meTabs.account.name')}>{me.person.name}</Detail>
      <Detail label={t('meTabs.account.email')}>{me.person.email ?? t('meTabs.account.noEmail')}</Detail>
      <Detail label={t('meTabs.account.organization')}>{me.organization.name}</Detail>
      <Detail label={t('meTabs.account.locations')}>
        <ul>
          {me.locations.map((location) => (
            <li key={location.locationId}>
              {location.locationName}{' '}
              <span className="font-normal text-slate-600">
                · {t('meTabs.account.employeeId', { employeeId: location.employeeId })}
                {location.isActive ? '' : ` · ${t('meTabs.account.inactive')}`}
              </span>
            </li>
          ))}
        </ul>
      </Detail>
    </dl>
  );
}

function Sessions() {
  const { t } = useTranslation();
  const sessions = useMySessions();
  const end = useEndMySession();
  const endSession = (session: MySession) =>
    end.mutate(session, {
      onSuccess: () => toast.success(t('meTabs.account.ended')),
      onError: (error) => toast.error(errorMessage(error, t('meTabs.account.endFailed'))),
    });
  return (
    <section aria-labelledby="me-sessions">
      <h2 id="me-sessions" className="text-base font-semibold text-slate-900">
        {t('meTabs.account.sessionsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('meTabs.account.sessionsIntro')}</p>
      {sessions.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(sessions.error, t('meTabs.account.loadFailed'))}</Alert>
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {(sessions.data?.sessions ?? []).map((session) => {
          const device = session.device ?? t('meTabs.account.unknownDevice');
          const started = formatOnThisPhone(session.createdAt);
          const method = session.method === 'link' ? t('meTabs.account.byLink') : t('meTabs.account.byCode');
          return (
            <SessionItem
              key={session.id}
              device={device}
              badge={session.current ? t('meTabs.account.thisPhone') : undefined}
              details={[
                `${t('meTabs.account.started', { date: started })} ${method}`,
                t('meTabs.account.lastUsed', { date: formatOnThisPhone(session.lastUsedAt) }),
              ]}
              endText={t('meTabs.account.end')}
              endLabel={t('meTabs.account.endLabel', { device, date: started })}
              ending={end.isPending && end.variables?.id === session.id}
              onEnd={() => endSession(session)}
            />
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
        {t('meTabs.account.signOut')}
      </Button>
      <p className="mt-2 text-sm text-slate-600">{t('meTabs.account.signOutHint')}</p>
    </section>
  );
}
