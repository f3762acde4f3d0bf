import { zodResolver } from '@hookform/resolvers/zod';
import { renameLocationBody } from '@shiftclock/contract/organization';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRenameLocation } from '../../../api/organization/location-changes.ts';
import type { DashboardLocation } from '../../../api/organization/organization-dashboard.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useShowSuccess } from './success-popup.tsx';

interface EditLocationNameDialogProps {
  organizationId: string;
  location: DashboardLocation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/** 'Edit Location Name' (docs/product.md section 2): the contract's rule, 'Location name cannot be empty'. */
export function EditLocationNameDialog({
  organizationId,
  location,
  open,
  onOpenChange,
  finalFocusRef,
}: EditLocationNameDialogProps) {
  const { t } = useTranslation();
  const rename = useRenameLocation(organizationId);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (rename.isPending) return;
        rename.reset();
        onOpenChange(next);
      }}
      title={t('organization.edit.title')}
      closeLabel={t('organization.dialog.close')}
      finalFocusRef={finalFocusRef}
    >
      <RenameForm
        location={location}
        rename={rename}
        onCancel={() => onOpenChange(false)}
        onDone={() => onOpenChange(false)}
      />
    </ModalDialog>
  );
}

function RenameForm({
  location,
  rename,
  onCancel,
  onDone,
}: {
  location: DashboardLocation;
  rename: ReturnType<typeof useRenameLocation>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const showSuccess = useShowSuccess();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(renameLocationBody),
    defaultValues: { locationName: location.locationName },
  });

  const onSubmit = handleSubmit(async ({ locationName }) => {
    try {
      await rename.mutateAsync({ locationId: location.locationId, locationName });
      showSuccess(t('organization.edit.updated'));
      onDone();
    } catch {
      // Shown from rename.error below.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {rename.isError ? (
        <Alert tone="error">{errorMessage(rename.error, t('organization.edit.failed'))}</Alert>
      ) : null}
      <TextField
        label={t('organization.edit.label')}
        autoComplete="off"
        error={errors.locationName?.message}
        {...register('locationName')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={rename.isPending}>
          {t('organization.edit.cancel')}
        </Button>
        <Button type="submit" busy={rename.isPending}>
          {t('organization.edit.confirm')}
        </Button>
      </div>
    </form>
  );
}
