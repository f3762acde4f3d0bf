import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/time/clock.ts';
import type { DateKey, WeekModel } from '../week.ts';

interface DayPickerProps {
  week: WeekModel;
  chosen: number;
  today: DateKey | null;
  onChoose: (dayIndex: number) => void;
}

/**
 * On a phone the time grid shows one day at a time, wide enough to read; this strip of the week's
 * days chooses which (today's is marked, the chosen one pressed).
 */
export function DayPicker({ week, chosen, today, onChoose }: DayPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="relative flex gap-1 overflow-x-auto px-2 py-2">
      <legend className="sr-only">{t('calendar.dayPicker')}</legend>
      {week.days.map((day, index) => (
        <button
          key={day.date}
          type="button"
          aria-pressed={index === chosen}
          aria-current={day.date === today ? 'date' : undefined}
          onClick={() => onChoose(index)}
          className={`flex h-12 min-w-11 flex-1 flex-col items-center justify-center rounded-md text-xs ${
            index === chosen
              ? 'bg-slate-800 text-white'
              : day.date === today
                ? 'bg-accent-50 text-accent-800'
                : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          <span className="font-medium uppercase">{formatDate(day.start, week.timeZone, 'weekday')}</span>
          <span className="text-sm font-semibold">{formatDate(day.start, week.timeZone, 'day')}</span>
        </button>
      ))}
    </fieldset>
  );
}
