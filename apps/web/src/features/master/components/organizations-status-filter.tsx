import { ORGANIZATION_STATUSES } from '@shiftclock/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationStatus } from '../../../api/master/types.ts';
import { Select } from '../../../components/ui/select.tsx';

// Radix Select keeps '' for "nothing chosen", so "All Status" needs a word of its own.
const all = 'all';

interface OrganizationsStatusFilterProps {
  value: OrganizationStatus | undefined;
  onChange: (status: OrganizationStatus | undefined) => void;
}

/** docs/product.md's status filter: All Status, Pending, Approved, Suspended, Rejected. */
export function OrganizationsStatusFilter({ value, onChange }: OrganizationsStatusFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('master.list.statusFilterLabel')}
      </label>
      <Select<OrganizationStatus | typeof all>
        id={id}
        className="h-11 w-full text-base sm:w-48"
        value={value ?? all}
        onValueChange={(next) => onChange(next === all ? undefined : next)}
        options={[
          { value: all, label: t('master.list.allStatus') },
          ...ORGANIZATION_STATUSES.map((status) => ({ value: status, label: t(`master.status.${status}`) })),
        ]}
      />
    </div>
  );
}
