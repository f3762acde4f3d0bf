import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface CalendarSlotProps {
  locationName: string | undefined;
  /** The location's zone, said once here so every time below reads in it; null while unknown. */
  timeZone: string | null;
}

/**
 * ISSUE 8 SLOT: the weekly calendar (Previous, Today, Next, Refresh, Employee Legend) replaces this
 * card. It opens the same dialogs through `useShiftDialogs` (manager-view.tsx): an empty slot calls
 * `openSchedule(draftFromSlot(slotStart))` (features/schedule/drafts.ts), a shift calls
 * `openEdit(shift)`. Until then Schedule Shift lives on the upcoming-shifts card below.
 */
export function CalendarSlot({ locationName, timeZone }: CalendarSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-4 sm:px-6"
    >
      <CalendarDays aria-hidden="true" className="size-8 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('manager.view.calendarTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('manager.view.calendarNote')}</p>
        {timeZone ? (
          <p className="mt-1 text-sm text-slate-700">
            {locationName
              ? t('manager.view.timesAtLocation', { locationName, timeZone })
              : t('manager.view.timesIn', { timeZone })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
