import MapPin from 'lucide-react/icons/map-pin';
import Plus from 'lucide-react/icons/plus';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DashboardLocation,
  DashboardOrganization,
} from '../../../api/organization/organization-dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LocationCard } from './location-card.tsx';

interface LocationsSectionProps {
  organizationId: string;
  organization: DashboardOrganization;
  locations: DashboardLocation[];
  onAdd: () => void;
  /** Why no location can be created now (the organization awaits approval), shown by the button. */
  blockedReason?: string | undefined;
}

/** docs/product.md section 6: at the limit the owner cannot add a location, and is told to contact sales. */
export function isAtLocationLimit({ locationLimits }: DashboardOrganization): boolean {
  return locationLimits.currentLocations >= locationLimits.maxLocations;
}

/** 'Your Locations': the Add button (disabled at the limit), then the cards or the empty state. */
export function LocationsSection({
  organizationId,
  organization,
  locations,
  onAdd,
  blockedReason,
}: LocationsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const limitHintId = useId();
  // After a delete the card and its menu are gone; focus comes back to the section.
  const heading = useRef<HTMLHeadingElement>(null);
  const atLimit = isAtLocationLimit(organization);
  const reason = blockedReason ?? (atLimit ? t('organization.locations.limitReached') : null);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t('organization.locations.title')}
        </h2>
        <div className="flex flex-col items-end gap-1">
          <Button
            onClick={onAdd}
            disabled={reason !== null}
            aria-describedby={reason ? limitHintId : undefined}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('organization.locations.add')}
          </Button>
        </div>
      </div>
      {reason ? (
        <p id={limitHintId} className="text-right text-sm text-slate-700">
          {reason}
        </p>
      ) : null}
      {locations.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <MapPin aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">{t('organization.locations.emptyTitle')}</p>
          <p className="mt-1 text-slate-600">{t('organization.locations.emptyText')}</p>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {locations.map((location) => (
            <LocationCard
              key={location.locationId}
              organizationId={organizationId}
              location={location}
              afterDeleteFocusRef={heading}
            />
          ))}
        </div>
      )}
    </section>
  );
}
