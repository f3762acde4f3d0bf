import type { TimeFormat } from '@shiftclock/contract/time-format';
import { type ReactNode, useState } from 'react';
import type { ScheduledShift } from '../../../api/schedule/scheduled-shifts.ts';
import type { PickableEmployee } from '../../../lib/employee-search.ts';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';
import type { ScheduleDraft } from '../drafts.ts';

// Closed until a manager opens one, so their forms' code comes after the screen
// (docs/decisions/0167-forms-after-the-screen.md, lib/lazy-dialog.tsx).
const ScheduleShiftDialog = lazyDialog(
  () => import('./schedule-shift-dialog.tsx').then((module) => module.ScheduleShiftDialog),
  ({ draft }) => draft !== null,
);
const EditShiftDialog = lazyDialog(
  () => import('./edit-shift-dialog.tsx').then((module) => module.EditShiftDialog),
  ({ shift }) => shift !== null,
);

interface ShiftDialogsOptions {
  locationId: string;
  /** Null while the location's zone is unknown: nothing opens, since times could not be read. */
  timeZone: string | null;
  employees: readonly PickableEmployee[];
  /** The location's 12h/24h setting, for the times the dialogs write out. */
  timeFormat?: TimeFormat;
  /** The location's Default Shift Duration: the end filled in when only a start is chosen. */
  defaultDurationHours?: number;
}

export interface ShiftDialogs {
  /** Schedule New Shift, empty or from a draft (the calendar passes a slot's start and end). */
  openSchedule: (draft?: ScheduleDraft) => void;
  /** Edit Shift for a scheduled shift (the calendar passes the one clicked). */
  openEdit: (shift: ScheduledShift) => void;
  /** Render once, anywhere in the view. */
  dialogs: ReactNode;
}

/**
 * The two schedule dialogs and their open state, in one place, so every opener (the Schedule Shift
 * button, the upcoming list, the weekly calendar) opens the same dialogs the same way.
 */
export function useShiftDialogs({
  locationId,
  timeZone,
  employees,
  timeFormat,
  defaultDurationHours,
}: ShiftDialogsOptions): ShiftDialogs {
  const [draft, setDraft] = useState<ScheduleDraft | null>(null);
  const [editing, setEditing] = useState<ScheduledShift | null>(null);
  return {
    openSchedule: (next = {}) => setDraft(next),
    openEdit: setEditing,
    dialogs: timeZone ? (
      <>
        <ScheduleShiftDialog
          locationId={locationId}
          timeZone={timeZone}
          timeFormat={timeFormat}
          employees={employees}
          draft={draft}
          defaultDurationHours={defaultDurationHours}
          onClose={() => setDraft(null)}
        />
        <EditShiftDialog
          locationId={locationId}
          timeZone={timeZone}
          timeFormat={timeFormat}
          shift={editing}
          onClose={() => setEditing(null)}
        />
      </>
    ) : null,
  };
}
