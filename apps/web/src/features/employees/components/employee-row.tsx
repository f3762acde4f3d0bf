import { KeyRound, LockOpen, Pencil, RotateCcw, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../api/employees/employees.ts';
import { Button } from '../../../components/ui/button.tsx';

interface EmployeeRowProps {
  employee: Employee;
  onRename: (employee: Employee) => void;
  onRemove: (employee: Employee) => void;
  onReactivate: (employee: Employee) => void;
  /** A reactivation of this employee is on its way. */
  reactivating: boolean;
  /** The location asks for PINs at the kiosk: an employee without one is marked. */
  pinsOn: boolean;
  /** 'until 14:05' while wrong PINs lock the employee's punches, at the location's clock; else null. */
  pinLockedUntil: string | null;
  onNewPin: (employee: Employee) => void;
  onUnlock: (employee: Employee) => void;
  unlocking: boolean;
}

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 sm:size-9 hover:bg-slate-100 hover:text-slate-900';

/**
 * One employee: the kiosk ID, the name, '(Inactive)' for a removed one. Active employees can be
 * renamed or removed; an inactive one can only be brought back (their ID stays theirs).
 */
export function EmployeeRow({
  employee,
  onRename,
  onRemove,
  onReactivate,
  reactivating,
  pinsOn,
  pinLockedUntil,
  onNewPin,
  onUnlock,
  unlocking,
}: EmployeeRowProps) {
  const { t } = useTranslation();
  const { name, employeeId, isActive } = employee;
  const pinNote = !isActive
    ? null
    : pinLockedUntil
      ? t('manager.employees.pinLocked', { time: pinLockedUntil })
      : pinsOn && !employee.pinSet
        ? t('manager.employees.noPin')
        : null;
  return (
    <li
      data-inactive={!isActive || undefined}
      className={`flex min-h-12 items-center gap-3 rounded-md border px-3 py-1.5 ${
        isActive ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50'
      }`}
    >
      <span className="rounded bg-slate-100 px-2 py-0.5 font-mono text-sm font-semibold text-slate-800">
        <span className="sr-only">{t('manager.employees.idLabel')} </span>
        {employeeId}
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block truncate ${isActive ? 'text-slate-900' : 'text-slate-600'}`}>{name}</span>
        {isActive ? null : <span className="text-sm text-slate-600">{t('manager.employees.inactive')}</span>}
        {pinNote ? (
          <span className={`block text-sm ${pinLockedUntil ? 'font-medium text-red-700' : 'text-amber-800'}`}>
            {pinNote}
          </span>
        ) : null}
      </span>
      {isActive ? (
        <span className="flex shrink-0">
          {pinLockedUntil ? (
            <Button
              variant="ghost"
              className="h-11 shrink-0 px-2 sm:h-9"
              busy={unlocking}
              aria-label={t('manager.employees.unlockLabel', { name })}
              onClick={() => onUnlock(employee)}
            >
              {unlocking ? null : <LockOpen aria-hidden="true" className="size-4" />}
              {t('manager.employees.unlock')}
            </Button>
          ) : null}
          <button
            type="button"
            className={iconButton}
            aria-label={t('manager.employees.newPinLabel', { name })}
            title={t('manager.employees.newPin')}
            onClick={() => onNewPin(employee)}
          >
            <KeyRound aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('manager.employees.renameLabel', { name })}
            title={t('manager.employees.rename')}
            onClick={() => onRename(employee)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={`${iconButton} hover:text-red-700`}
            aria-label={t('manager.employees.removeLabel', { name })}
            title={t('manager.employees.remove')}
            onClick={() => onRemove(employee)}
          >
            <UserMinus aria-hidden="true" className="size-4" />
          </button>
        </span>
      ) : (
        <Button
          variant="ghost"
          className="h-9 shrink-0 px-3"
          busy={reactivating}
          aria-label={t('manager.employees.reactivateLabel', { name })}
          onClick={() => onReactivate(employee)}
        >
          {reactivating ? null : <RotateCcw aria-hidden="true" className="size-4" />}
          {t('manager.employees.reactivate')}
        </Button>
      )}
    </li>
  );
}
