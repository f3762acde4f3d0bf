import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../me-api.ts';
import { MePage } from './me-page.tsx';
import { MyPeriodHours } from './my-period-hours.tsx';
import { MyRecordsDownload } from './my-records-download.tsx';

/**
 * The Hours tab (/me/hours): the person's pay period at one of their locations, the manager's
 * figures exactly (docs/decisions/0194-my-hours-and-records.md), and the download of their records.
 * The location and the period are in the address (?location=&date=), so Back and a reload keep them.
 */
export function MyHoursPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const locations = me.data?.locations ?? [];
  const chosen = params.get('location');
  const location =
    locations.find((place) => place.locationId === chosen) ??
    locations.find((place) => place.isActive) ??
    locations[0];
  const date = params.get('date') ?? undefined;

  const go = (next: { location?: string; date?: string | undefined }) => {
    const search = new URLSearchParams();
    const code = next.location ?? location?.locationId;
    if (code) search.set('location', code);
    const day = 'date' in next ? next.date : date;
    if (day) search.set('date', day);
    setParams(search);
  };

  const switcher =
    locations.length > 1 && location ? (
      <label className="flex items-center gap-2 text-sm text-slate-700">
        {t('meTabs.hours.location')}
        <select
          className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-700 sm:h-10"
          value={location.locationId}
          // Another location's periods are its own: start from today's there.
          onChange={(event) => go({ location: event.target.value, date: undefined })}
        >
          {locations.map((place) => (
            <option key={place.locationId} value={place.locationId}>
              {place.locationName}
            </option>
          ))}
        </select>
      </label>
    ) : null;

  return (
    <MePage title={t('meTabs.hours.title')} actions={switcher}>
      {location ? (
        <MyPeriodHours locationId={location.locationId} date={date} onDate={(day) => go({ date: day })} />
      ) : me.isPending ? (
        <p className="text-slate-600">{t('common.loadingPage')}</p>
      ) : (
        <p className="text-slate-600">{t('meTabs.hours.noLocations')}</p>
      )}
      <MyRecordsDownload />
    </MePage>
  );
}
