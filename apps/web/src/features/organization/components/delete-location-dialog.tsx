import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteLocation } from '../../../api/organization/location-changes.ts';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { useShowSuccess } from './success-popup.tsx';

interface DeleteLocationDialogProps {
  organizationId: string;
  locationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/** 'Delete Location' with docs/product.md's warning; any failure reads 'Failed to delete location'. */
export function DeleteLocationDialog({
  organizationId,
  locationId,
  open,
  onOpenChange,
  finalFocusRef,
}: DeleteLocationDialogProps) {
  const { t } = useTranslation();
  const showSuccess = useShowSuccess();
  const remove = useDeleteLocation(organizationId);

  async function confirm() {
    try {
      await remove.mutateAsync(locationId);
      showSuccess(t('organization.delete.deleted'));
      onOpenChange(false);
    } catch {
      // Shown from remove.isError below.
    }
  }

  return (
    <ConfirmModal
      open={open}
      onOpenChange={(next) => {
        remove.reset();
        onOpenChange(next);
      }}
      title={t('organization.delete.title')}
      message={t('organization.delete.message')}
      confirmLabel={t('organization.delete.confirm')}
      cancelLabel={t('organization.delete.cancel')}
      onConfirm={confirm}
      busy={remove.isPending}
      error={remove.isError ? t('organization.delete.failed') : null}
      tone="danger"
      finalFocusRef={finalFocusRef}
    />
  );
}
