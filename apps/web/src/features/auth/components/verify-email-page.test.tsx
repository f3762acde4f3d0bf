import { configure, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

// As in development (main.tsx): effects run twice, and the single-use link must still be used once.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));
afterEach(() => vi.unstubAllGlobals());

const link = '/auth/verify-email?token=tok-1&type=organization';

describe('e-mail verification', () => {
  it("shows 'Verifying email...' while it works", async () => {
    stubApi({ 'GET /api/auth/verify-email/status': () => new Promise<never>(() => {}) });
    renderRoute(link);
    expect(await screen.findByText('Verifying email...')).toBeInTheDocument();
  });

  it('goes straight to the success page when the account is verified already', async () => {
    const { calls } = stubApi({
      'GET /api/auth/verify-email/status': { status: 200, body: { verified: true } },
    });
    const { router } = renderRoute(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify-email/success'));
    expect(router.state.location.search).toBe('?type=organization');
    expect(await screen.findByText('Organization account created')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).not.toContain('POST');
    expect(calls[0]?.url.searchParams.get('token')).toBe('tok-1');
    expect(calls[0]?.url.searchParams.get('type')).toBe('organization');
  });

  it('uses the link exactly once, then shows the success page', async () => {
    const { calls } = stubApi({
      'GET /api/auth/verify-email/status': { status: 200, body: { verified: false } },
      // A slow answer leaves time for re-renders, each of which must not use the link again.
      'POST /api/auth/verify-email': () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ status: 200, body: { message: 'Email verified successfully' } }), 100),
        ),
    });
    const { router } = renderRoute(link);
    expect(await screen.findByText('Organization account created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verify-email/success');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'tok-1', type: 'organization' });
  });

  it('goes to the plain success page for a link of another type', async () => {
    stubApi({
      'GET /api/auth/verify-email/status': { status: 200, body: { verified: false } },
      'POST /api/auth/verify-email': { status: 200, body: { message: 'ok' } },
    });
    const { router } = renderRoute('/auth/verify-email?token=tok-1&type=location');
    expect(await screen.findByText('Email Verified!')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it.each([
    [
      { status: 400, body: { message: 'Invalid or expired verification link' } },
      'Invalid or expired verification link',
    ],
    [{ status: 500, body: {} }, 'Verification failed'],
  ])('sends a failure to /verify-email/failed with its message (%#)', async (answer, shown) => {
    stubApi({
      'GET /api/auth/verify-email/status': { status: 200, body: { verified: false } },
      'POST /api/auth/verify-email': answer,
    });
    const { router } = renderRoute(link);
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email/failed');
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByText('The verification link is invalid or expired')).toBeInTheDocument();
  });

  it('still tries the link when the status look fails', async () => {
    const { calls } = stubApi({
      'GET /api/auth/verify-email/status': 'network-error',
      'POST /api/auth/verify-email': { status: 200, body: { message: 'ok' } },
    });
    renderRoute(link);
    expect(await screen.findByText('Organization account created')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('treats a link without a token as failed, without calling the server', async () => {
    const { calls } = stubApi({});
    const { router } = renderRoute('/auth/verify-email?type=organization');
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email/failed');
    expect(calls).toEqual([]);
  });
});
