import LockOpen from 'lucide-react/icons/lock-open';
import Upload from 'lucide-react/icons/upload';
import Users from 'lucide-react/icons/users';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useUnlockAllPins,
  useUnlockEmployeePin,
  useUpdateEmployee,
} from '../../../api/employees/employee-changes.ts';
import { type Employee, useEmployees } from '../../../api/employees/employees.ts';
import { useLocationInfo } from '../../../api/settings/location-info.ts';
import { usePinLength, useTimeFormat } from '../../../api/settings/location-settings.ts';
import { CreateMissingPins } from '../../../components/pins/create-missing-pins.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CollapsibleCard } from '../../../components/ui/collapsible-card.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';
import { formatTimeOfDay, usableTimeZone } from '../../../lib/time/clock.ts';
import { toast } from '../../../lib/toast.ts';
import { AddEmployeeForm } from './add-employee-form.tsx';
import { EmployeePinDialog } from './employee-pin-dialog.tsx';
import { EmployeeRow } from './employee-row.tsx';
import { RemoveEmployeeDialog } from './remove-employee-dialog.tsx';

// The dialogs' form code (react-hook-form, the contract's zod schemas) comes after the manager's
// screen (docs/decisions/0167-forms-after-the-screen.md); the add form, on the page, needs neither.
const BulkImportDialog = lazyDialog(
  () => import('./bulk-import-dialog.tsx').then((module) => module.BulkImportDialog),
  ({ open }) => open,
);
const AppSignInDialog = lazyDialog(
  () => import('./app-sign-in-dialog.tsx').then((module) => module.AppSignInDialog),
  ({ employee }) => employee !== null,
);
const RenameEmployeeDialog = lazyDialog(
  () => import('./rename-employee-dialog.tsx').then((module) => module.RenameEmployeeDialog),
  ({ employee }) => employee !== null,
);

/**
 * The collapsible 'Employees (count)' panel (docs/product.md section 2): the count is of active employees;
 * removed ones are hidden unless 'Show inactive' is on, and then labelled '(Inactive)'.
 */
