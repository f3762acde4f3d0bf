import { useState } from 'react';
import type { Organization } from '../../../api/master/types.ts';
import { LocationLimitsDialog } from './location-limits-dialog.tsx';
import { ManageLicenseDialog } from './manage-license-dialog.tsx';

type Target = { dialog: 'license' | 'limits'; organization: Organization } | null;

/** Which of the two modals is open, and for which organization: at most one at a time. */
export function useOrganizationDialogs() {
  const [target, setTarget] = useState<Target>(null);
  return {
    target,
    openLicense: (organization: Organization) => setTarget({ dialog: 'license', organization }),
    openLimits: (organization: Organization) => setTarget({ dialog: 'limits', organization }),
    close: () => setTarget(null),
  };
}

export function OrganizationDialogs({
  target,
  close,
}: Pick<ReturnType<typeof useOrganizationDialogs>, 'target' | 'close'>) {
  return (
    <>
      <ManageLicenseDialog
        organization={target?.dialog === 'license' ? target.organization : null}
        onClose={close}
      />
      <LocationLimitsDialog
        organization={target?.dialog === 'limits' ? target.organization : null}
        onClose={close}
      />
    </>
  );
}
