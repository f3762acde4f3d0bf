import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import UserCog from 'lucide-react/icons/user-cog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useOpenLocationSession } from '../use-open-location-session.ts';

/** 'Location' opens the kiosk, 'Manager' the manager dashboard, without the accounts' passwords. */
export function DirectAccessButtons({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const { open, pending } = useOpenLocationSession();
  const busy = (type: 'location' | 'manager') =>
    pending?.locationId === locationId && pending.accountType === type;
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="secondary" busy={busy('location')} onClick={() => open(locationId, 'location')}>
        {busy('location') ? null : <MonitorSmartphone aria-hidden="true" className="size-4" />}
        {t('organization.card.openLocation')}
      </Button>
      <Button busy={busy('manager')} onClick={() => open(locationId, 'manager')}>
        {busy('manager') ? null : <UserCog aria-hidden="true" className="size-4" />}
        {t('organization.card.openManager')}
      </Button>
    </div>
  );
}
