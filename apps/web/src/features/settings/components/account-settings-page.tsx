import { Navigate } from 'react-router';
import { useValidateSession } from '../../../api/auth/validate-session.ts';
import { getToken } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { resolveSettingsAccess } from '../settings-access.ts';
import { SettingsFrame } from './settings-frame.tsx';
import { SettingsLoading } from './settings-load-states.tsx';
import { SettingsScreen } from './settings-screen.tsx';

/**
 * /manager/settings. The session is checked first (docs/product.md section 6): no token, or a token the
 * server does not accept, goes to the organization login; an account other than a manager or a
 * location goes where resolveSettingsAccess says.
 */
export function AccountSettingsPage() {
  if (!getToken('default')) return <Navigate replace to={paths.organizationLogin} />;
  return <ValidatedSettings />;
}

function ValidatedSettings() {
  // The 'default' order (adminToken, then token): the settings calls send the same token.
  const validation = useValidateSession('default');

  if (validation.isPending) {
    return (
      <SettingsFrame>
        <SettingsLoading />
      </SettingsFrame>
    );
  }
  if (validation.isError) return <Navigate replace to={paths.organizationLogin} />;

  const access = resolveSettingsAccess(validation.data);
  if (access.kind === 'redirect') return <Navigate replace to={access.to} />;
  return <SettingsScreen session={access.session} />;
}
