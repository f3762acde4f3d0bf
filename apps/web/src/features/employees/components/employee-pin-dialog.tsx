import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetEmployeePin } from '../../../api/employees/employee-changes.ts';
import type { Employee } from '../../../api/employees/employees.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

interface EmployeePinDialogProps {
  locationId: string;
  /** The employee to give a new PIN; null keeps the dialog closed. */
  employee: Employee | null;
  onClose: () => void;
}

/**
 * 'New PIN for Ann Lee': asks first (the old PIN stops working), then shows the new PIN this once.
 * The server keeps only its hash (docs/decisions/0157-employee-pin.md), so closing loses it for good;
 * the manager makes another if it was not written down.
 */
export function EmployeePinDialog({ locationId, employee, onClose }: EmployeePinDialogProps) {
  const { t } = useTranslation();
  const reset = useResetEmployeePin(locationId);
  const [created, setCreated] = useState<{ name: string; pin: string } | null>(null);
  const name = employee?.name ?? '';

  const close = () => {
    reset.reset();
    setCreated(null);
    onClose();
  };

  if (created) {
    return (
      <ModalDialog
        open
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('manager.employees.pinCreatedTitle', { name: created.name })}
        description={t('manager.employees.pinCreatedHint', { name: created.name })}
        closeLabel={t('manager.common.close')}
        footer={
          <Button onClick={close} className="w-full sm:w-auto">
            {t('manager.employees.pinDone')}
          </Button>
        }
      >
        <p className="rounded-md bg-slate-100 py-4 text-center font-mono text-4xl font-semibold tracking-[0.4em] indent-[0.4em] text-slate-900 tabular-nums">
          <span aria-hidden="true">{created.pin}</span>
          {/* Read digit by digit, not as a number in the thousands. */}
          <span className="sr-only">
            {t('manager.employees.pinValue', { pin: created.pin.split('').join(' ') })}
          </span>
        </p>
      </ModalDialog>
    );
  }

  return (
    <ConfirmModal
      open={employee !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('manager.employees.pinTitle', { name })}
      message={t('manager.employees.pinConfirm', { name })}
      confirmLabel={t('manager.employees.pinCreate')}
      cancelLabel={t('manager.common.cancel')}
      busy={reset.isPending}
      error={
        reset.isError
          ? t('manager.employees.pinFailed', { message: errorMessage(reset.error, t('errors.generic')) })
          : null
      }
      onConfirm={() => {
        if (!employee) return;
        reset.mutate(employee.employeeId, {
          onSuccess: (answer) => setCreated({ name: answer.employee.name, pin: answer.pin }),
        });
      }}
    />
  );
}
