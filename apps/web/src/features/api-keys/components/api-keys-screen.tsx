import { API_KEY_NAME_MAX } from '@shiftclock/contract/api-keys-messages';
import { API_KEY_SCOPES, COPY_HIGHLIGHT_MS } from '@shiftclock/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApiKeyItem,
  type CreatedApiKey,
  useApiKeyRequests,
  useApiKeys,
  useCreateApiKey,
  useRevokeApiKey,
} from '../../../api/organization/api-keys.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { DayField } from '../../../components/ui/day-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { isDay } from '../../../lib/fill-days.ts';

/** Each scope's text key (the scopes' own names hold a colon, which a text key cannot). */
const SCOPE_TEXT = {
  'locations:read': 'locationsRead',
  'people:read': 'peopleRead',
  'people:write': 'peopleWrite',
  'punches:read': 'punchesRead',
  'timesheets:read': 'timesheetsRead',
  'schedule:read': 'scheduleRead',
} as const satisfies Record<(typeof API_KEY_SCOPES)[number], string>;

export type KeyLocationChoice = { code: string; name: string };

/** A failed call's text in the page's language (its code's), else the screen's fallback. */
function failureText(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.hasServerMessage)
    return errorText(error.message, error.code, error.body);
  return fallback;
}

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * The owner's API keys (docs/api.md, "API keys"): a form that makes one (name, scopes, locations,
 * optional expiry), the key shown once with a Copy button, and the list with last use, recent
 * requests and Revoke.
 */
