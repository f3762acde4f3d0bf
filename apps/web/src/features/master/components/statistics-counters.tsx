import Building2 from 'lucide-react/icons/building-complex';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Hourglass from 'lucide-react/icons/hourglass';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import type { MasterDashboard } from '../../../api/master/types.ts';

/** docs/product.md's four counters: Total Organizations, Approved, Pending, Total Users. */
export function StatisticsCounters({ statistics }: { statistics: MasterDashboard['statistics'] }) {
  const { t } = useTranslation();
  const counters = [
    {
      key: 'total',
      label: t('master.dashboard.totalOrganizations'),
      value: statistics.totalOrganizations,
      Icon: Building2,
    },
    {
      key: 'approved',
      label: t('master.dashboard.approved'),
      value: statistics.approvedOrganizations,
      Icon: CheckCircle2,
    },
    {
      key: 'pending',
      label: t('master.dashboard.pending'),
      value: statistics.pendingOrganizations,
      Icon: Hourglass,
    },
    { key: 'users', label: t('master.dashboard.totalUsers'), value: statistics.totalUsers, Icon: Users },
  ];
  return (
    <dl aria-label={t('master.dashboard.statistics')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {counters.map(({ key, label, value, Icon }) => (
        // A <dl>'s groups may hold only <dt> and <dd>, so the icon sits inside the term, placed by CSS.
        <div
          key={key}
          className="relative flex min-h-21 flex-col-reverse justify-center rounded-lg border border-slate-200 bg-white py-4 pr-4 pl-20 shadow-xs"
        >
          <dt className="text-sm text-slate-600">
            <span className="absolute top-1/2 left-5 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-accent-50 text-accent-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
