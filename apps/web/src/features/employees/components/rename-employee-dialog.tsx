import { zodResolver } from '@hookform/resolvers/zod';
import { createEmployeeBody } from '@shiftclock/contract/employees';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateEmployee } from '../../../api/employees/employee-changes.ts';
import type { Employee } from '../../../api/employees/employees.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
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
  const formId = useId();
  const update = useUpdateEmployee(locationId, 'rename');
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={employee !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('manager.employees.editTitle')}
      description={
        employee ? t('manager.employees.editDescription', { employeeId: employee.employeeId }) : undefined
      }
      closeLabel={t('manager.common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={update.isPending}>
            {t('manager.common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={update.isPending}>
            {t('manager.common.save')}
          </Button>
        </>
      }
    >
      {employee ? (
        <RenameForm
          id={formId}
          employee={employee}
          onRename={async (name) => {
            await update.mutateAsync({ employeeId: employee.employeeId, changes: { name } });
            toast.success(t('manager.employees.updated'));
            onClose();
          }}
          error={
            update.isError
              ? t('manager.employees.updateFailed', {
                  message: errorMessage(update.error, t('errors.generic')),
                })
              : null
          }
        />
      ) : null}
    </ModalDialog>
  );
}

function RenameForm({
  id,
  employee,
  onRename,
  error,
}: {
  id: string;
  employee: Employee;
  onRename: (name: string) => Promise<void>;
  error: string | null;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createEmployeeBody), defaultValues: { name: employee.name } });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await onRename(name);
    } catch {
      // Shown from `error`, above the field.
    }
  });

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t('manager.employees.nameLabel')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
    </form>
  );
}
