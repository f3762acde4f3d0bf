import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  locationFixture,
  organizationId,
  signInOwner,
} from '../../features/organization/test/dashboard-fixture.ts';
import {
  organizationTimesheet,
  organizationTimesheetApi,
} from '../../features/timesheets/test/organization-timesheet-fixture.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { stubApi } from '../../test/stub-api.ts';

afterEach(() => vi.unstubAllGlobals());

const dashboard = dashboardFixture({}, [
  locationFixture(),
  locationFixture({ _id: 'loc-uuid-2', id: 'loc-uuid-2', locationId: 'XYZ789', locationName: 'Harbour' }),
]);

describe('organization timesheet page', () => {
  it('is reached from the dashboard, in the owner frame, and leads back to it', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboard },
      [organizationTimesheetApi]: { status: 200, body: organizationTimesheet() },
    });
    const { router } = renderRoute(dashboardPath);
    await userEvent.click(await screen.findByRole('link', { name: 'Open timesheet' }));
    expect(router.state.location.pathname).toBe(`/organization/${organizationId}/timesheet`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Organization timesheet' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Bean There' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nov 16 – Nov 22, 2026' })).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Main Street' })).toHaveTextContent(
      'Approved by Manager on Nov 23, 2026, 10:15',
    );
    expect(within(screen.getByRole('table')).getByText('Ann Smith')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(router.state.location.pathname).toBe(dashboardPath);
  });

  it('shows the lock screen when the owner session is refused', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 401, body: { message: 'Unauthorized' } },
      [organizationTimesheetApi]: { status: 401, body: { message: 'Unauthorized' } },
    });
    renderRoute(`/organization/${organizationId}/timesheet`);
    expect(await screen.findByRole('heading', { name: 'Dashboard Locked' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
