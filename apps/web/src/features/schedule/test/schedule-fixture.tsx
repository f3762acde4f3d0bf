import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { employees, locationId, renderWithProviders, timeZone } from '../../../test/schedule-data.tsx';
import { ScheduleShiftDialog } from '../components/schedule-shift-dialog.tsx';
import type { ScheduleDraft } from '../drafts.ts';

export {
  employees,
  locationId,
  renderWithProviders,
  scheduledShift,
  timeZone,
} from '../../../test/schedule-data.tsx';

/** Schedule New Shift open on a draft, with its dialog and the close callback. */
export function renderScheduleDialog(draft: ScheduleDraft = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <ScheduleShiftDialog
      locationId={locationId}
      timeZone={timeZone}
      employees={employees}
      draft={draft}
      onClose={onClose}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Schedule New Shift' }), onClose };
}
