import { useTranslation } from 'react-i18next';
import { useRemoveEmployee } from '../../../api/employees/employee-changes.ts';
import type { Employee } from '../../../api/employees/employees.ts';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

interface RemoveEmployeeDialogProps {
  locationId: string;
  /** The employee to remove; null keeps the dialog closed. */
  employee: Employee | null;
  onClose: () => void;
}

/**
 * 'Are you sure you want to remove this employee?'. A refusal (still clocked in) stays in the
 * dialog with docs/product.md's 'Failed to remove employee: …', so the manager reads why before closing.
 */
export function RemoveEmployeeDialog({ locationId, employee, onClose }: RemoveEmployeeDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveEmployee(locationId);
  return (
    <ConfirmModal
      open={employee !== null}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
      title={t('manager.employees.removeTitle')}
      message={
        <>
          {t('manager.employees.removeConfirm')}
          {employee ? (
            <span className="mt-2 block font-medium text-slate-900">
              {employee.name} ({employee.employeeId})
            </span>
          ) : null}
        </>
      }
      confirmLabel={t('manager.employees.remove')}
      cancelLabel={t('manager.common.cancel')}
      tone="danger"
      busy={remove.isPending}
      error={
        remove.isError
          ? t('manager.employees.removeFailed', { message: errorMessage(remove.error, t('errors.generic')) })
          : null
      }
      onConfirm={() => {
        if (!employee) return;
        remove.mutate(employee.employeeId, {
          onSuccess: () => {
            toast.success(t('manager.employees.removed'));
            remove.reset();
            onClose();
          },
        });
      }}
    />
  );
}
