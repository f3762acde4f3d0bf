import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { clearAllTokens } from '../../../lib/token-storage.ts';
import { DashboardLoading } from './dashboard-loading.tsx';

/**
 * docs/product.md section 4: validation failing for any other reason (network, server error) removes the
 * tokens and goes to the organization login at once. The loading screen stays up meanwhile, so the
 * change is one step, not a flash of something else.
 */
export function SignOutRedirect() {
  const navigate = useNavigate();

  useEffect(() => {
    clearAllTokens();
    void navigate(paths.organizationLogin, { replace: true });
  }, [navigate]);

  return <DashboardLoading />;
}
