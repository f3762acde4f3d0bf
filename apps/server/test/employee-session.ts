import type { httpClient } from './http-client.ts';
import { freshIp } from './route-world.ts';

type Call = ReturnType<typeof httpClient>;

/**
 * Signs a person in to the employee app as a person without e-mail would: their manager creates a
 * sign-in code for their kiosk ID at the manager's location, and the person signs in with it.
 */
export async function employeeSignIn(call: Call, managerToken: string, employeeCode: string) {
  const code = await call({
    method: 'POST',
    url: `/api/admin/employees/${employeeCode}/sign-in-code`,
    token: managerToken,
    ip: freshIp(),
  });
  if (code.status !== 201)
    throw new Error(`sign-in code failed: ${code.status} ${JSON.stringify(code.body)}`);
  const signIn = await call({
    method: 'POST',
    url: '/api/me/sign-in',
    body: { code: code.body.code },
    ip: freshIp(),
  });
  if (signIn.status !== 200)
    throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  const sessions = await call({ url: '/api/me/sessions', token: signIn.body.token, ip: freshIp() });
  const current = sessions.body.sessions.find((s: { current: boolean }) => s.current);
  return { token: signIn.body.token as string, sessionId: current.id as string, me: signIn.body.me };
}

/** The employee app's token of the employee with this kiosk ID at the manager's location. */
export const employeeToken = async (call: Call, managerToken: string, employeeCode: string) =>
  (await employeeSignIn(call, managerToken, employeeCode)).token;
