import { useEffect, useRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, enUS, es, fr } from 'react-day-picker/locale';
import { intlLanguage } from '../../lib/time/clock.ts';

// The month grid of the date fields' calendar pop-up (docs/decisions/0170-date-fields.md), loaded
// with the first opening of a pop-up, never with a screen (docs/decisions/0167-forms-after-the-screen.md).

const locales = { de, en: enUS, es, fr } as const;

export interface DatePickerCalendarProps {
  /** The field's day, 'yyyy-MM-dd', or anything else when it holds none. */
  value: string;
  /** The first day of the week (0 Sunday … 6 Saturday); the language's own when not given. */
  weekStartsOn?: number;
  onPick: (day: string) => void;
}

/** A day on the browser's own calendar, at midnight, as DayPicker counts days. */
function dateOf(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A month of days in the page's language; a day picked is handed on as 'yyyy-MM-dd'. */
export function DatePickerCalendar({ value, weekStartsOn, onPick }: DatePickerCalendarProps) {
  const selected = dateOf(value);
  const language = intlLanguage().slice(0, 2) as keyof typeof locales;
  const root = useRef<HTMLDivElement>(null);
  // The field's day (or today) takes the focus as the month shows: the arrows move from there.
  useEffect(() => {
    root.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }, []);
  return (
    <div ref={root}>
      <DayPicker
        mode="single"
        required
        selected={selected}
        defaultMonth={selected}
        onSelect={(date) => onPick(dayOf(date))}
        locale={locales[language] ?? enUS}
        weekStartsOn={weekStartsOn as 0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined}
        classNames={{
          root: 'text-sm text-slate-900',
          months: 'relative',
          month: 'space-y-2',
          month_caption: 'flex h-10 items-center justify-center px-11',
          caption_label: 'text-sm font-semibold',
          nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
          button_previous:
            'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-40',
          button_next:
            'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-40',
          chevron: 'size-4 fill-current',
          month_grid: 'border-collapse',
          weekday: 'h-8 w-10 text-xs font-medium text-slate-600',
          day: 'p-0 text-center',
          day_button:
            'inline-flex size-10 items-center justify-center rounded-md tabular-nums hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600',
          selected:
            '[&>button]:bg-accent-700 [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-accent-800',
          today: 'font-semibold text-accent-800 [&>button]:underline [&>button]:underline-offset-4',
          outside: 'text-slate-400',
          disabled: 'opacity-40',
          hidden: 'invisible',
        }}
      />
    </div>
  );
}
