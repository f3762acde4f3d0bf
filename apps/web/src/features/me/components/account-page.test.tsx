import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { appSession, me, signedInAs, storedMeToken } from '../test/me-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const thisPhone = appSession('0f6e3c1a-8b2d-4e5f-9a7c-1d2e3f4a5b6c', 'Chrome on Android', true);
const otherPhone = appSession('7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Safari on iPhone', false);

describe('The Account tab (/me/account)', () => {
  it("lists the person's sessions, this phone marked, and ends another one", async () => {
    const user = userEvent.setup();
    signedInAs('me-token');
    let sessions = [thisPhone, otherPhone];
    const { calls } = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/me/sessions': () => ({ status: 200, body: { sessions } }),
      [`DELETE /api/me/sessions/${otherPhone.id}`]: () => {
        sessions = [thisPhone];
        return { status: 204 };
      },
    });
    renderRoute('/me/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const list = (await screen.findByText('Safari on iPhone')).closest('ul') as HTMLElement;
    const mine = within(list).getByText('Chrome on Android').closest('li') as HTMLElement;
    expect(within(mine).getByText('This phone')).toBeVisible();
    expect(within(mine).getByText(/with a manager's code/)).toBeVisible();
    expect(within(list).getByText(/with an e-mailed link/)).toBeVisible();
    // Both locations, with the person's ID at each.
    expect(screen.getByText('Midtown')).toBeVisible();
    expect(screen.getByText('Sunset Boulevard')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^End the session on Safari on iPhone/ }));
    await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).not.toBeInTheDocument());
    const ended = calls.find((call) => call.method === 'DELETE');
    expect(ended?.path).toBe(`/api/me/sessions/${otherPhone.id}`);
    expect(ended?.headers.get('Authorization')).toBe('Bearer me-token');
    expect(storedMeToken()).toBe('me-token');
  });

  it('signs out: the server is told, the token forgotten, the sign-in shown', async () => {
    const user = userEvent.setup();
    signedInAs('me-token');
    localStorage.setItem('adminToken', 'manager-token');
    const { calls } = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/me/sessions': { status: 200, body: { sessions: [thisPhone] } },
      'POST /api/me/sign-out': { status: 204 },
    });
    const { router } = renderRoute('/me/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/me');
    expect(calls.find((call) => call.path === '/api/me/sign-out')?.headers.get('Authorization')).toBe(
      'Bearer me-token',
    );
    expect(storedMeToken()).toBeNull();
    expect(localStorage.getItem('adminToken')).toBe('manager-token');
  });

  it('goes back to the sign-in when the session was ended elsewhere (401)', async () => {
    signedInAs('ended-token');
    stubApi({
      'GET /api/me': { status: 401, body: { message: 'Session expired' } },
      'GET /api/me/sessions': { status: 401, body: { message: 'Session expired' } },
    });
    renderRoute('/me/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(storedMeToken()).toBeNull();
  });
});

describe('The signed-in layout', () => {
  it('shows the person and their workplace, and the five tabs', async () => {
    signedInAs();
    stubApi({ 'GET /api/me': { status: 200, body: me } });
    renderRoute('/me');
    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(screen.getByText('Demo Coffee')).toBeVisible();
    const [wide] = screen.getAllByRole('navigation', { name: 'My work' });
    expect(
      within(wide as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shifts', '/me'],
      ['Hours', '/me/hours'],
      ['Record', '/me/record'],
      ['Time off', '/me/time-off'],
      ['Account', '/me/account'],
    ]);
  });
});
