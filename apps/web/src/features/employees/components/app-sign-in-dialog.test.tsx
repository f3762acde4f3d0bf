import { peopleMessages } from '@shiftclock/contract/people-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { chooseAction, renderEmployeesPanel, team } from '../test/employees-fixture.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const session = (id: string, device: string | null, method: 'link' | 'code') => ({
  id,
  method,
  device,
  createdAt: '2026-11-20T14:00:00.000Z',
  lastUsedAt: '2026-11-28T09:30:00.000Z',
  expiresAt: '2027-01-19T14:00:00.000Z',
  current: false,
});
const sessionId = '5b0c8a4e-1f7e-4c39-9a2e-6d1c0f3a8b21';

describe("The manager's app sign-in dialog", () => {
  it('creates a sign-in code and shows it once, large, with its expiry and a copy button', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'GET /api/admin/employees/002/app-sessions': { status: 200, body: { sessions: [] } },
      'POST /api/admin/employees/002/sign-in-code': {
        status: 201,
        body: {
          message: 'Sign-in code created. Give it to the employee now: it is shown only once.',
          code: 'K7QM-3XPA',
          expiresAt: '2026-11-29T18:30:00.000Z',
        },
      },
    });
    renderEmployeesPanel();
    await chooseAction(user, 'Grace Hopper', 'App sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'App sign-in for Grace Hopper' });
    await user.click(within(dialog).getByRole('button', { name: 'Create a sign-in code' }));

    expect(await within(dialog).findByText('K7QM-3XPA')).toBeVisible();
    expect(within(dialog).getByText('Sign-in code: K 7 Q M - 3 X P A')).toBeInTheDocument();
    expect(within(dialog).getByText(/Works once, until \d/)).toBeVisible();
    expect(within(dialog).getByLabelText('Code to copy')).toHaveValue('K7QM-3XPA');
    expect(within(dialog).getByRole('button', { name: 'Copy the sign-in code' })).toBeVisible();
    const create = calls.find((call) => call.method === 'POST');
    expect(create?.headers.get('Authorization')).toBe('Bearer manager-token');
  });

  it("lists the employee's app sessions and ends one", async () => {
    const user = userEvent.setup();
    let sessions = [session(sessionId, 'Chrome on Android', 'link')];
    const { calls } = stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'GET /api/admin/employees/002/app-sessions': () => ({ status: 200, body: { sessions } }),
      [`DELETE /api/admin/employees/002/app-sessions/${sessionId}`]: () => {
        sessions = [];
        return { status: 204 };
      },
    });
    renderEmployeesPanel();
    await chooseAction(user, 'Grace Hopper', 'App sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'App sign-in for Grace Hopper' });
    expect(await within(dialog).findByText('Chrome on Android')).toBeVisible();
    expect(within(dialog).getByText(/with an e-mailed link/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: /^End the session on Chrome on Android/ }));
    expect(await within(dialog).findByText('Not signed in to the app on any phone.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/admin/employees/002/app-sessions/${sessionId}`,
    ]);
  });

  it('says why a code could not be created, and shows no code once closed and opened again', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'GET /api/admin/employees/001/app-sessions': { status: 200, body: { sessions: [] } },
      'POST /api/admin/employees/001/sign-in-code': {
        status: 409,
        body: { message: peopleMessages.personArchived, code: 'PERSON_ARCHIVED' },
      },
    });
    renderEmployeesPanel();
    await chooseAction(user, 'Ada Lovelace', 'App sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'App sign-in for Ada Lovelace' });
    expect(await within(dialog).findByText('Not signed in to the app on any phone.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create a sign-in code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The code could not be created: /);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await chooseAction(user, 'Ada Lovelace', 'App sign-in');
    const again = await screen.findByRole('dialog', { name: 'App sign-in for Ada Lovelace' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});
