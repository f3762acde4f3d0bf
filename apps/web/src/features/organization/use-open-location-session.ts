import { SESSION_REDIRECT_DELAY_MS } from '@shiftclock/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDirectAccess } from '../../api/organization/direct-access.ts';
import type { LocationAccountType } from '../../api/organization/location-changes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { storeDirectAccessSession } from '../../lib/direct-access-session.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { readToken, tokenKeys } from '../../lib/token-storage.ts';
import { signOutOrganization } from './sign-out.ts';

/**
 * The Location and Manager buttons (docs/product.md section 4, direct access; messages of section 8):
 * opens the location's kiosk or manager dashboard with a token the server issues to the owner.
 * A missing or refused owner session is announced, then after 2 s the owner is sent to log in.
 */
export function useOpenLocationSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useDirectAccess();

  function expire(message: string) {
    toast.error(message);
    setTimeout(() => {
      signOutOrganization(queryClient);
      navigate(paths.organizationLogin, { replace: true });
    }, SESSION_REDIRECT_DELAY_MS);
  }

  function open(locationId: string, accountType: LocationAccountType) {
    if (!readToken(tokenKeys.token)) {
      expire(t('organization.directAccess.noToken'));
      return;
    }
    access.mutate(
      { locationId, accountType },
      {
        onSuccess: (answer) => {
          storeDirectAccessSession(answer.accountType, answer.token);
          navigate(paths.accountDashboard(answer.accountType, answer.locationId));
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            expire(t('organization.directAccess.expired'));
          } else {
            toast.error(t('organization.directAccess.failed'));
          }
        },
      },
    );
  }

  /** Which button is waiting for the server, so only that one shows a spinner. */
  const pending = access.isPending ? access.variables : undefined;
  return { open, pending };
}
