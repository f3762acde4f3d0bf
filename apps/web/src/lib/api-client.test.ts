import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, errorMessage, getToken } from './api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('getToken', () => {
  it('kiosk prefers tempToken, then adminToken, then token', () => {
    localStorage.setItem('token', 'plain');
    expect(getToken('kiosk')).toBe('plain');
    localStorage.setItem('adminToken', 'admin');
    expect(getToken('kiosk')).toBe('admin');
    localStorage.setItem('tempToken', 'temp');
    expect(getToken('kiosk')).toBe('temp');
  });

  it('by default prefers adminToken, then token, and ignores tempToken', () => {
    localStorage.setItem('tempToken', 'temp');
    expect(getToken()).toBeNull();
    localStorage.setItem('token', 'plain');
    expect(getToken()).toBe('plain');
    localStorage.setItem('adminToken', 'admin');
    expect(getToken()).toBe('admin');
  });

  it("'token' reads only the account's own token", () => {
    localStorage.setItem('adminToken', 'manager-session');
    localStorage.setItem('token', 'org-admin');
    expect(getToken('token')).toBe('org-admin');
  });
});

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  function lastRequest() {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  }

  it('sends JSON with the bearer token and returns the parsed answer', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'ok', employee: { employeeId: '001' } }));

    const answer = await apiClient.post<{ message: string }>('/api/admin/employees', { name: 'Ana' });

    expect(answer).toEqual({ message: 'ok', employee: { employeeId: '001' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/admin/employees');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'Ana' }));
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the kiosk token when asked to', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    localStorage.setItem('tempToken', 'temp-token');
    fetchMock.mockResolvedValue(jsonResponse(200, { shifts: [] }));
    await apiClient.get('/api/shift/current', { token: 'kiosk' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer temp-token');
  });

  it('sends no Authorization header without a token, or when told not to', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await apiClient.get('/api/auth/validate');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    localStorage.setItem('token', 'plain');
    await apiClient.post('/api/auth/login', { email: 'a@b.co' }, { token: 'none' });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends no body and no JSON content type when there is nothing to send', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiClient.delete('/api/admin/employees/001')).resolves.toBeUndefined();
    const { init, headers } = lastRequest();
    expect(init?.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it("turns the server's error shape into an ApiError", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        message: 'An organization with this email already exists',
        errors: [{ path: 'email', msg: 'An organization with this email already exists' }],
        code: 'CONFLICT',
      }),
    );

    const error = await apiClient.post('/api/auth/register-organization', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'An organization with this email already exists',
      errors: [{ path: 'email', msg: 'An organization with this email already exists' }],
      code: 'CONFLICT',
      hasServerMessage: true,
    });
    expect(errorMessage(error, 'Registration failed')).toBe('An organization with this email already exists');
  });

  it('falls back to a generic message when the error has no JSON message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await apiClient.get('/api/admin/employees').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: 'An error occurred', errors: [], code: undefined });
    expect(errorMessage(error, 'Failed to fetch organizations')).toBe('Failed to fetch organizations');
  });

  it('reports a network failure as status 0 with the SPEC message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiClient.post('/api/shift/clock-in', { employeeId: '001' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error. Please try again.',
      isNetworkError: true,
    });
    expect(errorMessage(error, 'An error occurred')).toBe('Network error. Please try again.');
  });

  it('lets a cancelled request stay a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));

    const error = await apiClient
      .get('/api/shift/current', { signal: controller.signal })
      .catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
