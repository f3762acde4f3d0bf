import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { WeekStartContext } from '../../../lib/time/week-start.ts';
import { PayrollSettingsSection } from './payroll-settings-section.tsx';

// The pay period's start is taken when it is complete (docs/decisions/0170-date-fields.md): the
// settings (and so the auto-save) never see '1/5/2' as Jan 5, 2002.

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const onChange = vi.fn();
  const payroll = { ...DEFAULT_SETTINGS.payroll, periodStart: '2026-11-02' };
  render(
    <AppProviders queryClient={createQueryClient()}>
      {/* A location whose weeks start on Wednesday. */}
      <WeekStartContext.Provider value={3}>
        <PayrollSettingsSection value={payroll} onChange={onChange} />
      </WeekStartContext.Provider>
    </AppProviders>,
  );
  return { onChange, field: screen.getByLabelText('Period start date') as HTMLInputElement };
}

describe('Payroll: the period start', { timeout: 20_000 }, () => {
  it('keeps partial input as typed, and changes the settings once the date is complete', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderSection();
    await user.tripleClick(field);
    await user.keyboard('1/5/202');
    expect(field).toHaveValue('1/5/202');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('6');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ periodStart: '2026-01-05' });
  });

  it('takes a short year when the field is left', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderSection();
    await user.tripleClick(field);
    await user.keyboard('1/5/26');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(field).toHaveValue('01/05/2026');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ periodStart: '2026-01-05' });
  });

  it("is picked in the calendar pop-up, whose weeks start on the location's first day", async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Choose date: Period start date' }));
    const popup = await screen.findByRole('dialog', { name: 'Choose date: Period start date' });
    await waitFor(() => expect(popup.querySelectorAll('th')[0]).toHaveTextContent(/^We/));
    await user.click(screen.getByRole('button', { name: /November 16th, 2026/ }));
    expect(field).toHaveValue('11/16/2026');
    expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ periodStart: '2026-11-16' });
  });
});
