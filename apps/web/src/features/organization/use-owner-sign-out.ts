import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { signOutOrganization } from './sign-out.ts';
import { useOrganizationSessionCheck } from './use-session-check.ts';

/** The owner's screens' sign-out, also run when the 5-minute session check finds the session gone. */
export function useOwnerSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useCallback(() => {
    signOutOrganization(queryClient);
    navigate(paths.organizationLogin, { replace: true });
  }, [queryClient, navigate]);
  useOrganizationSessionCheck(signOut);
  return signOut;
}
