import { RETENTION_MAX_YEARS, RETENTION_MIN_YEARS } from '@shiftclock/contract/records';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetention, useSaveRetention } from '../../../api/organization/records.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * "Retention": how many years working-time records are kept, saved for the organization. The server
 * judges the number (its 400 names the field); the box only keeps to whole numbers in its range.
 */
export function RetentionForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const retention = useRetention(organizationId);
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('records.retention.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('records.retention.kept')}</p>
        {retention.data ? (
          <RetentionYears organizationId={organizationId} saved={retention.data.retentionYears} />
        ) : retention.isError ? (
          <Alert tone="error">{errorMessage(retention.error, t('records.loadFailed'))}</Alert>
        ) : (
          <div className="h-11 animate-pulse rounded-md bg-slate-100" />
        )}
      </section>
    </Card>
  );
}

function RetentionYears({ organizationId, saved }: { organizationId: string; saved: number }) {
  const { t } = useTranslation();
  const save = useSaveRetention(organizationId);
  const [years, setYears] = useState(String(saved));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    try {
      // An empty or odd box goes as what it is; the server's message says what is wrong with it.
      const answer = await save.mutateAsync({
        retentionYears: years.trim() === '' ? Number.NaN : Number(years),
      });
      setYears(String(answer.retentionYears));
      toast.success(t('records.retention.saved', { count: answer.retentionYears }));
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400
          ? error.errors.find((problem) => problem.path === 'retentionYears')
          : undefined;
      if (field) setFieldError(field.msg);
      else setFormError(errorMessage(error, t('records.retention.saveFailed')));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t('records.retention.years')}
        type="number"
        inputMode="numeric"
        min={RETENTION_MIN_YEARS}
        max={RETENTION_MAX_YEARS}
        step={1}
        className="max-w-xs"
        value={years}
        onChange={(event) => setYears(event.target.value)}
        error={fieldError}
        hint={t('records.retention.yearsHint', { min: RETENTION_MIN_YEARS, max: RETENTION_MAX_YEARS })}
      />
      <Button type="submit" busy={save.isPending}>
        {t('records.retention.save')}
      </Button>
    </form>
  );
}
