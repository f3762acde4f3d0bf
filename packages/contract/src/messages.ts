/** Visible validation and error texts of SPEC.md sections 5 and 8 and CONTRACT.md section 4, written once. */
export const messages = {
  organizationNameRequired: 'Organization name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordRequirements: 'Password does not meet requirements',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordStrict:
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
  resetPasswordShort: 'Password must be at least 6 characters',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  locationIdRequired: 'Location ID is required',
  emailTaken: 'An organization with this email already exists',
  invalidLocationLogin: 'Invalid location ID or password',
  invalidOrgAdminLogin: 'Invalid email or password',
  invalidMasterKey: 'Invalid password',
  emailNotVerified: 'Please verify your email address before logging in.',
  organizationInactive: 'This organization is not active. Contact your organization administrator.',
  invalidVerificationLink: 'Invalid or expired verification link',
  invalidOrExpiredResetLink:
    'This reset link is invalid, expired or already used. Please request a new password reset.',
  resendVerificationSent:
    'If an account with that email exists and is not yet verified, a new verification email has been sent.',
  forgotPasswordSent: 'If an account with that email exists, a password reset link has been sent.',
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  emailVerified: 'Email verified successfully',
  passwordResetSuccess: 'Password reset successfully',
  loginSuccess: 'Login successful',
  sessionRequired: 'Authentication required',
  sessionInvalid: 'Session expired or invalid. Please log in again.',
} as const;
