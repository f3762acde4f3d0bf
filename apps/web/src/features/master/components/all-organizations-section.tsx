import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../api/master/types.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { DashboardSection, EmptyText } from './dashboard-section.tsx';
import { OrganizationCard } from './organization-card.tsx';

interface AllOrganizationsSectionProps {
  organizations: Organization[];
  onManageLicense: (organization: Organization) => void;
  onManageLimits: (organization: Organization) => void;
}

/** docs/product.md's 'All Organizations' card grid (the first five of the list) with 'View All'. */
export function AllOrganizationsSection({ organizations, ...actions }: AllOrganizationsSectionProps) {
  const { t } = useTranslation();
  return (
    <DashboardSection
      title={t('master.dashboard.allOrganizations')}
      action={
        <LinkButton variant="secondary" to={paths.adminOrganizations}>
          {t('master.dashboard.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LinkButton>
      }
    >
      {organizations.length === 0 ? (
        <EmptyText>{t('master.dashboard.noOrganizations')}</EmptyText>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {organizations.map((organization) => (
            <li key={organization.id} className="flex">
              <OrganizationCard organization={organization} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
