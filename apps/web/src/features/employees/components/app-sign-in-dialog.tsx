import {
  formatSignInCode,
  normalizeSignInCode,
  SIGN_IN_CODE_VALID_MINUTES,
} from '@shiftclock/contract/me-messages';
import { useTranslation } from 'react-i18next';
import {
  type EmployeeAppSession,
  useCreateSignInCode,
  useEmployeeAppSessions,
  useEndEmployeeAppSession,
} from '../../../api/employees/app-sign-in.ts';
import type { Employee } from '../../../api/employees/employees.ts';
import { useLocationInfo } from '../../../api/settings/location-info.ts';
import { useTimeFormat } from '../../../api/settings/location-settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SessionItem } from '../../../components/ui/session-item.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { formatDateAndTime, formatTimeOfDay, usableTimeZone } from '../../../lib/time/clock.ts';

interface AppSignInDialogProps {
  locationId: string;
  /** The employee whose app sign-in is managed; null keeps the dialog closed. */
  employee: Employee | null;
  onClose: () => void;
}

/**
 * 'App sign-in for Ann Lee': a one-time sign-in code for the employee's own app (/me), shown this once
 * (only its hash is kept), and the phones they are signed in on, each of which may be ended (a lost
 * phone). For an employee without e-mail, who cannot ask for a link themselves.
 */
export function AppSignInDialog({ locationId, employee, onClose }: AppSignInDialogProps) {
  const { t } = useTranslation();
  const create = useCreateSignInCode(locationId);
  const name = employee?.name ?? '';
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={employee !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('manager.appSignIn.title', { name })}
      description={t('manager.appSignIn.intro', { name, address: `${window.location.origin}${paths.me}` })}
      closeLabel={t('manager.common.close')}
      footer={
        <Button variant="secondary" onClick={close} className="w-full sm:w-auto">
          {t('manager.common.close')}
        </Button>
      }
    >
      <div className="space-y-6">
        <section aria-labelledby="app-sign-in-code" className="space-y-3">
          <h3 id="app-sign-in-code" className="font-semibold text-slate-900">
            {t('manager.appSignIn.codeTitle')}
          </h3>
          {create.data ? (
            <CreatedCode locationId={locationId} code={create.data.code} expiresAt={create.data.expiresAt} />
          ) : (
            <p className="text-sm text-slate-700">
              {t('manager.appSignIn.codeHint', { minutes: SIGN_IN_CODE_VALID_MINUTES })}
            </p>
          )}
          {create.isError ? (
            <Alert tone="error">
              {t('manager.appSignIn.codeFailed', {
                message: errorMessage(create.error, t('errors.generic')),
              })}
            </Alert>
          ) : null}
          <Button
            variant={create.data ? 'secondary' : 'primary'}
            busy={create.isPending}
            onClick={() => employee && create.mutate(employee.employeeId)}
          >
            {create.data ? t('manager.appSignIn.newCode') : t('manager.appSignIn.createCode')}
          </Button>
        </section>
        {employee ? <AppSessions locationId={locationId} employeeId={employee.employeeId} /> : null}
      </div>
    </ModalDialog>
  );
}

function CreatedCode({
  locationId,
  code,
  expiresAt,
}: {
  locationId: string;
  code: string;
  expiresAt: string;
}) {
  const { t } = useTranslation();
  const timeZone = usableTimeZone(useLocationInfo(locationId).data?.timezone);
  const timeFormat = useTimeFormat(locationId);
  const shown = formatSignInCode(normalizeSignInCode(code));
  return (
    <div className="space-y-2">
      <Alert tone="success">{t('manager.appSignIn.created')}</Alert>
      <p className="rounded-md bg-slate-100 py-4 text-center font-mono text-3xl font-semibold tracking-[0.2em] text-slate-900 sm:text-4xl">
        <span aria-hidden="true">{shown}</span>
        {/* Read character by character, as it is typed. */}
        <span className="sr-only">
          {t('manager.appSignIn.codeValue', { code: shown.split('').join(' ') })}
        </span>
      </p>
      <p className="text-sm text-slate-700">
        {t('manager.appSignIn.expires', { time: formatTimeOfDay(expiresAt, timeZone, { timeFormat }) })}
      </p>
      <CopyField
        label={t('manager.appSignIn.codeLabel')}
        value={shown}
        copyLabel={t('manager.appSignIn.copy')}
        copiedLabel={t('manager.appSignIn.copied')}
        highlightMs={2000}
        mono
      />
    </div>
  );
}

function AppSessions({ locationId, employeeId }: { locationId: string; employeeId: string }) {
  const { t } = useTranslation();
  const sessions = useEmployeeAppSessions(locationId, employeeId);
  const end = useEndEmployeeAppSession(locationId);
  const timeZone = usableTimeZone(useLocationInfo(locationId).data?.timezone);
  const timeFormat = useTimeFormat(locationId);
  const when = (instant: string) => formatDateAndTime(instant, timeZone, 'dayMonth', timeFormat);
  const list = sessions.data?.sessions ?? [];
  const describe = (session: EmployeeAppSession) => session.device ?? t('manager.appSignIn.unknownDevice');
  return (
    <section aria-labelledby="app-sign-in-sessions" className="space-y-3">
      <h3 id="app-sign-in-sessions" className="font-semibold text-slate-900">
        {t('manager.appSignIn.sessionsTitle')}
      </h3>
      {sessions.isError ? (
        <Alert tone="error">{errorMessage(sessions.error, t('manager.appSignIn.sessionsFailed'))}</Alert>
      ) : sessions.isPending ? (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-md bg-slate-100" />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{t('manager.appSignIn.noSessions')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {list.map((session) => {
            const device = describe(session);
            const method =
              session.method === 'link' ? t('manager.appSignIn.byLink') : t('manager.appSignIn.byCode');
            return (
              <SessionItem
                key={session.id}
                device={device}
                details={[
                  `${t('manager.appSignIn.started', { time: when(session.createdAt) })} ${method}`,
                  t('manager.appSignIn.lastUsed', { time: when(session.lastUsedAt) }),
                ]}
                endText={t('manager.appSignIn.end')}
                endLabel={t('manager.appSignIn.endLabel', { device, time: when(session.createdAt) })}
                ending={end.isPending && end.variables?.sessionId === session.id}
                onEnd={() => end.mutate({ employeeId, sessionId: session.id })}
              />
            );
          })}
        </ul>
      )}
      {end.isError ? (
        <Alert tone="error">
          {t('manager.appSignIn.endFailed', { message: errorMessage(end.error, t('errors.generic')) })}
        </Alert>
      ) : null}
    </section>
  );
}
