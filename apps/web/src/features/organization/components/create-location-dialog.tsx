import type { CreateLocationBody } from '@shiftclock/contract/organization';
import { locationPasswordChecks, strictPasswordChecks } from '@shiftclock/contract/passwords';
import { type FormEvent, type ReactNode, useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CreatedLocation, useCreateLocation } from '../../../api/organization/location-changes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checklist, type ChecklistItem } from '../../../components/ui/checklist.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  type CreateLocationField,
  type CreateLocationValues,
  emptyCreateLocationValues,
  isCreateLocationField,
  validateCreateLocation,
} from '../create-location-validation.ts';
import { useDelayedErrorClearing } from '../use-delayed-error-clearing.ts';

/** Checked on submit only (docs/product.md section 5); the checklists give the live feedback meanwhile. */
const resolver: Resolver<CreateLocationValues, unknown, CreateLocationBody> = (values) => {
  const result = validateCreateLocation(values);
  if (result.ok) return { values: result.body, errors: {} };
  const errors: FieldErrors<CreateLocationValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    if (isCreateLocationField(field)) errors[field] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

interface CreateLocationDialogProps {
  organizationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedLocation) => void;
}

/** 'Create New Location' (docs/product.md section 2). Escape and Cancel close it, except while saving. */
export function CreateLocationDialog({
  organizationId,
  open,
  onOpenChange,
  onCreated,
}: CreateLocationDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateLocation(organizationId);
  const setOpen = (next: boolean) => {
    if (!next && create.isPending) return;
    if (!next) create.reset();
    onOpenChange(next);
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      title={t('organization.create.title')}
      description={t('organization.create.description')}
      closeLabel={t('organization.dialog.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={create.isPending}>
            {t('organization.create.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending}>
            {create.isPending ? t('organization.create.saving') : t('organization.create.submit')}
          </Button>
        </>
      }
    >
      {/* Inside the dialog's content, so every opening starts with an empty form. */}
      <CreateLocationForm id={formId} create={create} onCreated={onCreated} />
    </ModalDialog>
  );
}

function matchItem(label: string, password: string, confirmation: string): ChecklistItem[] {
  return [{ key: 'match', label, ok: password !== '' && password === confirmation }];
}

function CreateLocationForm({
  id,
  create,
  onCreated,
}: {
  id: string;
  create: ReturnType<typeof useCreateLocation>;
  onCreated: (created: CreatedLocation) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors },
  } = useForm<CreateLocationValues, unknown, CreateLocationBody>({
    resolver,
    defaultValues: emptyCreateLocationValues,
    // Errors appear on submit and leave 300 ms after an edit; never re-checked while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const errorClearing = useDelayedErrorClearing<CreateLocationField>((field) => clearErrors(field));
  const field = (name: CreateLocationField) =>
    register(name, {
      onChange: () => {
        if (getFieldState(name).error) errorClearing.schedule(name);
      },
    });

  const [locationPassword, confirmLocationPassword, managerPassword, confirmManagerPassword] = watch([
    'locationPassword',
    'confirmLocationPassword',
    'managerPassword',
    'confirmManagerPassword',
  ]);

  const validateAndCreate = handleSubmit(async (body) => {
    create.reset();
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      // Field problems the server names go under their fields; the rest is the banner (create.error).
      if (error instanceof ApiError) {
        for (const problem of error.errors) {
          if (isCreateLocationField(problem.path)) setError(problem.path, { message: problem.msg });
        }
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    errorClearing.cancelAll();
    return validateAndCreate(event);
  };

  const banner =
    create.error &&
    !(create.error instanceof ApiError && create.error.errors.some((e) => isCreateLocationField(e.path)))
      ? errorMessage(create.error, t('organization.create.failed'))
      : null;

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-5">
      {banner ? <Alert tone="error">{banner}</Alert> : null}
      <TextField
        label={t('organization.create.locationName')}
        autoComplete="off"
        error={errors.locationName?.message}
        {...field('locationName')}
      />
      <PasswordPair
        password={
          <PasswordField
            label={t('organization.create.locationPassword')}
            autoComplete="new-password"
            error={errors.locationPassword?.message}
            hint={
              <Checklist
                label={t('organization.create.locationRequirements')}
                items={locationPasswordChecks(locationPassword)}
              />
            }
            {...field('locationPassword')}
          />
        }
        confirmation={
          <PasswordField
            label={t('organization.create.confirmLocationPassword')}
            autoComplete="new-password"
            error={errors.confirmLocationPassword?.message}
            hint={
              <Checklist
                label={t('organization.create.passwordsMatch')}
                items={matchItem(
                  t('organization.create.passwordsMatch'),
                  locationPassword,
                  confirmLocationPassword,
                )}
              />
            }
            {...field('confirmLocationPassword')}
          />
        }
      />
      <PasswordPair
        password={
          <PasswordField
            label={t('organization.create.managerPassword')}
            autoComplete="new-password"
            error={errors.managerPassword?.message}
            hint={
              <Checklist
                label={t('organization.create.managerRequirements')}
                items={strictPasswordChecks(managerPassword)}
              />
            }
            {...field('managerPassword')}
          />
        }
        confirmation={
          <PasswordField
            label={t('organization.create.confirmManagerPassword')}
            autoComplete="new-password"
            error={errors.confirmManagerPassword?.message}
            hint={
              <Checklist
                label={t('organization.create.passwordsMatch')}
                items={matchItem(
                  t('organization.create.passwordsMatch'),
                  managerPassword,
                  confirmManagerPassword,
                )}
              />
            }
            {...field('confirmManagerPassword')}
          />
        }
      />
    </form>
  );
}

/** A password and its confirmation, side by side where there is room. */
function PasswordPair({ password, confirmation }: { password: ReactNode; confirmation: ReactNode }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {password}
      {confirmation}
    </div>
  );
}
