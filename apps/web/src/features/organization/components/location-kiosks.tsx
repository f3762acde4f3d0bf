import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLocation } from '../../../api/organization/organization-dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { loadStrings } from '../../../lib/i18n.ts';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';

// Closed until 'Manage kiosks': the dialogs' code (Radix's dialog, the device list) comes once the
// dashboard has shown its data and the browser is idle (lib/lazy-dialog.tsx), with the device list's
// strings, which are the manager's (the owner's page loads only its own).
const LocationKiosksDialog = lazyDialog(
  () =>
    Promise.all([import('./location-kiosks-dialog.tsx'), loadStrings('manager')]).then(
      ([module]) => module.LocationKiosksDialog,
    ),
  ({ open }) => open,
);

/**
 * A location card's 'Kiosks' (docs/api.md, "Devices"): how many are online, a warning when the
 * location is open by its week layout and none is, and the list with Revoke.
 */
export function LocationKiosks({ location }: { location: DashboardLocation }) {
  const { t } = useTranslation();
  const { registered, online, openNow } = location.stats.kiosks;
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2">
      {openNow && online === 0 ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('organization.kiosks.noneOnline')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {registered === 0
            ? t('organization.kiosks.none')
            : t('organization.kiosks.online', { online, registered })}
        </p>
        {registered > 0 ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('organization.kiosks.manage')}
          </Button>
        ) : null}
      </div>
      <LocationKiosksDialog location={location} open={open} onOpenChange={setOpen} />
    </div>
  );
}
