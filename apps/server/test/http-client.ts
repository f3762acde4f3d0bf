import type { TestApp } from './test-app.ts';

export type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  token?: string;
  ip?: string;
};

/** `app.inject` with a bearer token and a JSON answer, as an API client sees it. */
export function httpClient(t: Pick<TestApp, 'app'>) {
  return async function call({ method = 'GET', url, body, token, ip }: Call) {
    const res = await t.app.inject({
      method,
      url,
      payload: body as object | undefined,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: ip,
    });
    const text = res.body;
    // The timesheet exports answer CSV and the inspector's export a ZIP (its bytes); everything else JSON.
    const type = String(res.headers['content-type'] ?? '');
    const csv = type.startsWith('text/csv');
    const zip = type.startsWith('application/zip');
    return {
      status: res.statusCode,
      body: text ? (zip ? res.rawPayload : csv ? text : JSON.parse(text)) : undefined,
      headers: res.headers,
    };
  };
}

/** A token for a location's location or manager account, through the real login. */
export async function loginAs(
  call: ReturnType<typeof httpClient>,
  loc: { code: string; locationPassword: string; managerPassword: string },
  accountType: 'location' | 'manager',
): Promise<string> {
  const password = accountType === 'manager' ? loc.managerPassword : loc.locationPassword;
  const res = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { locationId: loc.code, password, accountType },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.token;
}
