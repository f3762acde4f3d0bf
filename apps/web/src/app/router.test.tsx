import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';

async function expectLandsOn(path: string, pathname: string, heading: string) {
  const { router } = renderRoute(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}

describe('redirects of docs/product.md section 2', () => {
  it.each([
    ['/', '/organization/login', 'Organization Login'],
    ['/location', '/location/login', 'Location Login'],
    ['/manager', '/manager/login', 'Manager Login'],
    ['/org', '/organization/login', 'Organization Login'],
    ['/organization', '/organization/login', 'Organization Login'],
    ['/master', '/admin/login', 'Master Admin Login'],
  ])('%s redirects to %s', async (path, pathname, heading) => {
    await expectLandsOn(path, pathname, heading);
  });

  it.each(['/anything', '/no/such/page/here', '/auth', '/organization/abc'])(
    'any other path (%s) redirects to /organization/login',
    async (path) => {
      await expectLandsOn(path, '/organization/login', 'Organization Login');
    },
  );

  // The dashboard wrapper's own branches are in routes/account-dashboard-page.test.tsx.
  it.each(['/location/ABC234', '/manager/ABC234'])(
    '%s without a stored token redirects to /organization/login',
    async (path) => {
      await expectLandsOn(path, '/organization/login', 'Organization Login');
    },
  );

  // The master admin's screens themselves are in features/master/components/*.test.tsx.
  it.each(['/admin', '/admin/organizations'])(
    '%s without a stored token redirects to /admin/login',
    async (path) => {
      await expectLandsOn(path, '/admin/login', 'Master Admin Login');
    },
  );

  it('sends a two-segment path that is not a dashboard account type to /organization/login', async () => {
    await expectLandsOn('/foo/ABC234', '/organization/login', 'Organization Login');
  });
});

describe('screens of docs/product.md section 2', () => {
  it.each([
    ['/organization/register', 'Organization Registration'],
    ['/organization/login', 'Organization Login'],
    ['/admin/login', 'Master Admin Login'],
    ['/auth/verify-email?token=t&type=organization', 'Email Verification'],
    ['/auth/verify-email/success?type=organization', 'Email Verification Success'],
    ['/verify-email/failed', 'Email Verification Failed'],
    ['/auth/verify-email/failed', 'Email Verification Failed'],
    ['/auth/forgot-password', 'Forgot Password'],
    ['/auth/reset-password?token=t', 'Reset Password'],
    ['/organization/org-1/dashboard', 'Organization Dashboard'],
    ['/location-headers', 'Location Header Styles'],
  ])('%s shows %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  // Static segments outrank /:accountType/:locationId in react-router's ranking; these prove it.
  it.each([
    ['/location/login', 'Location Login'],
    ['/manager/login', 'Manager Login'],
  ])('%s wins over the dashboard route', async (path, heading) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/manager/settings wins over the dashboard route', async () => {
    // The settings screen checks a stored token first; a check that never answers keeps it in view.
    // Its own branches are in features/settings/components/account-settings-page.test.tsx.
    localStorage.setItem('adminToken', 'manager-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { router } = renderRoute('/manager/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/settings');
    vi.unstubAllGlobals();
  });

  it('/login/{locationId} picks the form from ?type and fills in the location id', async () => {
    renderRoute('/login/ABC234?type=manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Location ID')).toHaveValue('ABC234');
  });

  it('/login/{locationId} without a type shows the location form', async () => {
    renderRoute('/login/ABC234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Location Login' })).toBeInTheDocument();
  });
});

function Broken(): never {
  throw new Error('boom');
}

describe('router error page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows react-router's default 'Unexpected Application Error!' (no errorElement is set)", async () => {
    // The default error page logs the error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute('/broken-for-test', [{ path: '/broken-for-test', element: <Broken /> }]);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
  });
});
