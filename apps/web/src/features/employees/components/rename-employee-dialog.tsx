import { createEmployeeBody } from '@shiftclock/contract/employees';
import { useTranslation } from 'react-i18next';
import { useUpdateEmployee } from '../../../api/employees/employee-changes.ts';
import type { Employee } from '../../../api/employees/employees.ts';
import { NameDialog } from '../../../components/ui/name-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

interface RenameEmployeeDialogProps {
  locationId: string;
  /** The employee being renamed; null keeps the dialog closed. */
  employee: Employee | null;
  onClose: () => void;
}

/** A small dialog for the rename: the name under the same rule as the add form. */
export function RenameEmployeeDialog({ locationId, employee, onClose }: RenameEmployeeDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateEmployee(locationId, 'rename');
  return (
    <NameDialog
      open={employee !== null}
      title={t('manager.employees.editTitle')}
      description={
        employee ? t('manager.employees.editDescription', { employeeId: employee.employeeId }) : undefined
      }
      name={employee?.name ?? ''}
      schema={createEmployeeBody}
      label={t('manager.employees.nameLabel')}
      busy={update.isPending}
      error={
        update.isError
          ? t('manager.employees.updateFailed', { message: errorMessage(update.error, t('errors.generic')) })
          : null
      }
      onSave={async (name) => {
        if (!employee) return;
        await update.mutateAsync({ employeeId: employee.employeeId, changes: { name } });
        toast.success(t('manager.employees.updated'));
        onClose();
      }}
      onClose={() => {
        update.reset();
        onClose();
      }}
    />
  );
}
