import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { CorrectionConfirmationCard } from './correction-confirmation-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Employees confirm corrections', () => {
  it('is off until the owner turns it on, then says since when', async () => {
    const user = userEvent.setup();
    const since = '2026-11-29T18:00:00.000Z';
    const { calls } = stubApi({
      'GET /api/organization/correction-confirmation': { status: 200, body: { enabled: false, since: null } },
      'PUT /api/organization/correction-confirmation': {
        status: 200,
        body: { message: 'on', enabled: true, since },
      },
    });
    localStorage.setItem('token', 'owner-token');
    render(
      <AppProviders queryClient={createQueryClient()}>
        <CorrectionConfirmationCard organizationId="org-1" />
      </AppProviders>,
    );
    const toggle = await screen.findByRole('switch', { name: 'Employees confirm corrections' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/until they confirm it or dispute it with a comment/);
    await user.click(toggle);
    expect(await screen.findByText(/^On since /)).toBeVisible();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ enabled: true });
    expect(put?.headers.get('Authorization')).toBe('Bearer owner-token');
  });
});
