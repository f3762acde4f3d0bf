import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerGradientFor } from '../../components/ui/location-headers.ts';
import { renderRoute } from '../../test/render-route.tsx';

type Validation = { accountType: string; locationId: string | null; organizationId: string | null };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

/** Answers GET /api/auth/validate with `answer`, whatever token is sent. */
function answerValidate(answer: () => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input).endsWith('/api/auth/validate')) return answer();
    throw new Error(`unexpected call ${String(input)}`);
  });
}

/** Answers validate per bearer token, like the server: each token is one account. */
function answerValidateByToken(accounts: Record<string, Validation>) {
  fetchMock.mockImplementation(async (input, init) => {
    if (!String(input).endsWith('/api/auth/validate')) throw new Error(`unexpected call ${String(input)}`);
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    const account = accounts[auth.replace(/^Bearer /, '')];
    return account
      ? jsonResponse(200, { valid: true, ...account })
      : jsonResponse(401, { message: 'Invalid or expired token' });
  });
}

function sentToken(): string | null {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  return new Headers(init?.headers).get('Authorization');
}

const location = { accountType: 'location', locationId: 'ABC234', organizationId: 'org-1' };
const manager = { accountType: 'manager', locationId: 'ABC234', organizationId: 'org-1' };

function storeTokens(tokens: Partial<Record<'token' | 'adminToken' | 'tempToken', string>>) {
  for (const [key, value] of Object.entries(tokens)) localStorage.setItem(key, value);
}

function storedTokens() {
  return {
    token: localStorage.getItem('token'),
    adminToken: localStorage.getItem('adminToken'),
    tempToken: localStorage.getItem('tempToken'),
  };
}

