import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleWarningsSection } from './schedule-warnings-section.tsx';

const off = { minRestHours: null, labourBudgetDay: null, labourBudgetWeek: null };

describe('Schedule warnings settings', () => {
  it('puts a valid minimum rest and budgets in the draft, holds back an invalid one with its reason', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ScheduleWarningsSection value={off} onChange={onChange} />);
    const rest = screen.getByRole('textbox', { name: 'Minimum rest between shifts (hours)' });
    expect(rest).toHaveAccessibleDescription(/Working Time Directive 2003\/88\/EC, art\. 3/);
    await user.type(rest, '11');
    expect(onChange).toHaveBeenLastCalledWith({ ...off, minRestHours: 11 });

    await user.type(screen.getByRole('textbox', { name: 'Labour budget per day' }), '1000,50');
    expect(onChange).toHaveBeenLastCalledWith({ ...off, minRestHours: 11, labourBudgetDay: 1000.5 });

    onChange.mockClear();
    await user.type(screen.getByRole('textbox', { name: 'Labour budget per week' }), '12.345');
    expect(
      screen.getByText('Enter an amount from 0 with at most two decimals, or leave it empty.'),
    ).toBeVisible();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ labourBudgetWeek: 12.345 }));

    await user.clear(rest);
    await user.type(rest, '10.25');
    expect(screen.getByText('Enter hours from 0 to 24, in half hours, or leave it empty.')).toBeVisible();
  });

  it("shows the kiosk's token the values without letting it change them", () => {
    render(
      <ScheduleWarningsSection
        value={{ minRestHours: 10, labourBudgetDay: null, labourBudgetWeek: 5000 }}
        onChange={vi.fn()}
        readOnly
      />,
    );
    expect(screen.getByText('Only a manager can change these.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Minimum rest between shifts (hours)' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Labour budget per week' })).toBeDisabled();
  });
});
