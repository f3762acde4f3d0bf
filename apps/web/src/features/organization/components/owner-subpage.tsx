import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import type { useOwnerPage } from '../use-owner-page.ts';
import { LockScreen } from './lock-screen.tsx';
import { OwnerScreen } from './owner-screen.tsx';

type OwnerSubpageProps = {
  /** What `useOwnerPage` answered: the organization, its dashboard, sign-out and a refused session. */
  page: ReturnType<typeof useOwnerPage>;
  title: string;
  /** The words of the way back to the dashboard. */
  back: string;
  intro?: string;
  /** Links beside the way back (to a related owner page). */
  links?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every owner page beside the dashboard: the owner's header and sign-out, the way back
 * to the dashboard, the page's title and introduction; the lock screen when the session was refused.
 */
export function OwnerSubpage({ page, title, back, intro, links, children }: OwnerSubpageProps) {
  if (page.refused) return <LockScreen />;
  return (
    <OwnerScreen organization={page.dashboard.data?.organization} signOut={page.signOut}>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <TextLink
            to={paths.organizationDashboard(page.organizationId)}
            className="inline-flex items-center gap-1"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back}
          </TextLink>
          {links}
        </div>
        <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
        {intro ? <p className="max-w-3xl text-sm text-slate-700">{intro}</p> : null}
      </div>
      {children}
    </OwnerScreen>
  );
}

/** The organization's locations as the owner pages' location choices read them. */
export function ownerLocations(page: ReturnType<typeof useOwnerPage>) {
  return (page.dashboard.data?.locations ?? []).map((location) => ({
    code: location.locationId,
    name: location.locationName,
  }));
}
