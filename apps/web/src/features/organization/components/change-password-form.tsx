import { allPass, locationPasswordChecks, managerChangePasswordChecks } from '@shiftclock/contract/passwords';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LocationAccountType,
  useChangeLocationPassword,
} from '../../../api/organization/location-changes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checklist } from '../../../components/ui/checklist.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useShowSuccess } from './success-popup.tsx';

interface ChangePasswordFormProps {
  locationId: string;
  accountType: LocationAccountType;
  /** The form's heading, e.g. 'Change Manager Password'. */
  title: string;
  onClose: () => void;
}

/**
 * A new password for a location's kiosk or manager account (docs/product.md section 5, change password):
 * trimmed, checked against the contract's rules (the manager's accept any symbol here) and its
 * confirmation; anything short of that gives one message, 'Please fulfill all password requirements'.
 */
export function ChangePasswordForm({ locationId, accountType, title, onClose }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const showSuccess = useShowSuccess();
  const change = useChangeLocationPassword();
  // Plain state, not react-hook-form (docs/forms.md): the owner's first screen loads without it.
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);

  const newPassword = password.trim();
  const rules =
    accountType === 'manager'
      ? managerChangePasswordChecks(newPassword)
      : locationPasswordChecks(newPassword);
  const matches = newPassword !== '' && newPassword === confirmation.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allPass(rules) || !matches) {
      setError(t('organization.passwords.fulfill'));
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ locationId, accountType, newPassword });
      showSuccess(t('organization.passwords.updated'));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t('organization.passwords.failed')));
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <PasswordField
        label={t('organization.passwords.newPassword')}
        autoComplete="new-password"
        // The form opens on a click of its button: focus moves into what the owner just opened.
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={<Checklist label={t('organization.passwords.requirements')} items={rules} />}
      />
      <PasswordField
        label={t('organization.passwords.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        hint={
          <Checklist
            label={t('organization.passwords.passwordsMatch')}
            items={[{ key: 'match', label: t('organization.passwords.passwordsMatch'), ok: matches }]}
          />
        }
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          {t('organization.passwords.cancel')}
        </Button>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t('organization.passwords.saving') : t('organization.passwords.submit')}
        </Button>
      </div>
    </form>
  );
}
