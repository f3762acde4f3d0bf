import { useTranslation } from 'react-i18next';

export type CalendarView = 'week' | 'employees';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['week', 'employees'];

/** 'Week | By employee': two pressed-or-not buttons, the way a segmented control reads aloud. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: CalendarView;
  onChange: (view: CalendarView) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t('calendar.view.label')}</legend>
      {CALENDAR_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={`h-10 rounded px-3 text-sm font-medium sm:h-9 ${
            view === option ? 'bg-slate-800 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {t(`calendar.view.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
