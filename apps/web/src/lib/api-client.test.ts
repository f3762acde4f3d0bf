import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, errorMessage, errorText, getToken, urlOf } from './api-client.ts';
import { switchLanguage } from './i18n.ts';

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

describe('urlOf', () => {
  it('fills path parameters, encoded, and leaves undefined query values out', () => {
    expect(urlOf('PUT /api/admin/employees/:employeeId', { params: { employeeId: 'a/b' } })).toBe(
      '/api/admin/employees/a%2Fb',
    );
    expect(
      urlOf('GET /api/admin/shifts', { query: { limit: 50, before: undefined, startDate: '2026-03-01' } }),
    ).toBe('/api/admin/shifts?limit=50&startDate=2026-03-01');
    expect(urlOf('GET /api/shift/current')).toBe('/api/shift/current');
  });
});

describe('callApi', () => {
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

    const answer = await callApi('POST /api/admin/employees', { body: { name: 'Ana' } });

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
    await callApi('GET /api/shift/current', {}, { token: 'kiosk' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer temp-token');
  });

  it('sends no Authorization header without a token, or when told not to', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await callApi('GET /api/auth/validate');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    localStorage.setItem('token', 'plain');
    await callApi(
      'POST /api/auth/login',
      { body: { accountType: 'orgAdmin', email: 'a@b.co', password: 'x' } },
      { token: 'none' },
    );
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends no body and no JSON content type when there is nothing to send', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      callApi('DELETE /api/admin/employees/:employeeId', { params: { employeeId: '001' } }),
    ).resolves.toBeUndefined();
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

    const error = await callApi('POST /api/auth/register-organization', {
      body: { organizationName: 'A', email: 'a@b.co', password: 'x', confirmPassword: 'x' },
    }).catch((e: unknown) => e);

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

    const error = await callApi('GET /api/admin/employees').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: 'An error occurred', errors: [], code: undefined });
    expect(errorMessage(error, 'Failed to fetch organizations')).toBe('Failed to fetch organizations');
  });

  it('reports a network failure as status 0 with the network message of docs/product.md', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await callApi('POST /api/shift/clock-in', { body: { employeeId: '001' } }).catch(
      (e: unknown) => e,
    );

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

    const error = await callApi('GET /api/shift/current', {}, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('errorText', () => {
  afterEach(() => switchLanguage('en'));

  it("names an approved pay period in the page's language (PERIOD_APPROVED, PUNCH_IN_APPROVED_PERIOD)", async () => {
    const period = { periodStart: '2026-11-01', periodEnd: '2026-11-15' };
    const english = 'The pay period Nov 1 – Nov 15, 2026 is approved. Reopen it to change this shift.';
    // English is the server's own message, which names the period already.
    expect(errorText(english, 'PERIOD_APPROVED', period)).toBe(english);
    await switchLanguage('de');
    expect(errorText(english, 'PERIOD_APPROVED', period)).toMatch(
      /^Der Abrechnungszeitraum 1\. Nov\.? – 15\. Nov\.? 2026 ist genehmigt\./,
    );
    await switchLanguage('fr');
    expect(
      errorText('…', 'PUNCH_IN_APPROVED_PERIOD', {
        periodStart: '2026-12-16',
        periodEnd: '2027-01-15',
        employeeName: 'Ann Lee',
      }),
    ).toMatch(/^La période de paie 16 déc\.? 2026 – 15 janv\.? 2027 est validée : le pointage de Ann Lee/);
  });
});
