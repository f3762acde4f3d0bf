import { meMessages, meNotices } from '@shiftclock/contract/me-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { me, storedMeToken } from '../test/me-fixture.ts';

afterEach(() => vi.unstubAllGlobals());

const notice =
  /If this e-mail belongs to someone at a workplace using ShiftClock, a sign-in link is on its way/;

describe('The employee app signed out (/me)', () => {
  it.each(['grace@example.com', 'nobody@nowhere.example'])(
    'shows the same notice whatever the e-mail (%s)',
    async (email) => {
      const user = userEvent.setup();
      const { calls } = stubApi({
        'POST /api/me/sign-in-link': { status: 202, body: { message: meNotices.signInLinkSent } },
      });
      renderRoute('/me');
      await user.type(await screen.findByLabelText('Your e-mail'), email);
      await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
      expect(await screen.findByText(notice)).toBeVisible();
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toEqual({ email });
      // A public call: no token of any kind goes with it.
      expect(calls[0]?.headers.get('Authorization')).toBeNull();
    },
  );

  it('asks for an e-mail address before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderRoute('/me');
    await user.type(await screen.findByLabelText('Your e-mail'), 'grace');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(/Enter your e-mail address/)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('signs in with a code typed in any case, with or without its dash, and shows the person', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/me/sign-in': { status: 200, body: { token: 'new-me-token', me } },
      'GET /api/me': { status: 200, body: me },
    });
    localStorage.setItem('token', 'manager-token');
    localStorage.setItem('adminToken', 'manager-token');
    const { router } = renderRoute('/me');
    const field = await screen.findByLabelText('Sign-in code');
    await user.type(field, 'k7qm 3xpa');
    expect(field).toHaveValue('K7QM-3XPA');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(screen.getByText('Demo Coffee')).toBeVisible();
    expect(router.state.location.pathname).toBe('/me');
    expect(calls.find((call) => call.path === '/api/me/sign-in')?.body).toEqual({ code: 'K7QM3XPA' });
    expect(storedMeToken()).toBe('new-me-token');
    // The manager's token on the same phone is left alone, and never sent by the employee app.
    expect(localStorage.getItem('adminToken')).toBe('manager-token');
    for (const call of calls) expect(call.headers.get('Authorization')).not.toBe('Bearer manager-token');
  });

  it('refuses a code that cannot be one without asking the server, and shows the refusal of a spent one', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/me/sign-in': {
        status: 403,
        body: { message: meMessages.signInInvalid, code: 'SIGN_IN_INVALID' },
      },
    });
    renderRoute('/me');
    const field = await screen.findByLabelText('Sign-in code');
    // 0 and O are not in a code's alphabet.
    await user.type(field, 'ABCD-EFG0');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/A sign-in code has 8 letters and digits/)).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ABCDEFGH');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/This sign-in link or code is not valid/)).toBeVisible();
    expect(storedMeToken()).toBeNull();
  });

  it.each(['/me/hours', '/me/record', '/me/account'])('sends %s to the sign-in', async (path) => {
    stubApi({});
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/me');
  });
});

describe('An e-mailed sign-in link (/me/sign-in?token=…)', () => {
  it('signs in once and shows the Shifts tab', async () => {
    const { calls } = stubApi({
      'POST /api/me/sign-in': { status: 200, body: { token: 'link-me-token', me } },
      'GET /api/me': { status: 200, body: me },
    });
    const { router } = renderRoute('/me/sign-in?token=abc123');
    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'));
    const signIns = calls.filter((call) => call.path === '/api/me/sign-in');
    expect(signIns.map((call) => call.body)).toEqual([{ token: 'abc123' }]);
    expect(storedMeToken()).toBe('link-me-token');
  });

  it('says why a used or expired link did not work, with a way to ask again', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/me/sign-in': {
        status: 403,
        body: { message: meMessages.signInInvalid, code: 'SIGN_IN_INVALID' },
      },
    });
    const { router } = renderRoute('/me/sign-in?token=spent');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/This sign-in link or code is not valid/);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/me');
    expect(storedMeToken()).toBeNull();
  });

  it('says so when the address has no token', async () => {
    const { calls } = stubApi({});
    renderRoute('/me/sign-in');
    expect(await screen.findByText(/This address has no sign-in link in it/)).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
