import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shiftclock/contract/webhooks';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateWebhook,
  useDeleteWebhook,
  usePingWebhook,
  useResendDelivery,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
  type WebhookDeliveryAnswer,
  type WebhookEndpointAnswer,
} from '../../../api/organization/webhooks.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';

/**
 * The owner's webhooks (docs/api.md, "Webhooks"): the endpoints, a form to add or change one with
 * its events, the signing secret shown once (after adding or rotating), and each endpoint's delivery
 * log with Resend and "Send test event".
 */
export function WebhooksScreen({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks(organizationId);
  const [secret, setSecret] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-6">
      {secret ? (
        <Card className="space-y-3 p-4 sm:p-6">
          <Alert tone="warning" title={t('webhooks.secret.title')}>
            {t('webhooks.secret.once')}
          </Alert>
          <CopyField
            label={t('webhooks.secret.label')}
            value={secret}
            copyLabel={t('webhooks.secret.copy')}
            copiedLabel={t('webhooks.secret.copied')}
            highlightMs={2_000}
            mono
          />
          <Button variant="secondary" onClick={() => setSecret(null)}>
            {t('webhooks.secret.done')}
          </Button>
        </Card>
      ) : null}
      {adding ? (
        <Card className="p-4 sm:p-6">
          <EndpointForm
            organizationId={organizationId}
            onDone={(newSecret) => {
              setAdding(false);
              if (newSecret) setSecret(newSecret);
            }}
          />
        </Card>
      ) : (
        <Button onClick={() => setAdding(true)}>{t('webhooks.add')}</Button>
      )}
      {webhooks.isError ? (
        <Alert tone="error">{errorMessage(webhooks.error, t('webhooks.loadFailed'))}</Alert>
      ) : !webhooks.data ? (
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
      ) : webhooks.data.endpoints.length === 0 ? (
        <p className="text-sm text-slate-700">{t('webhooks.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {webhooks.data.endpoints.map((endpoint) => (
            <li key={endpoint.id} className="min-w-0">
              <EndpointCard organizationId={organizationId} endpoint={endpoint} onSecret={setSecret} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EndpointForm({
  organizationId,
  endpoint,
  onDone,
}: {
  organizationId: string;
  endpoint?: WebhookEndpointAnswer;
  onDone: (secret?: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook(organizationId);
  const update = useUpdateWebhook(organizationId);
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const eventsId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const body = { url: url.trim(), events, description: description.trim() || undefined };
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, body: { ...body, enabled } });
        toast.success(t('webhooks.saved'));
        onDone();
      } else {
        const answer = await create.mutateAsync(body);
        toast.success(t('webhooks.added'));
        onDone(answer.secret);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
        setErrors(
          Object.fromEntries(error.errors.map((problem) => [problem.path.split('.')[0], problem.msg])),
        );
      } else setFormError(errorMessage(error, t('webhooks.saveFailed')));
    }
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((each) => each !== type)));

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">
        {endpoint ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}
      </h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t('webhooks.form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
        hint={t('webhooks.form.urlHint')}
      />
      <TextField
        label={t('webhooks.form.description')}
        value={description}
        maxLength={200}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined} className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{t('webhooks.form.events')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                {t(`webhooks.events.${type.replace('.', '_') as 'punch_clocked_in'}`)}{' '}
                <code className="text-xs text-slate-600">{type}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.events ? (
          <p id={`${eventsId}-error`} className="text-sm text-red-700">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      {endpoint ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          {t('webhooks.form.enabled')}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending || update.isPending}>
          {endpoint ? t('webhooks.form.save') : t('webhooks.form.add')}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          {t('webhooks.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

function EndpointCard({
  organizationId,
  endpoint,
  onSecret,
}: {
  organizationId: string;
  endpoint: WebhookEndpointAnswer;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteWebhook(organizationId);
  const rotate = useRotateWebhookSecret(organizationId);
  const ping = usePingWebhook(organizationId, endpoint.id);

  if (editing) {
    return (
      <Card className="p-4 sm:p-6">
        <EndpointForm organizationId={organizationId} endpoint={endpoint} onDone={() => setEditing(false)} />
      </Card>
    );
  }
  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, failed));
    }
  };
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
          <p className="text-xs text-slate-600">
            {endpoint.enabled ? t('webhooks.on') : t('webhooks.off')} · {endpoint.events.join(', ')}
          </p>
          <p className="text-xs text-slate-600">{t('webhooks.secretHint', { hint: endpoint.secretHint })}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={ping.isPending}
          onClick={() =>
            act(
              async () => {
                await ping.mutateAsync(undefined);
                setShowLog(true);
              },
              t('webhooks.pingSent'),
              t('webhooks.actionFailed'),
            )
          }
        >
          {t('webhooks.ping')}
        </Button>
        <Button variant="secondary" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
          {showLog ? t('webhooks.log.hide') : t('webhooks.log.show')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('webhooks.edit')}
        </Button>
        <Button
          variant="secondary"
          busy={rotate.isPending}
          onClick={() =>
            act(
              async () => onSecret((await rotate.mutateAsync(endpoint.id)).secret),
              t('webhooks.rotated'),
              t('webhooks.actionFailed'),
            )
          }
        >
          {t('webhooks.rotate')}
        </Button>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          {t('webhooks.delete')}
        </Button>
      </div>
      {showLog ? <DeliveryLog organizationId={organizationId} endpointId={endpoint.id} /> : null}
      <ConfirmModal
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('webhooks.deleteConfirm')}
        message={<span className="font-mono break-all">{endpoint.url}</span>}
        confirmLabel={t('webhooks.delete')}
        cancelLabel={t('webhooks.form.cancel')}
        tone="danger"
        busy={remove.isPending}
        // The toast, not the dialog, says how it went: the card leaves the list once it is deleted.
        onConfirm={() =>
          void act(
            async () => {
              await remove.mutateAsync(endpoint.id);
              setConfirmingDelete(false);
            },
            t('webhooks.deleted'),
            t('webhooks.actionFailed'),
          )
        }
      />
    </Card>
  );
}

function DeliveryLog({ organizationId, endpointId }: { organizationId: string; endpointId: string }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(organizationId, endpointId);
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (deliveries.isError)
    return <Alert tone="error">{errorMessage(deliveries.error, t('webhooks.loadFailed'))}</Alert>;
  if (!deliveries.data) return <div className="h-16 animate-pulse rounded-md bg-slate-100" />;
  if (deliveries.data.deliveries.length === 0)
    return <p className="text-sm text-slate-700">{t('webhooks.log.empty')}</p>;
  const props = { organizationId, endpointId, deliveries: deliveries.data.deliveries };
  // On a phone a list, each delivery's facts stacked: the table's six columns would scroll sideways.
  return narrow ? <DeliveryList {...props} /> : <DeliveryTable {...props} />;
}

type DeliveryLogProps = { organizationId: string; endpointId: string; deliveries: WebhookDeliveryAnswer[] };

const STATUS_COLOUR = {
  delivered: 'text-green-800',
  failed: 'text-red-700',
  pending: 'text-amber-800',
} as const;

/** When a delivery was last tried (or queued), in the page's language. */
function useDeliveryTime() {
  const { i18n } = useTranslation();
  return (delivery: WebhookDeliveryAnswer) =>
    new Date(delivery.lastAttemptAt ?? delivery.createdAt).toLocaleString(i18n.language, {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
}

function DeliveryStatus({ delivery }: { delivery: WebhookDeliveryAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={STATUS_COLOUR[delivery.status]}>{t(`webhooks.status.${delivery.status}`)}</span>
      {delivery.lastError && delivery.status !== 'delivered' ? (
        <span className="block text-xs text-slate-600">{delivery.lastError}</span>
      ) : null}
    </>
  );
}

function ResendButton({
  organizationId,
  endpointId,
  delivery,
}: {
  organizationId: string;
  endpointId: string;
  delivery: WebhookDeliveryAnswer;
}) {
  const { t } = useTranslation();
  const resend = useResendDelivery(organizationId, endpointId);
  return (
    <Button
      variant="ghost"
      aria-label={t('webhooks.log.resendLabel', { event: delivery.eventType })}
      onClick={async () => {
        try {
          await resend.mutateAsync(delivery.id);
          toast.success(t('webhooks.log.resent'));
        } catch (error) {
          toast.error(errorMessage(error, t('webhooks.actionFailed')));
        }
      }}
    >
      {t('webhooks.log.resend')}
    </Button>
  );
}

function DeliveryTable({ organizationId, endpointId, deliveries }: DeliveryLogProps) {
  const { t } = useTranslation();
  const when = useDeliveryTime();
  const captionId = useId();
  return (
    <table aria-labelledby={captionId} className="w-full text-left text-sm">
      <caption id={captionId} className="pb-2 text-left font-medium text-slate-900">
        {t('webhooks.log.title')}
      </caption>
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-2">
            {t('webhooks.log.event')}
          </th>
          <th scope="col" className="py-1 pr-2">
            {t('webhooks.log.status')}
          </th>
          <th scope="col" className="py-1 pr-2">
            {t('webhooks.log.attempts')}
          </th>
          <th scope="col" className="py-1 pr-2">
            {t('webhooks.log.code')}
          </th>
          <th scope="col" className="py-1 pr-2">
            {t('webhooks.log.time')}
          </th>
          <th scope="col" className="py-1">
            <span className="sr-only">{t('webhooks.log.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id} className="border-t border-slate-200">
            <td className="py-2 pr-2 font-mono text-xs">{delivery.eventType}</td>
            <td className="py-2 pr-2">
              <DeliveryStatus delivery={delivery} />
            </td>
            <td className="py-2 pr-2">{delivery.attempts}</td>
            <td className="py-2 pr-2">{delivery.lastStatusCode ?? '—'}</td>
            <td className="py-2 pr-2">{when(delivery)}</td>
            <td className="py-2 text-right">
              <ResendButton {...{ organizationId, endpointId, delivery }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DeliveryList({ organizationId, endpointId, deliveries }: DeliveryLogProps) {
  const { t } = useTranslation();
  const when = useDeliveryTime();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className="pb-2 text-sm font-medium text-slate-900">
        {t('webhooks.log.title')}
      </h4>
      <ul className="divide-y divide-slate-200 border-t border-slate-200 text-sm">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0 space-y-0.5">
              <p className="break-all font-mono text-xs">{delivery.eventType}</p>
              <p>
                <DeliveryStatus delivery={delivery} />
              </p>
              <dl className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                <div className="flex gap-1">
                  <dt>{t('webhooks.log.attempts')}</dt>
                  <dd>{delivery.attempts}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('webhooks.log.code')}</dt>
                  <dd>{delivery.lastStatusCode ?? '—'}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">{t('webhooks.log.time')}</dt>
                  <dd>{when(delivery)}</dd>
                </div>
              </dl>
            </div>
            <ResendButton {...{ organizationId, endpointId, delivery }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
