import { zodResolver } from '@hookform/resolvers/zod';
import { locationLoginBody } from '@shiftclock/contract/auth';
import { optionalDeviceName } from '@shiftclock/contract/devices';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocationLoginMutation } from '../../../api/auth/login.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { browserDeviceKey } from '../../../lib/device-key.ts';
import { type DashboardAccountType, paths } from '../../../lib/paths.ts';
import { AuthScreen } from './auth-screen.tsx';

// The server's own rules (required, at most 6 characters, upper-cased), so both say the same thing.
const loginForm = locationLoginBody.pick({ locationId: true, password: true });
// A kiosk may also name itself; left empty, the server numbers it ('Kiosk 3') and a login from the
// same browser keeps the name the device has (a manager may have given it one since).
const kioskLoginForm = loginForm.extend({ deviceName: optionalDeviceName });

/**
 * Location and manager login share one form (docs/product.md: "Manager login: same fields").
 * /location/login and /manager/login fix the account type; /login/{locationId}?type=… reads it from
 * the query (location unless it says manager) and fills in the location id.
 */
export function AccountLoginPage({ accountType }: { accountType?: DashboardAccountType }) {
  const { locationId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const type = accountType ?? (searchParams.get('type') === 'manager' ? 'manager' : 'location');
  // A new location id or type in the address is a new form, not an edit of the old one.
  return <AccountLoginForm key={`${type}:${locationId}`} type={type} prefilledLocationId={locationId} />;
}

function AccountLoginForm({
  type,
  prefilledLocationId,
}: {
  type: DashboardAccountType;
  prefilledLocationId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLocationLoginMutation();
  const isManager = type === 'manager';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ locationId: string; password: string; deviceName?: string }>({
    resolver: zodResolver(isManager ? loginForm : kioskLoginForm),
    defaultValues: {
      locationId: prefilledLocationId,
      password: '',
      ...(isManager ? {} : { deviceName: '' }),
    },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      // The browser's key makes a kiosk's next login replace its own device (docs/api.md, "Devices").
      isManager
        ? { ...values, accountType: type }
        : { ...values, accountType: type, deviceKey: browserDeviceKey() ?? undefined },
      {
        onSuccess: ({ user }) => {
          void navigate(paths.accountDashboard(user.accountType, user.locationId), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthScreen
      title={isManager ? t('screens.managerLogin') : t('screens.locationLogin')}
      footer={
        <p>
          <TextLink to={isManager ? paths.locationLogin : paths.managerLogin}>
            {isManager ? t('auth.accountLogin.switchToLocation') : t('auth.accountLogin.switchToManager')}
          </TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {login.isError ? (
          <Alert tone="error">{errorMessage(login.error, t('auth.accountLogin.errorFallback'))}</Alert>
        ) : null}
        <TextField
          label={t('auth.accountLogin.locationIdLabel')}
          hint={t('auth.accountLogin.locationIdHint')}
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          // An id arriving in the link is known; the password is what the user types next.
          autoFocus={!prefilledLocationId}
          className="[&_input]:font-mono [&_input]:uppercase [&_input]:tracking-widest"
          error={errors.locationId?.message}
          {...register('locationId')}
        />
        <PasswordField
          label={t('auth.accountLogin.passwordLabel')}
          autoFocus={Boolean(prefilledLocationId)}
          error={errors.password?.message}
          {...register('password')}
        />
        {isManager ? null : (
          <TextField
            label={t('auth.accountLogin.deviceNameLabel')}
            hint={t('auth.accountLogin.deviceNameHint')}
            autoComplete="off"
            maxLength={60}
            error={errors.deviceName?.message}
            {...register('deviceName')}
          />
        )}
        <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
          {isManager ? t('auth.accountLogin.submitManager') : t('auth.accountLogin.submitLocation')}
        </Button>
      </form>
      {/* Managers an organization lists for its identity provider; a kiosk has no browser sign-in. */}
      {isManager ? (
        <LinkButton to={paths.ssoSignIn} variant="secondary" size="lg" className="mt-3 w-full">
          {t('auth.organizationLogin.ssoButton')}
        </LinkButton>
      ) : null}
    </AuthScreen>
  );
}
