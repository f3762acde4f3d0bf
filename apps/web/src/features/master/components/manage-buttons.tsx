import Building2 from 'lucide-react/icons/building-complex';
import KeyRound from 'lucide-react/icons/key-round';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../api/master/types.ts';
import { Button } from '../../../components/ui/button.tsx';

interface ManageButtonsProps {
  organization: Organization;
  onManageLicense: (organization: Organization) => void;
  onManageLimits: (organization: Organization) => void;
}

/**
 * 'License' and 'Limits', short enough for a table cell or a narrow card. Their accessible names
 * say what and whom ('Manage License: Acme') and start with the visible words' meaning, so a voice
 * user saying "click License" still reaches them.
 */
export function ManageButtons({ organization, onManageLicense, onManageLimits }: ManageButtonsProps) {
  const { t } = useTranslation();
  const name = organization.organizationName;
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        className="flex-1"
        aria-label={t('master.common.manageLicenseFor', { name })}
        onClick={() => onManageLicense(organization)}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {t('master.list.licenseShort')}
      </Button>
      <Button
        variant="secondary"
        className="flex-1"
        aria-label={t('master.common.locationLimitsFor', { name })}
        onClick={() => onManageLimits(organization)}
      >
        <Building2 aria-hidden="true" className="size-4" />
        {t('master.list.limitsShort')}
      </Button>
    </div>
  );
}
