import { useMutation } from '@tanstack/react-query';
import { type ApiBody, callApi } from '../../lib/api-client.ts';

// Registration and the e-mail links: public calls, sent without a token. Field problems come back as
// ApiError.errors.

const none = { token: 'none' } as const;

export const registerOrganization = (body: ApiBody<'POST /api/auth/register-organization'>) =>
  callApi('POST /api/auth/register-organization', { body }, none);

/** Always the same answer, whether or not the address exists. */
export const requestPasswordReset = (email: string) =>
  callApi('POST /api/auth/forgot-password', { body: { email } }, none);

/** Always the same answer, whether or not the address exists. */
export const resendVerification = (email: string) =>
  callApi('POST /api/auth/resend-verification', { body: { email } }, none);

/** With the link's one-time token. */
export const resetPassword = (body: ApiBody<'POST /api/auth/reset-password'>) =>
  callApi('POST /api/auth/reset-password', { body }, none);

/** Uses the link's one-time token. */
export const verifyEmail = (body: ApiBody<'POST /api/auth/verify-email'>) =>
  callApi('POST /api/auth/verify-email', { body }, none);

export const useRegisterOrganizationMutation = () => useMutation({ mutationFn: registerOrganization });
export const useForgotPasswordMutation = () => useMutation({ mutationFn: requestPasswordReset });
export const useResendVerificationMutation = () => useMutation({ mutationFn: resendVerification });
export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
export const useVerifyEmailMutation = () => useMutation({ mutationFn: verifyEmail });
