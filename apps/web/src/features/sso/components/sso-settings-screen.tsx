import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SsoSettings,
  useSaveSsoManagers,
  useSaveSsoSettings,
  useSsoSettings,
} from '../../../api/organization/sso.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export type SsoLocation = { locationId: string; locationName: string };

/** The field error of `path` in a refused save, if the server named one. */
const fieldError = (error: unknown, path: string) =>
  error instanceof ApiError ? error.errors.find((e) => e.path === path)?.msg : undefined;

function ProviderCard({ organizationId, settings }: { organizationId: string; settings: SsoSettings }) {
  const { t } = useTranslation();
  const save = useSaveSsoSettings(organizationId);
  const [issuer, setIssuer] = useState(settings.issuer ?? '');
  const [clientId, setClientId] = useState(settings.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [enabled, setEnabled] = useState(settings.enabled);
  const [passwordSignInOff, setPasswordSignInOff] = useState(settings.passwordSignInOff);
  // Password sign-in goes off only behind a provider an owner has signed in through (no lock-out).
  const canTurnPasswordsOff = enabled && settings.ownerSignedInAt !== null;

  useEffect(() => {
    if (!canTurnPasswordsOff) setPasswordSignInOff(false);
  }, [canTurnPasswordsOff]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { issuer, clientId, clientSecret, enabled, passwordSignInOff },
      { onSuccess: () => setClientSecret('') },
    );
  };

  return (
    <Card className="space-y-5">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('sso.provider.title')}</h3>
        <p className="text-sm text-slate-600">{t('sso.provider.hint')}</p>
      </div>
      <CopyField
        label={t('sso.provider.redirectUri')}
        value={settings.redirectUri}
        copyLabel={t('sso.provider.copyRedirectUri')}
        copiedLabel={t('sso.provider.copied')}
        highlightMs={1500}
        mono
      />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {save.isError && !fieldError(save.error, 'issuer') && !fieldError(save.error, 'clientSecret') ? (
          <Alert tone="error">{errorMessage(save.error, t('sso.provider.saveFailed'))}</Alert>
        ) : null}
        {save.isSuccess ? <Alert tone="success">{t('sso.provider.saved')}</Alert> : null}
        <TextField
          label={t('sso.provider.issuer')}
          type="url"
          spellCheck={false}
          placeholder="https://login.example.com"
          value={issuer}
          onChange={(event) => setIssuer(event.target.value)}
          error={fieldError(save.error, 'issuer')}
        />
        <TextField
          label={t('sso.provider.clientId')}
          spellCheck={false}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
          error={fieldError(save.error, 'clientId')}
        />
        <PasswordField
          label={t('sso.provider.clientSecret')}
          autoComplete="off"
          value={clientSecret}
          onChange={(event) => setClientSecret(event.target.value)}
          hint={settings.clientSecretSet ? t('sso.provider.clientSecretKept') : undefined}
          error={fieldError(save.error, 'clientSecret')}
        />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            className="mt-0.5 size-4 accent-accent-700"
          />
          <span>
            <span className="font-medium">{t('sso.provider.enabled')}</span>
            <span className="block text-slate-600">{t('sso.provider.enabledHint')}</span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={passwordSignInOff}
            disabled={!canTurnPasswordsOff}
            onChange={(event) => setPasswordSignInOff(event.target.checked)}
            className="mt-0.5 size-4 accent-accent-700"
          />
          <span>
            <span className="font-medium">{t('sso.provider.passwordOff')}</span>
            <span className="block text-slate-600">
              {canTurnPasswordsOff ? t('sso.provider.passwordOffHint') : t('sso.provider.passwordOffLocked')}
            </span>
          </span>
        </label>
        <Button type="submit" busy={save.isPending}>
          {t('sso.provider.save')}
        </Button>
      </form>
    </Card>
  );
}

type Row = { key: number; email: string; locationId: string };
let nextKey = 0;

function ManagersCard({
  organizationId,
  settings,
  locations,
}: {
  organizationId: string;
  settings: SsoSettings;
  locations: SsoLocation[];
}) {
  const { t } = useTranslation();
  const save = useSaveSsoManagers(organizationId);
  const [rows, setRows] = useState<Row[]>(() =>
    settings.managers.map((m) => ({ key: nextKey++, email: m.email, locationId: m.locationId })),
  );
  const firstLocation = locations[0]?.locationId ?? '';
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(rows.map(({ email, locationId }) => ({ email, locationId })));
  };

  return (
    <Card className="space-y-5">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('sso.managers.title')}</h3>
        <p className="text-sm text-slate-600">{t('sso.managers.hint')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {save.isError ? (
          <Alert tone="error">{errorMessage(save.error, t('sso.managers.saveFailed'))}</Alert>
        ) : null}
        {save.isSuccess ? <Alert tone="success">{t('sso.managers.saved')}</Alert> : null}
        {rows.length === 0 ? <p className="text-sm text-slate-600">{t('sso.managers.empty')}</p> : null}
        <ul className="space-y-3">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <TextField
                label={t('sso.managers.email')}
                type="email"
                spellCheck={false}
                value={row.email}
                onChange={(event) => update(row.key, { email: event.target.value })}
                error={fieldError(save.error, `managers.${index}.email`)}
              />
              <SelectField
                label={t('sso.managers.location')}
                value={row.locationId}
                onValueChange={(locationId: string) => update(row.key, { locationId })}
                options={locations.map((l) => ({ value: l.locationId, label: l.locationName }))}
              />
              <Button
                type="button"
                variant="ghost"
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                aria-label={t('sso.managers.remove', { email: row.email || index + 1 })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="button"
            variant="secondary"
            disabled={!firstLocation}
            onClick={() =>
              setRows((current) => [...current, { key: nextKey++, email: '', locationId: firstLocation }])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('sso.managers.add')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('sso.managers.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The owner's single sign-on settings: the provider, its redirect URI, and the manager e-mails. */
export function SsoSettingsScreen({
  organizationId,
  locations,
}: {
  organizationId: string;
  locations: SsoLocation[];
}) {
  const { t } = useTranslation();
  const settings = useSsoSettings(organizationId);
  if (settings.isPending) return <p className="text-slate-600">{t('sso.loading')}</p>;
  if (settings.isError) {
    return (
      <Alert tone="error">
        {t('sso.loadFailed')}{' '}
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('sso.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <ProviderCard organizationId={organizationId} settings={settings.data} />
      <ManagersCard organizationId={organizationId} settings={settings.data} locations={locations} />
    </div>
  );
}
