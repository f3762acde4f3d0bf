import type { ReactNode } from 'react';
import type { DashboardOrganization } from '../../../api/organization/organization-dashboard.ts';
import { logOut } from '../../../lib/logout.ts';
import { OrganizationHeader } from './organization-header.tsx';
import { SuccessPopupProvider } from './success-popup.tsx';

/**
 * The frame of the owner's screens (the dashboard, People): the header with Logout, the 'Success!'
 * popup, and the page's width. `organization` is absent while loading or when it could not be read.
 */
export function OwnerScreen({
  organization,
  signOut,
  children,
}: {
  organization: DashboardOrganization | undefined;
  signOut: () => void;
  children: ReactNode;
}) {
  return (
    <SuccessPopupProvider>
      <div className="min-h-dvh">
        <OrganizationHeader
          organizationName={organization?.organizationName}
          email={organization?.email}
          onLogout={() => logOut(signOut)}
        />
        <main className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">{children}</main>
      </div>
    </SuccessPopupProvider>
  );
}
