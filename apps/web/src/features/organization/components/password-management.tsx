import KeyRound from 'lucide-react/icons/key-round';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationAccountType } from '../../../api/organization/location-changes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const accountTypes = ['location', 'manager'] as const;

/**
 * The two password changes of a location card. A form opens under its button only when asked for,
 * one at a time, so a card stays short.
 */
export function PasswordManagement({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const formId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<LocationAccountType | null>(null);
  const titles: Record<LocationAccountType, string> = {
    location: t('organization.passwords.changeLocation'),
    manager: t('organization.passwords.changeManager'),
  };

  function close(type: LocationAccountType) {
    setOpen(null);
    // Back to the button that opened the form, so keyboard users keep their place.
    requestAnimationFrame(() =>
      container.current?.querySelector<HTMLButtonElement>(`button[data-account-type="${type}"]`)?.focus(),
    );
  }

  return (
    <div ref={container} className="space-y-3">
      <div className="grid gap-2">
        {accountTypes.map((type) => (
          <Button
            key={type}
            data-account-type={type}
            variant="secondary"
            aria-expanded={open === type}
            aria-controls={open === type ? formId : undefined}
            className={`justify-start ${open === type ? 'border-accent-600 bg-accent-50' : ''}`}
            onClick={() => setOpen(open === type ? null : type)}
          >
            <KeyRound aria-hidden="true" className="size-4 shrink-0" />
            {titles[type]}
          </Button>
        ))}
      </div>
      {open ? (
        <div id={formId}>
          <ChangePasswordForm
            key={open}
            locationId={locationId}
            accountType={open}
            title={titles[open]}
            onClose={() => close(open)}
          />
        </div>
      ) : null}
    </div>
  );
}
