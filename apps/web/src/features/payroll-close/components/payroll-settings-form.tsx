import {
  PAY_KINDS,
  type PayrollCloseSettings,
  PROVIDER_FIELDS,
  providersInOrder,
} from '@shiftclock/contract/payroll-close';
import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSavePayrollSettings } from '../../../api/organization/payroll-close.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { PROVIDER_NAMES } from '../provider-names.ts';
import {
  type SettingsField,
  serverFieldErrors,
  settingsProblems,
  trimmedSettings,
} from '../settings-form.ts';

/**
 * The provider (DATEV first where the owner reads German, every preset offered), its pay code for
 * each kind of hours and the company numbers it needs, saved for the organization.
 */
export function PayrollSettingsForm({
  organizationId,
  form,
}: {
  organizationId: string;
  form: UseFormReturn<PayrollCloseSettings>;
}) {
  const { t, i18n } = useTranslation();
  const save = useSavePayrollSettings(organizationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, watch, getFieldState, formState } = form;
  const provider = watch('provider');
  const companyFields = PROVIDER_FIELDS[provider];
  const headingId = useId();
  const codesLegendId = useId();
  const companyLegendId = useId();
  const errorOf = (field: SettingsField) => getFieldState(field, formState).error?.message;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const problems = settingsProblems(values);
    if (problems.length > 0) {
      for (const { field, problem } of problems) {
        setError(field, { type: 'validate', message: t(`payroll.settings.${problem}`) });
      }
      return;
    }
    try {
      const { message: _message, ...stored } = await save.mutateAsync(trimmedSettings(values));
      // What the server stored becomes the form's saved state: nothing is left "unsaved".
      reset(stored);
      toast.success(t('payroll.settings.saved'));
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? serverFieldErrors(error.errors) : [];
      for (const { field, msg } of fields) setError(field, { type: 'server', message: msg });
      if (fields.length === 0) setServerError(errorMessage(error, t('payroll.settings.saveFailed')));
    }
  });

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('payroll.settings.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('payroll.settings.hint')}</p>
      </div>
      <form aria-labelledby={headingId} noValidate onSubmit={submit} className="space-y-5">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Controller
          control={control}
          name="provider"
          render={({ field }) => (
            <SelectField
              label={t('payroll.settings.provider')}
              value={field.value}
              onValueChange={field.onChange}
              options={providersInOrder(i18n.language).map((value) => ({
                value,
                label: PROVIDER_NAMES[value],
              }))}
            />
          )}
        />
        <fieldset aria-labelledby={codesLegendId} aria-describedby={`${codesLegendId}-hint`}>
          <legend id={codesLegendId} className="text-base font-semibold text-slate-900">
            {t('payroll.settings.payCodes')}
          </legend>
          <p id={`${codesLegendId}-hint`} className="mb-3 text-sm text-slate-600">
            {t('payroll.settings.payCodesHint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {PAY_KINDS.map((kind) => (
              <TextField
                // One set of boxes per provider: switching keeps each provider's own codes.
                key={`${provider}.${kind}`}
                label={t(`payroll.settings.kinds.${kind}`)}
                hint={kind === 'paidBreaks' ? t('payroll.settings.paidBreaksHint') : undefined}
                error={errorOf(`payCodes.${provider}.${kind}`)}
                autoComplete="off"
                {...register(`payCodes.${provider}.${kind}`)}
              />
            ))}
          </div>
        </fieldset>
        {companyFields.length > 0 ? (
          <fieldset aria-labelledby={companyLegendId}>
            <legend id={companyLegendId} className="text-base font-semibold text-slate-900">
              {t('payroll.settings.company')}
            </legend>
            <p className="mb-3 text-sm text-slate-600">
              {t('payroll.settings.companyHint', { provider: PROVIDER_NAMES[provider] })}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {companyFields.map((field) => (
                <TextField
                  key={`${provider}.${field}`}
                  label={t(`payroll.settings.fields.${field}`)}
                  error={errorOf(`company.${provider}.${field}`)}
                  autoComplete="off"
                  {...register(`company.${provider}.${field}`)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <Button type="submit" busy={save.isPending}>
          {t('payroll.settings.save')}
        </Button>
      </form>
    </Card>
  );
}
