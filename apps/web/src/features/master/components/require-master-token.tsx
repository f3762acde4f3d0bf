import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { readToken, tokenKeys } from '../../../lib/token-storage.ts';

/** With no token there is nothing to ask the server: straight to the master login. */
export function RequireMasterToken({ children }: { children: ReactNode }) {
  if (!readToken(tokenKeys.token)) return <Navigate replace to={paths.adminLogin} />;
  return children;
}
