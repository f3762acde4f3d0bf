import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '../../../lib/i18n.ts';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import { useMeQuery } from '../me-api.ts';

// Its code (the geolocation, the PIN, the punch calls) only for the people it shows to: most
// employees' phones never clock, and the Shifts tab's first load counts each kB on a cheap phone.
const PhoneClockCard = lazyComponent(() => import('./phone-clock-card.tsx').then((m) => m.PhoneClockCard));

/**
 * The phone's clock in/out, at the top of the Shifts tab (me-app.tsx renders it there): a card per
 * location of the person's where punches from the app are on (docs/decisions/0196-phone-punches-in-a-radius.md).
 * Renders nothing where there is none, or until that is known.
 */
export function PhoneClock() {
  const { t, i18n } = useTranslation();
  const clock = useMeQuery('GET /api/me/phone-clock', undefined, { staleTime: 30_000 });
  const locations = clock.data?.locations ?? [];
  const shown = locations.length > 0;
  // The kiosk's refusals (PIN, clocked in elsewhere) in the page's language; English has them already.
  useEffect(() => {
    if (shown && !i18n.language.startsWith('en')) void loadStrings('errorCodes');
  }, [shown, i18n.language]);
  if (!clock.data || !shown) return null;
  const { openShift } = clock.data;
  return (
    <section aria-label={t('me.phoneClock.title')} className="mb-6 flex flex-col gap-3">
      {locations.map((location) => (
        <PhoneClockCard
          key={location.locationId}
          location={location}
          openShift={openShift}
          onPunched={() => void clock.refetch()}
        />
      ))}
    </section>
  );
}