export function ApiKeysScreen({
  organizationId,
  locations,
}: {
  organizationId: string;
  locations: readonly KeyLocationChoice[];
}) {
  const { t } = useTranslation();
  const keys = useApiKeys(organizationId);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <div className="space-y-6">
      {created ? (
        <NewKeyPanel created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm organizationId={organizationId} locations={locations} onCreated={setCreated} />
      )}
      <section aria-labelledby="api-keys-list" className="space-y-3">
        <h3 id="api-keys-list" className="text-lg font-semibold text-slate-900">
          {t('organization.apiKeys.listTitle')}
        </h3>
        {keys.isPending ? (
          <p className="text-sm text-slate-600">{t('organization.apiKeys.loading')}</p>
        ) : keys.isError ? (
          <Alert tone="error">
            {failureText(keys.error, t('organization.apiKeys.loadFailed'))}{' '}
            <Button variant="secondary" onClick={() => keys.refetch()}>
              {t('organization.apiKeys.retry')}
            </Button>
          </Alert>
        ) : keys.data.keys.length === 0 ? (
          <p className="text-sm text-slate-600">{t('organization.apiKeys.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {keys.data.keys.map((key) => (
              <KeyRow key={key.id} organizationId={organizationId} apiKey={key} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CreateKeyForm({
  organizationId,
  locations,
  onCreated,
}: {
  organizationId: string;
  locations: readonly KeyLocationChoice[];
  onCreated: (created: CreatedApiKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey(organizationId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [allLocations, setAllLocations] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  // Text that is no date, refused here: it has no end of day to send.
  const [expiresInvalid, setExpiresInvalid] = useState(false);
  const ids = useId();

  const fieldError = (path: string) =>
    create.error instanceof ApiError
      ? create.error.errors.find((error) => error.path === path)?.msg
      : undefined;
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (expiresOn && !isDay(expiresOn)) {
      setExpiresInvalid(true);
      return;
    }
    create.mutate(
      {
        name,
        scopes: scopes as (typeof API_KEY_SCOPES)[number][],
        allLocations,
        locationIds: allLocations ? [] : chosen,
        // The end of the chosen day on this computer's clock.
        expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null,
      },
      {
        onSuccess: (answer) => {
          setName('');
          setScopes([]);
          setAllLocations(true);
          setChosen([]);
          setExpiresOn('');
          onCreated(answer);
        },
      },
    );
  };

  const scopesError = fieldError('scopes');
  const locationsError = fieldError('locationIds');
  const generalError =
    create.error && !(create.error instanceof ApiError && create.error.errors.length > 0)
      ? failureText(create.error, t('organization.apiKeys.createFailed'))
      : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div>
        <h3 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          {t('organization.apiKeys.createTitle')}
        </h3>
        <p className="text-sm text-slate-600">{t('organization.apiKeys.createHint')}</p>
      </div>
      <TextField
        label={t('organization.apiKeys.name')}
        value={name}
        maxLength={API_KEY_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        error={fieldError('name')}
        hint={t('organization.apiKeys.nameHint')}
      />
      <fieldset aria-describedby={scopesError ? `${ids}-scopes-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('organization.apiKeys.scopes')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-accent-700"
                checked={scopes.includes(scope)}
                onChange={() => setScopes(toggle(scopes, scope))}
              />
              <span>
                <span className="font-mono text-xs text-slate-700">{scope}</span>
                <span className="block text-slate-600">
                  {t(`organization.apiKeys.scope.${SCOPE_TEXT[scope]}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {scopesError ? (
          <p id={`${ids}-scopes-error`} className="mt-1 text-sm text-red-700">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <fieldset aria-describedby={locationsError ? `${ids}-locations-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('organization.apiKeys.locations')}
        </legend>
        <div className="space-y-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${ids}-where`}
              className="size-5 accent-accent-700"
              checked={allLocations}
              onChange={() => setAllLocations(true)}
            />
            {t('organization.apiKeys.allLocations')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${ids}-where`}
              className="size-5 accent-accent-700"
              checked={!allLocations}
              onChange={() => setAllLocations(false)}
            />
            {t('organization.apiKeys.someLocations')}
          </label>
          {allLocations ? null : (
            <div className="grid gap-2 pl-7 sm:grid-cols-2">
              {locations.map((location) => (
                <label key={location.code} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-accent-700"
                    checked={chosen.includes(location.code)}
                    onChange={() => setChosen(toggle(chosen, location.code))}
                  />
                  {location.name}
                </label>
              ))}
            </div>
          )}
        </div>
        {locationsError ? (
          <p id={`${ids}-locations-error`} className="mt-1 text-sm text-red-700">
            {locationsError}
          </p>
        ) : null}
      </fieldset>
      <DayField
        className="max-w-xs"
        label={t('organization.apiKeys.expiresOn')}
        hint={t('organization.apiKeys.expiresHint')}
        value={expiresOn}
        onChange={(day) => {
          setExpiresOn(day);
          setExpiresInvalid(false);
        }}
        error={expiresInvalid ? t('organization.apiKeys.expiresInvalid') : fieldError('expiresAt')}
      />
      {generalError ? <Alert tone="error">{generalError}</Alert> : null}
      <Button type="submit" busy={create.isPending}>
        {t('organization.apiKeys.create')}
      </Button>
    </form>
  );
}

/** The new key, this once: copied now or never seen again. */
function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  // The form the owner submitted is gone: the reading goes on from the new key's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="api-key-created"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h3
        id="api-key-created"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {t('organization.apiKeys.createdTitle', { name: created.key.name })}
      </h3>
      <Alert tone="warning">{t('organization.apiKeys.shownOnce')}</Alert>
      <CopyField
        label={t('organization.apiKeys.secret')}
        value={created.secret}
        copyLabel={t('organization.apiKeys.copy')}
        copiedLabel={t('organization.apiKeys.copied')}
        highlightMs={COPY_HIGHLIGHT_MS}
        mono
      />
      <Button variant="secondary" onClick={onDone}>
        {t('organization.apiKeys.done')}
      </Button>
    </section>
  );
}

function KeyRow({ organizationId, apiKey }: { organizationId: string; apiKey: ApiKeyItem }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const revoke = useRevokeApiKey(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [showRequests, setShowRequests] = useState(false);
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= Date.now();
  const state = apiKey.revokedAt
    ? t('organization.apiKeys.revokedOn', { at: dateTime(apiKey.revokedAt) })
    : expired
      ? t('organization.apiKeys.expired')
      : t('organization.apiKeys.active');
  const live = !apiKey.revokedAt && !expired;

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-slate-900">{apiKey.name}</h4>
          <p className="font-mono text-sm text-slate-700">{apiKey.prefix}…</p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            live ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {state}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('organization.apiKeys.scopes')}</dt>
        <dd className="font-mono text-xs break-words text-slate-800">{apiKey.scopes.join(', ')}</dd>
        <dt className="text-slate-600">{t('organization.apiKeys.locations')}</dt>
        <dd className="text-slate-800">
          {apiKey.allLocations
            ? t('organization.apiKeys.allLocations')
            : apiKey.locations.map((location) => location.name).join(', ')}
        </dd>
        <dt className="text-slate-600">{t('organization.apiKeys.created')}</dt>
        <dd className="break-words text-slate-800">
          {t('organization.apiKeys.createdBy', { at: dateTime(apiKey.createdAt), by: apiKey.createdBy })}
        </dd>
        <dt className="text-slate-600">{t('organization.apiKeys.lastUsed')}</dt>
        <dd className="text-slate-800" data-testid="api-key-last-used">
          {apiKey.lastUsedAt ? dateTime(apiKey.lastUsedAt) : t('organization.apiKeys.neverUsed')}
        </dd>
        {apiKey.expiresAt ? (
          <>
            <dt className="text-slate-600">{t('organization.apiKeys.expires')}</dt>
            <dd className="text-slate-800">{dateTime(apiKey.expiresAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-expanded={showRequests}
          onClick={() => setShowRequests(!showRequests)}
        >
          {showRequests ? t('organization.apiKeys.hideRequests') : t('organization.apiKeys.showRequests')}
        </Button>
        {apiKey.revokedAt ? null : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('organization.apiKeys.revoke')}
          </Button>
        )}
      </div>
      {showRequests ? <RecentRequests organizationId={organizationId} keyId={apiKey.id} /> : null}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('organization.apiKeys.revokeTitle', { name: apiKey.name })}
        message={t('organization.apiKeys.revokeMessage')}
        confirmLabel={t('organization.apiKeys.revoke')}
        cancelLabel={t('organization.apiKeys.cancel')}
        tone="danger"
        busy={revoke.isPending}
        error={revoke.error ? failureText(revoke.error, t('organization.apiKeys.revokeFailed')) : null}
        onConfirm={() => revoke.mutate(apiKey.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}

function RecentRequests({ organizationId, keyId }: { organizationId: string; keyId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const requests = useApiKeyRequests(organizationId, keyId, true);
  if (requests.isPending)
    return <p className="text-sm text-slate-600">{t('organization.apiKeys.loading')}</p>;
  if (requests.isError)
    return <Alert tone="error">{failureText(requests.error, t('organization.apiKeys.loadFailed'))}</Alert>;
  if (requests.data.requests.length === 0)
    return <p className="text-sm text-slate-600">{t('organization.apiKeys.noRequests')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('organization.apiKeys.requestsCaption')}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('organization.apiKeys.at')}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('organization.apiKeys.request')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('organization.apiKeys.status')}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-800">
          {requests.data.requests.map((request) => (
            <tr key={request.id} className="border-t border-slate-100">
              <td className="py-1 pr-4 whitespace-nowrap">{dateTime(request.at)}</td>
              <td className="py-1 pr-4 font-mono text-xs break-all">
                {request.method} {request.route}
              </td>
              <td className={`py-1 ${request.status >= 400 ? 'text-red-700' : ''}`}>{request.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
