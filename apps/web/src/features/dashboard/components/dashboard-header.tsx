import Clock from 'lucide-react/icons/clock';
import FileClock from 'lucide-react/icons/file-clock';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { headerGradientFor } from '../../../components/ui/location-headers.ts';
import type { DashboardAccountType } from '../../../lib/paths.ts';

interface DashboardHeaderProps {
  accountType: DashboardAccountType;
  locationId: string;
  /** Absent while the location's info loads: the header then shows the Location ID alone. */
  locationName?: string | undefined;
  /** Only managers have settings; without a handler there is no Settings button. */
  onSettings?: (() => void) | undefined;
  /** Only managers have timesheets; without a handler there is no Timesheets button. */
  onTimesheets?: (() => void) | undefined;
  onLogout: () => void;
  /**
   * The kiosk's header: the same facts in three short lines, Logout beside them, so that a phone
   * or a landscape tablet keeps its height for the keypad and the buttons.
   */
  compact?: boolean;
}

// White buttons on the gradient; the focus ring turns white too, since the accent blue would vanish
// on the blue and purple gradients.
const headerButton = 'focus-visible:outline-white';

/** The dashboard's title bar in the location's own gradient, the same on every device. */
export function DashboardHeader({
  accountType,
  locationId,
  locationName,
  onSettings,
  onTimesheets,
  onLogout,
  compact = false,
}: DashboardHeaderProps) {
  const { t } = useTranslation();
  const gradient = headerGradientFor(locationId);
  const title = accountType === 'manager' ? t('dashboard.managerTitle') : t('dashboard.locationTitle');

  const brand = (
    // A phone's kiosk needs the height more than the app's name (it is in the window's title too).
    <p className={`flex items-center gap-2 text-sm font-medium ${compact ? 'max-sm:hidden' : ''}`}>
      <Clock aria-hidden="true" className="size-4" />
      {t('app.name')}
    </p>
  );
  const locationIdLine = (
    <>
      {t('dashboard.locationIdLabel')}{' '}
      <span className="rounded bg-white/15 px-2 py-0.5 text-base font-semibold tracking-widest">
        {locationId}
      </span>
    </>
  );
  const buttons = (
    <div className={compact ? 'flex shrink-0 gap-2' : 'flex flex-wrap gap-2'}>
      {onTimesheets ? (
        <Button variant="secondary" className={headerButton} onClick={onTimesheets}>
          <FileClock aria-hidden="true" className="size-4" />
          {t('dashboard.timesheets')}
        </Button>
      ) : null}
      {onSettings ? (
        <Button variant="secondary" className={headerButton} onClick={onSettings}>
          <Settings aria-hidden="true" className="size-4" />
          {t('dashboard.settings')}
        </Button>
      ) : null}
      <Button variant="secondary" className={headerButton} onClick={onLogout}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('dashboard.logout')}
      </Button>
    </div>
  );

  return (
    <header className={`text-white ${gradient.className}`}>
      {compact ? (
        // Title and Logout on top, the location's name and ID on one line across the whole width.
        <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            {brand}
            <h1 className="text-lg font-semibold tracking-tight sm:text-2xl">{title}</h1>
          </div>
          {buttons}
          <p className="col-span-2 mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {locationName ? <span className="truncate text-base font-medium">{locationName}</span> : null}
            <span>{locationIdLine}</span>
          </p>
        </div>
      ) : (
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-4 px-4 py-5 sm:px-6">
          <div className="min-w-0">
            {brand}
            <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
            {locationName ? <p className="mt-1 truncate text-lg font-medium">{locationName}</p> : null}
            <p className="mt-1 text-sm">{locationIdLine}</p>
          </div>
          {buttons}
        </div>
      )}
    </header>
  );
}
