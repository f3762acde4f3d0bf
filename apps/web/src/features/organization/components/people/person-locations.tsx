import { useTranslation } from 'react-i18next';
import type { Person } from '../../../../api/people/people.ts';

/** Where a person works: each location with the kiosk ID there, and "inactive" where so. */
export function PersonLocations({ person }: { person: Person }) {
  const { t } = useTranslation();
  if (person.locations.length === 0) {
    return <p className="mt-1 text-sm text-slate-600">{t('organization.people.noLocation')}</p>;
  }
  return (
    <ul
      aria-label={t('organization.people.locationsOf', { name: person.name })}
      className="mt-1 flex flex-wrap gap-1.5"
    >
      {person.locations.map((at) => (
        <li
          key={at.locationId}
          className={`inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs ${
            at.isActive
              ? 'border-accent-200 bg-accent-50 text-accent-900'
              : 'border-slate-200 bg-slate-50 text-slate-600'
          }`}
        >
          <span className="truncate">{at.locationName}</span>
          <span className="font-mono font-semibold">{at.employeeId}</span>
          {at.isActive ? null : <span>· {t('organization.people.inactive')}</span>}
        </li>
      ))}
    </ul>
  );
}
