import { useMutation } from '@tanstack/react-query';
import { type ApiBody, callApi } from '../../lib/api-client.ts';

export type DirectAccessInput = ApiBody<'POST /api/auth/direct-access'>;

/** A session for one of the owner's locations, without its password. */
export const requestDirectAccess = (body: DirectAccessInput) =>
  callApi('POST /api/auth/direct-access', { body }, { token: 'token' });

export const useDirectAccess = () => useMutation({ mutationFn: requestDirectAccess });
