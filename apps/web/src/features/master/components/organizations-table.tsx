import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../api/master/types.ts';
import { EmptyText } from './dashboard-section.tsx';
import { OrganizationRow } from './organization-row.tsx';

interface OrganizationsTableProps {
  organizations: Organization[];
  onManageLicense: (organization: Organization) => void;
  onManageLimits: (organization: Organization) => void;
}

/** docs/product.md's columns: Organization, Status, License, Locations, Created, Actions. */
export function OrganizationsTable({ organizations, ...actions }: OrganizationsTableProps) {
  const { t } = useTranslation();
  if (organizations.length === 0) return <EmptyText>{t('master.list.empty')}</EmptyText>;
  const columns = ['organization', 'status', 'license', 'locations', 'created', 'actions'] as const;
  return (
    // A narrow screen scrolls the table sideways rather than squeezing its columns unreadable.
    <div className="relative -mx-4 overflow-x-auto px-4 lg:-mx-6 lg:px-6">
      <table className="w-full min-w-[36rem] text-left">
        <thead>
          <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`pr-3 pb-2 last:pr-0 ${column === 'status' ? 'max-lg:hidden' : ''}`}
              >
                {t(`master.list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {organizations.map((organization) => (
            <OrganizationRow key={organization.id} organization={organization} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
