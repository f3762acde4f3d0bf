import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DashboardLocation } from '../../../../api/organization/organization-dashboard.ts';
import {
  type Person,
  type PersonFields,
  useCreatePerson,
  useUpdatePerson,
} from '../../../../api/people/people.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import {
  isPersonFormField,
  type PersonFormValues,
  personFormSchema,
  personFormValues,
} from '../../person-form.ts';

const resolver = zodResolver(personFormSchema) as unknown as Resolver<
  PersonFormValues,
  unknown,
  PersonFields
>;

interface PersonDialogProps {
  organizationId: string;
  /** The person to edit; absent: a new person. */
  person?: Person | undefined;
  /** The organization's locations, offered as checkboxes for a new person. */
  locations: readonly DashboardLocation[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (person: Person, message: string) => void;
}

/** Add person / Edit person: the contract's rules, the server's refusals under their fields. */
export function PersonDialog({
  organizationId,
  person,
  locations,
  open,
  onOpenChange,
  onSaved,
}: PersonDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreatePerson(organizationId);
  const update = useUpdatePerson(organizationId);
  const saving = create.isPending || update.isPending;
  const setOpen = (next: boolean) => {
    if (saving) return;
    create.reset();
    update.reset();
    onOpenChange(next);
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      title={person ? t('organization.people.form.editTitle') : t('organization.people.form.addTitle')}
      closeLabel={t('organization.dialog.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={saving}>
            {t('organization.people.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {person ? t('organization.people.form.save') : t('organization.people.form.add')}
          </Button>
        </>
      }
    >
      <PersonForm
        id={formId}
        person={person}
        locations={locations}
        save={async (body) => {
          if (person) {
            const { locationIds: _, ...changes } = body;
            return update.mutateAsync({ personId: person.id, changes });
          }
          return create.mutateAsync(body);
        }}
        error={create.error ?? update.error}
        onSaved={onSaved}
      />
    </ModalDialog>
  );
}

function PersonForm({
  id,
  person,
  locations,
  save,
  error,
  onSaved,
}: {
  id: string;
  person: Person | undefined;
  locations: readonly DashboardLocation[];
  save: (body: PersonFields) => Promise<{ message: string; person: Person }>;
  error: Error | null;
  onSaved: (person: Person, message: string) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PersonFormValues, unknown, PersonFields>({ resolver, defaultValues: personFormValues(person) });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save(body);
      onSaved(saved.person, saved.message);
    } catch (failure) {
      // A field the server names (a payroll ID in use) goes under it; the rest is the banner.
      if (failure instanceof ApiError) {
        for (const problem of failure.errors) {
          if (isPersonFormField(problem.path)) setError(problem.path, { message: problem.msg });
        }
      }
    }
  });

  const banner =
    error && !(error instanceof ApiError && error.errors.some((problem) => isPersonFormField(problem.path)))
      ? errorMessage(error, t('organization.people.form.failed'))
      : null;

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-5">
      {banner ? <Alert tone="error">{banner}</Alert> : null}
      <TextField
        label={t('organization.people.form.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('organization.people.form.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('organization.people.form.phone')}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('organization.people.form.payrollId')}
          autoComplete="off"
          error={errors.payrollId?.message}
          {...register('payrollId')}
        />
        <TextField
          label={t('organization.people.form.hourlyRate')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="18.50"
          error={errors.hourlyRate?.message}
          {...register('hourlyRate')}
        />
      </div>
      {person || locations.length === 0 ? null : (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t('organization.people.form.locations')}
          </legend>
          <p className="mb-2 text-sm text-slate-600">{t('organization.people.form.locationsHint')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {locations.map((location) => (
              <label
                key={location.locationId}
                className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 text-sm text-slate-800"
              >
                <input
                  type="checkbox"
                  value={location.locationId}
                  className="size-4 accent-accent-700"
                  {...register('locationIds')}
                />
                <span className="min-w-0 truncate">{location.locationName}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </form>
  );
}
