import { COPY_HIGHLIGHT_MS } from '@shiftclock/contract/constants';
import type { ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLocation } from '../../../api/organization/organization-dashboard.ts';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { headerGradientFor } from '../../../components/ui/location-headers.ts';
import { formatDecimal } from '../../../lib/time/clock.ts';
import { DirectAccessButtons } from './direct-access-buttons.tsx';
import { LocationCardMenu } from './location-card-menu.tsx';
import { LocationKiosks } from './location-kiosks.tsx';
import { PasswordManagement } from './password-management.tsx';
import { ShareLinks } from './share-links.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

interface LocationCardProps {
  organizationId: string;
  location: DashboardLocation;
  afterDeleteFocusRef: RefObject<HTMLElement | null>;
}

/**
 * One location of 'Your Locations' (docs/product.md section 2). Its header wears the same gradient as the
 * location's own dashboard, so owners recognise the location on both screens.
 */
export function LocationCard({ organizationId, location, afterDeleteFocusRef }: LocationCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { stats } = location;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <div
        className={`flex items-start justify-between gap-2 px-5 py-4 text-white ${headerGradientFor(location.locationId).className}`}
      >
        <h3 id={headingId} className="min-w-0 pt-1 text-lg font-semibold break-words">
          {location.locationName}
        </h3>
        <LocationCardMenu
          organizationId={organizationId}
          location={location}
          afterDeleteFocusRef={afterDeleteFocusRef}
        />
      </div>
      <div className="flex flex-1 flex-col gap-5 p-5">
        <dl className="grid grid-cols-2 gap-3">
          <Stat label={t('organization.card.employees')} value={String(stats.employeeCount)} />
          <Stat
            label={t('organization.card.thisMonth')}
            value={t('organization.card.hours', {
              hours: formatDecimal(stats.monthHours, 1),
            })}
          />
        </dl>
        <CopyField
          label={t('organization.card.locationId')}
          value={location.locationId}
          copyLabel={t('organization.copy.copy', { label: t('organization.card.locationId') })}
          copiedLabel={t('organization.copy.copied')}
          highlightMs={COPY_HIGHLIGHT_MS}
          mono
        />
        <Section title={t('organization.kiosks.heading')}>
          <LocationKiosks location={location} />
        </Section>
        <Section title={t('organization.card.directAccess')}>
          <DirectAccessButtons locationId={location.locationId} />
        </Section>
        <Section title={t('organization.card.shareLinks')}>
          <ShareLinks />
        </Section>
        <Section title={t('organization.passwords.title')}>
          <PasswordManagement locationId={location.locationId} />
        </Section>
      </div>
    </article>
  );
}
