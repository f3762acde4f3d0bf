import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import KeyRound from 'lucide-react/icons/key-round';
import LockOpen from 'lucide-react/icons/lock-open';
import Pencil from 'lucide-react/icons/pencil';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Smartphone from 'lucide-react/icons/smartphone';
import UserMinus from 'lucide-react/icons/user-minus';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../api/employees/employees.ts';
import { ActionMenu } from '../../../components/ui/action-menu.tsx';
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
  /** Opens the employee's app sign-in: a one-time code, their phones' sessions. */
  onAppSignIn: (employee: Employee) => void;
}

/**
 * One employee: the kiosk ID, the name, '(Inactive)' for a removed one. Active employees can be
 * renamed or removed, or given a new PIN, from one menu, so the name keeps the row's width and is
 * never cut (docs/decisions/0175-a-phone-dashboard.md); a long name wraps. An inactive one can only
 * be brought back (their ID stays theirs).
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
  onAppSignIn,
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
        <span className={`block break-words ${isActive ? 'text-slate-900' : 'text-slate-600'}`}>{name}</span>
        {isActive ? null : <span className="text-sm text-slate-600">{t('manager.employees.inactive')}</span>}
        {pinNote ? (
          <span className={`block text-sm ${pinLockedUntil ? 'font-medium text-red-700' : 'text-amber-800'}`}>
            {pinNote}
          </span>
        ) : null}
        {/* Under the lock it lifts, not beside the name, which keeps the row's width. */}
        {isActive && pinLockedUntil ? (
          <Button
            variant="ghost"
            className="-ml-2 h-11 px-2 sm:h-9"
            busy={unlocking}
            aria-label={t('manager.employees.unlockLabel', { name })}
            onClick={() => onUnlock(employee)}
          >
            {unlocking ? null : <LockOpen aria-hidden="true" className="size-4" />}
            {t('manager.employees.unlock')}
          </Button>
        ) : null}
      </span>
      {isActive ? (
        <ActionMenu
          label={t('manager.employees.actionsLabel', { name })}
          trigger={<EllipsisVertical aria-hidden="true" className="size-5" />}
          triggerClassName="size-11 shrink-0 text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:size-9"
          items={[
            {
              key: 'rename',
              label: t('manager.employees.rename'),
              icon: <Pencil aria-hidden="true" className="size-4" />,
              onSelect: () => onRename(employee),
            },
            {
              key: 'new-pin',
              label: t('manager.employees.newPin'),
              icon: <KeyRound aria-hidden="true" className="size-4" />,
              onSelect: () => onNewPin(employee),
            },
            {
              key: 'app-sign-in',
              label: t('manager.appSignIn.action'),
              icon: <Smartphone aria-hidden="true" className="size-4" />,
              onSelect: () => onAppSignIn(employee),
            },
            {
              key: 'remove',
              label: t('manager.employees.remove'),
              icon: <UserMinus aria-hidden="true" className="size-4" />,
              tone: 'danger',
              onSelect: () => onRemove(employee),
            },
          ]}
        />
      ) : (
        <Button
          variant="ghost"
          className="h-11 shrink-0 px-3 sm:h-9"
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