async function expectPath(router: ReturnType<typeof renderRoute>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('dashboard wrapper: before validation', () => {
  it.each(['/location/ABC234', '/manager/ABC234'])(
    '%s without any token goes to /organization/login',
    async (path) => {
      const { router } = renderRoute(path);
      await expectPath(router, '/organization/login');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("shows 'Loading Dashboard...' with a progress bar while validating", async () => {
    storeTokens({ token: 'loc' });
    answerValidate(() => new Promise<Response>(() => {}));
    renderRoute('/location/ABC234');
    const progress = await screen.findByRole('progressbar', { name: 'Loading Dashboard...' });
    expect(progress).toHaveTextContent('Loading Dashboard...');
  });

  it('validates the kiosk token first on /location (tempToken, then adminToken, then token)', async () => {
    storeTokens({ token: 'org', tempToken: 'loc' });
    answerValidateByToken({ loc: location });
    renderRoute('/location/ABC234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Location Dashboard' })).toBeInTheDocument();
    expect(sentToken()).toBe('Bearer loc');
  });

  it('validates the admin token first on /manager (adminToken, then token; never tempToken)', async () => {
    storeTokens({ token: 'org', adminToken: 'mgr', tempToken: 'other' });
    answerValidateByToken({ mgr: manager });
    renderRoute('/manager/ABC234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeInTheDocument();
    expect(sentToken()).toBe('Bearer mgr');
  });
});

describe('dashboard wrapper: a valid session for this location', () => {
  it('shows the location header in the location gradient, the id, Logout and no Settings', async () => {
    storeTokens({ token: 'loc' });
    answerValidateByToken({ loc: location });
    renderRoute('/location/ABC234');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Location Dashboard' })).toBeInTheDocument();
    expect(within(header).getByText('Location ID')).toBeInTheDocument();
    expect(within(header).getByText('ABC234')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Timesheets' })).not.toBeInTheDocument();
    for (const name of headerGradientFor('ABC234').className.split(' ')) expect(header).toHaveClass(name);
    // The kiosk, not the manager's view.
    expect(screen.getByRole('heading', { level: 2, name: 'Currently Working' })).toBeInTheDocument();
  });

  it('shows the manager header with Settings, which opens /manager/settings', async () => {
    storeTokens({ token: 'mgr', adminToken: 'mgr' });
    answerValidateByToken({ mgr: manager });
    const { router } = renderRoute('/manager/ABC234');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeInTheDocument();
    expect(within(header).getByText('ABC234')).toBeInTheDocument();
    // The manager's view, not the kiosk.
    expect(screen.getByRole('region', { name: 'Weekly calendar' })).toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Settings' }));
    await expectPath(router, '/manager/settings');
  });

  it('shows the manager header with Timesheets beside Settings, which opens /manager/timesheets', async () => {
    storeTokens({ token: 'mgr', adminToken: 'mgr' });
    answerValidateByToken({ mgr: manager });
    const { router } = renderRoute('/manager/ABC234');
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Timesheets' }));
    await expectPath(router, '/manager/timesheets');
  });

  it('compares location ids case-insensitively and shows the server spelling', async () => {
    storeTokens({ token: 'loc' });
    answerValidateByToken({ loc: location });
    const { router } = renderRoute('/location/abc234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Location Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('ABC234')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/location/abc234');
  });
});

describe('dashboard wrapper: Logout', () => {
  it('of a manager clears the admin token (and its copy under token) and goes to /manager/login', async () => {
    storeTokens({ token: 'mgr', adminToken: 'mgr' });
    answerValidateByToken({ mgr: manager });
    const { router } = renderRoute('/manager/ABC234');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectPath(router, '/manager/login');
    expect(storedTokens()).toEqual({ token: null, adminToken: null, tempToken: null });
  });

  it("of a manager opened by direct access keeps the organization admin's own token", async () => {
    storeTokens({ token: 'org', adminToken: 'mgr', tempToken: 'mgr' });
    answerValidateByToken({ mgr: manager });
    const { router } = renderRoute('/manager/ABC234');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectPath(router, '/manager/login');
    expect(storedTokens()).toEqual({ token: 'org', adminToken: null, tempToken: null });
  });

  it('of a location clears the token and goes to /organization/login', async () => {
    storeTokens({ token: 'loc' });
    answerValidateByToken({ loc: location });
    const { router } = renderRoute('/location/ABC234');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectPath(router, '/organization/login');
    expect(storedTokens()).toEqual({ token: null, adminToken: null, tempToken: null });
  });
});

describe('dashboard wrapper: Logout revokes the session on the server', () => {
  /** Validates like answerValidateByToken; POST /api/auth/logout answers `logout` and is recorded. */
  function answerWithLogout(accounts: Record<string, Validation>, logout: () => Response) {
    const revoked: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const auth = (new Headers(init?.headers).get('Authorization') ?? '').replace(/^Bearer /, '');
      if (String(input).endsWith('/api/auth/logout') && init?.method === 'POST') {
        revoked.push(auth);
        return logout();
      }
      if (!String(input).endsWith('/api/auth/validate')) throw new Error(`unexpected call ${String(input)}`);
      const account = accounts[auth];
      return account
        ? jsonResponse(200, { valid: true, ...account })
        : jsonResponse(401, { message: 'Invalid or expired token' });
    });
    return revoked;
  }

  it("revokes the manager's own token, not the owner's it leaves stored, and signs out on a 404", async () => {
    storeTokens({ token: 'org', adminToken: 'mgr', tempToken: 'mgr' });
    const revoked = answerWithLogout({ mgr: manager }, () =>
      jsonResponse(404, { message: 'Route POST:/api/auth/logout not found' }),
    );
    const { router } = renderRoute('/manager/ABC234');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectPath(router, '/manager/login');
    expect(storedTokens()).toEqual({ token: 'org', adminToken: null, tempToken: null });
    await waitFor(() => expect(revoked).toEqual(['mgr']));
    // A failed revocation is not the person's problem: nothing about it is shown.
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  });

  it('revokes every token a location Logout forgets, and signs out when the server cannot be reached', async () => {
    storeTokens({ token: 'org', tempToken: 'loc' });
    const revoked = answerWithLogout({ loc: location }, () => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = renderRoute('/location/ABC234');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectPath(router, '/organization/login');
    expect(storedTokens()).toEqual({ token: null, adminToken: null, tempToken: null });
    await waitFor(() => expect(revoked.sort()).toEqual(['loc', 'org']));
    expect(screen.queryByText('Network error. Please try again.')).not.toBeInTheDocument();
  });
});

describe('dashboard wrapper: Access Denied and redirects', () => {
  async function expectAccessDenied() {
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this location')).toBeInTheDocument();
  }

  it("denies another location's dashboard; 'Go to Login' goes to /organization/login", async () => {
    storeTokens({ token: 'loc' });
    answerValidateByToken({ loc: location });
    const { router } = renderRoute('/location/XYZ789');
    await expectAccessDenied();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await expectPath(router, '/organization/login');
  });

  it.each([
    ['an organization admin', { accountType: 'orgAdmin', locationId: null, organizationId: 'org-1' }],
    ['the master admin', { accountType: 'master', locationId: null, organizationId: null }],
  ])('denies %s', async (_who, account) => {
    storeTokens({ token: 'other' });
    answerValidateByToken({ other: account });
    renderRoute('/location/ABC234');
    await expectAccessDenied();
  });

  it('sends a manager who opens /location/{id} to /manager/{id}', async () => {
    storeTokens({ token: 'mgr', adminToken: 'mgr' });
    answerValidateByToken({ mgr: manager });
    const { router } = renderRoute('/location/ABC234');
    await expectPath(router, '/manager/ABC234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeInTheDocument();
  });

  it('sends a location account that opens /manager/{id} to /location/{id}', async () => {
    storeTokens({ token: 'loc' });
    answerValidateByToken({ loc: location });
    const { router } = renderRoute('/manager/abc234');
    await expectPath(router, '/location/ABC234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Location Dashboard' })).toBeInTheDocument();
  });

  it('denies rather than loops when the stored tokens name different account types', async () => {
    // /location picks the manager's tempToken, /manager then picks the location's token.
    storeTokens({ token: 'loc', tempToken: 'mgr' });
    answerValidateByToken({ loc: location, mgr: manager });
    const { router } = renderRoute('/location/ABC234');
    await expectAccessDenied();
    expect(router.state.location.pathname).toBe('/manager/ABC234');
  });
});

describe('dashboard wrapper: failed validation', () => {
  it.each([
    [401, { message: 'Invalid or expired token' }],
    [403, { message: 'This organization is not active. Contact your organization administrator.' }],
  ])(
    "on %i shows 'Session expired. Redirecting to login...', then after 2 s clears tokens and goes to /organization/login",
    async (status, body) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      storeTokens({ token: 'mgr', adminToken: 'mgr', tempToken: 'tmp' });
      answerValidate(() => jsonResponse(status, body));
      const { router } = renderRoute('/manager/ABC234');

      expect(await screen.findByText('Session expired. Redirecting to login...')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1900));
      expect(router.state.location.pathname).toBe('/manager/ABC234');
      expect(storedTokens().adminToken).toBe('mgr');

      await act(() => vi.advanceTimersByTimeAsync(100));
      await expectPath(router, '/organization/login');
      expect(storedTokens()).toEqual({ token: null, adminToken: null, tempToken: null });
    },
  );

  it.each([
    ['a server error', () => jsonResponse(500, { message: 'Internal server error' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s removes the tokens and goes to /organization/login', async (_what, answer) => {
    storeTokens({ token: 'loc', tempToken: 'tmp' });
    answerValidate(answer);
    const { router } = renderRoute('/location/ABC234');
    // The query client retries a network or server failure once, after a second (real time: the
    // layout route's loader starts the call while the router initialises, before fake timers could
    // be moved).
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/login'), {
      timeout: 3000,
    });
    expect(storedTokens()).toEqual({ token: null, adminToken: null, tempToken: null });
    expect(screen.queryByText('Session expired. Redirecting to login...')).not.toBeInTheDocument();
  });
});
