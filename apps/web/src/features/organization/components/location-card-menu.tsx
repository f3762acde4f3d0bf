import Download from 'lucide-react/icons/download';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLocation } from '../../../api/organization/organization-dashboard.ts';
import { ActionMenu } from '../../../components/ui/action-menu.tsx';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';

// Closed until chosen from the menu: their code (the forms' react-hook-form and zod schemas, Radix's
// dialogs) comes once the dashboard has shown its data and the browser is idle, not with its first render
// (docs/decisions/0167-forms-after-the-screen.md, lib/lazy-dialog.tsx).
const EditLocationNameDialog = lazyDialog(
  () => import('./edit-location-name-dialog.tsx').then((module) => module.EditLocationNameDialog),
  ({ open }) => open,
);
const DownloadTimesheetDialog = lazyDialog(
  () => import('./download-timesheet-dialog.tsx').then((module) => module.DownloadTimesheetDialog),
  ({ open }) => open,
);
const DeleteLocationDialog = lazyDialog(
  () => import('./delete-location-dialog.tsx').then((module) => module.DeleteLocationDialog),
  ({ open }) => open,
);

interface LocationCardMenuProps {
  organizationId: string;
  location: DashboardLocation;
  /** Where focus goes after a delete, since this menu leaves the page with its card. */
  afterDeleteFocusRef: RefObject<HTMLElement | null>;
}

/**
 * docs/product.md names the rename and delete dialogs but shows no trigger for them: they sit in a
 * small menu on each card (docs/decisions/0040-organization-dashboard-choices.md), beside
 * 'Download timesheet'.
 */
export function LocationCardMenu({ organizationId, location, afterDeleteFocusRef }: LocationCardMenuProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'edit' | 'timesheet' | 'delete' | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <>
      <ActionMenu
        ref={trigger}
        label={t('organization.card.menu', { name: location.locationName })}
        trigger={<EllipsisVertical aria-hidden="true" className="size-5" />}
        triggerClassName="text-white hover:bg-white/15 focus-visible:outline-white"
        items={[
          {
            key: 'edit',
            label: t('organization.edit.menuItem'),
            icon: <Pencil aria-hidden="true" className="size-4" />,
            onSelect: () => setDialog('edit'),
          },
          {
            key: 'timesheet',
            label: t('organization.timesheet.menuItem'),
            icon: <Download aria-hidden="true" className="size-4" />,
            onSelect: () => setDialog('timesheet'),
          },
          {
            key: 'delete',
            label: t('organization.delete.menuItem'),
            icon: <Trash2 aria-hidden="true" className="size-4" />,
            tone: 'danger',
            onSelect: () => setDialog('delete'),
          },
        ]}
      />
      <EditLocationNameDialog
        organizationId={organizationId}
        location={location}
        open={dialog === 'edit'}
        onOpenChange={close}
        finalFocusRef={trigger}
      />
      <DownloadTimesheetDialog
        organizationId={organizationId}
        location={location}
        open={dialog === 'timesheet'}
        onOpenChange={close}
        finalFocusRef={trigger}
      />
      <DeleteLocationDialog
        organizationId={organizationId}
        locationId={location.locationId}
        open={dialog === 'delete'}
        onOpenChange={close}
        finalFocusRef={afterDeleteFocusRef}
      />
    </>
  );
}
