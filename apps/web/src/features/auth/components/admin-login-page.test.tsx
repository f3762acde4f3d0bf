import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

async function enterKey(key: string) {
  const user = userEvent.setup();
  if (key) await user.type(screen.getByLabelText('Master Key'), key);
  await user.click(screen.getByRole('button', { name: 'Enter Master Key' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('master admin login', () => {
  it('requires the key', async () => {
    const { calls } = stubApi({});
    renderRoute('/admin/login');
    await enterKey('');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stores the token under token and opens /admin', async () => {
    const { calls } = stubApi({
      'POST /api/master-auth/login': {
        status: 200,
        body: { message: 'Login successful', token: 'master-token' },
      },
    });
    const { router } = renderRoute('/admin/login', [{ path: '/admin', element: <p>master dashboard</p> }]);

    await enterKey('the-master-key');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls[0]?.body).toEqual({ password: 'the-master-key' });
    expect(localStorage.getItem('token')).toBe('master-token');
  });

  // The second: a proxy's answer without the server's message; the screen's own words stand in.
  it.each([[{ status: 401, body: { message: 'Invalid password' } }], [{ status: 502, body: {} }]])(
    "says 'Invalid password' (%#)",
    async (answer) => {
      stubApi({ 'POST /api/master-auth/login': answer });
      renderRoute('/admin/login');
      await enterKey('wrong');
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
      expect(localStorage.getItem('token')).toBeNull();
    },
  );
});