export function EmployeesPanel({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const employees = useEmployees(locationId);
  const reactivate = useUpdateEmployee(locationId, 'reactivate');
  const [showInactive, setShowInactive] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [renaming, setRenaming] = useState<Employee | null>(null);
  const [removing, setRemoving] = useState<Employee | null>(null);
  const [newPinFor, setNewPinFor] = useState<Employee | null>(null);
  const [appSignInFor, setAppSignInFor] = useState<Employee | null>(null);
  const unlock = useUnlockEmployeePin(locationId);
  const unlockAll = useUnlockAllPins(locationId);
  const [liftingAll, setLiftingAll] = useState(false);
  const pinsOn = usePinLength(locationId) > 0;
  const timeZone = useLocationInfo(locationId).data?.timezone;
  const timeFormat = useTimeFormat(locationId);
  const toggleId = useId();
  // A lock's end at the location's clock; the server sends a lock only while it lasts.
  const lockedUntil = (employee: Employee) =>
    employee.pinLockedUntil
      ? formatTimeOfDay(employee.pinLockedUntil, usableTimeZone(timeZone), { timeFormat })
      : null;

  const all = employees.data ?? [];
  const active = all.filter((employee) => employee.isActive);
  const activeCount = active.length;
  const withoutPin = active.filter((employee) => !employee.pinSet).length;
  const inactiveCount = all.length - activeCount;
  const shown = showInactive ? all : all.filter((employee) => employee.isActive);

  const bringBack = (employee: Employee) =>
    reactivate.mutate(
      { employeeId: employee.employeeId, changes: { isActive: true } },
      {
        onSuccess: () => toast.success(t('manager.employees.updated')),
        onError: (error) =>
          toast.error(
            t('manager.employees.updateFailed', { message: errorMessage(error, t('errors.generic')) }),
          ),
      },
    );

  const unlockPin = (employee: Employee) =>
    unlock.mutate(employee.employeeId, {
      onSuccess: () => toast.success(t('manager.employees.unlocked', { name: employee.name })),
      onError: (error) =>
        toast.error(
          t('manager.employees.unlockFailed', { message: errorMessage(error, t('errors.generic')) }),
        ),
    });

  return (
    <>
      <CollapsibleCard
        storageKey="employees"
        title={
          employees.data
            ? t('manager.employees.title', { count: activeCount })
            : t('manager.employees.titleLoading')
        }
        actions={
          <Button variant="secondary" onClick={() => setBulkOpen(true)}>
            <Upload aria-hidden="true" className="size-4" />
            {t('manager.bulk.title')}
          </Button>
        }
      >
        <div className="space-y-4">
          <AddEmployeeForm locationId={locationId} />
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={toggleId}
              type="checkbox"
              checked={showInactive}
              onChange={(event) => setShowInactive(event.target.checked)}
              className="size-4 rounded border-slate-400 accent-accent-700"
            />
            <label htmlFor={toggleId} className="text-sm text-slate-800">
              {t('manager.employees.showInactive', { count: inactiveCount })}
            </label>
            {pinsOn ? (
              <div className="ml-auto flex flex-wrap items-center gap-2">
                {/* While PINs are on, those without one cannot clock in: theirs all at once. */}
                <CreateMissingPins
                  locationId={locationId}
                  missing={withoutPin}
                  className="h-11 px-3 sm:h-9"
                />
                {/* Every lock at once: the employees' and the kiosks' stopped for too many wrong PINs. */}
                <Button variant="ghost" className="h-11 px-3 sm:h-9" onClick={() => setLiftingAll(true)}>
                  <LockOpen aria-hidden="true" className="size-4" />
                  {t('manager.employees.unlockAll')}
                </Button>
              </div>
            ) : null}
          </div>
          {employees.isPending ? (
            <ul aria-hidden="true" className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {['a', 'b', 'c'].map((key) => (
                <li key={key} className="h-12 animate-pulse rounded-md bg-slate-100" />
              ))}
            </ul>
          ) : employees.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
              {t('manager.employees.loadFailed')}
              <Button variant="secondary" onClick={() => void employees.refetch()}>
                {t('manager.common.retry')}
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <div className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
              <Users aria-hidden="true" className="mx-auto size-8 text-slate-400" />
              <p className="mt-2 font-medium text-slate-900">
                {all.length === 0 ? t('manager.employees.empty') : t('manager.employees.noActive')}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {all.length === 0 ? t('manager.employees.emptyHint') : t('manager.employees.noActiveHint')}
              </p>
            </div>
          ) : (
            <ul
              aria-label={t('manager.employees.listLabel')}
              // grid-cols-1, not an implicit column: a long name is cut, not a row wider than a phone.
              className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3"
            >
              {shown.map((employee) => (
                <EmployeeRow
                  key={employee.id}
                  employee={employee}
                  onRename={setRenaming}
                  onRemove={setRemoving}
                  onReactivate={bringBack}
                  reactivating={
                    reactivate.isPending && reactivate.variables?.employeeId === employee.employeeId
                  }
                  pinsOn={pinsOn}
                  pinLockedUntil={lockedUntil(employee)}
                  onNewPin={setNewPinFor}
                  onUnlock={unlockPin}
                  unlocking={unlock.isPending && unlock.variables === employee.employeeId}
                  onAppSignIn={setAppSignInFor}
                />
              ))}
            </ul>
          )}
        </div>
      </CollapsibleCard>
      {/* Outside the card's body: Bulk Import opens from the heading even while the body is folded. */}
      <BulkImportDialog
        locationId={locationId}
        activeEmployees={active}
        open={bulkOpen}
        onOpenChange={setBulkOpen}
      />
      <RenameEmployeeDialog locationId={locationId} employee={renaming} onClose={() => setRenaming(null)} />
      <RemoveEmployeeDialog locationId={locationId} employee={removing} onClose={() => setRemoving(null)} />
      <EmployeePinDialog locationId={locationId} employee={newPinFor} onClose={() => setNewPinFor(null)} />
      <AppSignInDialog
        locationId={locationId}
        employee={appSignInFor}
        onClose={() => setAppSignInFor(null)}
      />
      <ConfirmModal
        open={liftingAll}
        onOpenChange={(next) => {
          if (next) return;
          unlockAll.reset();
          setLiftingAll(false);
        }}
        title={t('manager.employees.unlockAllTitle')}
        message={t('manager.employees.unlockAllConfirm')}
        confirmLabel={t('manager.employees.unlockAll')}
        cancelLabel={t('manager.common.cancel')}
        busy={unlockAll.isPending}
        error={
          unlockAll.isError
            ? t('manager.employees.unlockAllFailed', {
                message: errorMessage(unlockAll.error, t('errors.generic')),
              })
            : null
        }
        onConfirm={() =>
          unlockAll.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('manager.employees.unlockedAll'));
              unlockAll.reset();
              setLiftingAll(false);
            },
          })
        }
      />
    </>
  );
}
