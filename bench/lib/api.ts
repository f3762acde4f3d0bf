import { DEMO_PASSWORDS } from '../../apps/server/src/demo/demo-data.ts';
import { MASTER_KEY } from './processes.ts';

/** The product's HTTP API as the benchmark uses it: logins and single calls, checked. */
export function api(base: string) {
  async function call<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  return {
    get: <T>(path: string, token: string) => call<T>('GET', path, { token }),
    post: <T>(path: string, token: string, body: unknown) => call<T>('POST', path, { token, body }),
    async locationToken(code: string, accountType: 'location' | 'manager') {
      const password = accountType === 'location' ? DEMO_PASSWORDS.location : DEMO_PASSWORDS.manager;
      return (
        await call<{ token: string }>('POST', '/api/auth/login', {
          body: { accountType, locationId: code, password },
        })
      ).token;
    },
    async ownerToken(email: string) {
      return (
        await call<{ token: string }>('POST', '/api/auth/login', {
          body: { accountType: 'orgAdmin', email, password: DEMO_PASSWORDS.orgAdmin },
        })
      ).token;
    },
    /** The employee app's token of the employee with this kiosk ID, through a code their manager created. */
    async employeeSignIn(managerToken: string, employeeId: string) {
      const { code } = await call<{ code: string }>(
        'POST',
        `/api/admin/employees/${employeeId}/sign-in-code`,
        {
          token: managerToken,
        },
      );
      const { token, me } = await call<{ token: string; me: { person: { name: string } } }>(
        'POST',
        '/api/me/sign-in',
        { body: { code } },
      );
      return { token, name: me.person.name };
    },
    async masterToken() {
      return (
        await call<{ token: string }>('POST', '/api/master-auth/login', { body: { password: MASTER_KEY } })
      ).token;
    },
  };
}

export type Api = ReturnType<typeof api>;
