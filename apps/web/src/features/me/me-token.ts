import { useSyncExternalStore } from 'react';
import {
  employeeTokenKey,
  onStoredTokensChange,
  readToken,
  removeToken,
  writeToken,
} from '../../lib/token-storage.ts';

// The employee's own token, kept apart from the manager's and the owner's (lib/token-storage.ts,
// docs/decisions/0192-the-employee-app-shell.md): signing in or out of /me never touches theirs.

export const readMeToken = (): string | null => readToken(employeeTokenKey);
export const storeMeToken = (token: string): void => writeToken(employeeTokenKey, token);
export const forgetMeToken = (): void => removeToken(employeeTokenKey);

/** The stored employee token, re-rendering when it changes here or in another tab. */
export function useMeToken(): string | null {
  return useSyncExternalStore(onStoredTokensChange, readMeToken, () => null);
}
