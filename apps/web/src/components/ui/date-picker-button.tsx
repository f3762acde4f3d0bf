import CalendarDays from 'lucide-react/icons/calendar-days';
import * as Popover from 'radix-ui/popover';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { WeekStartContext } from '../../lib/time/week-start.ts';

// The calendar's code (react-day-picker) comes with the first opening of a pop-up, not with the
// screen or the dialog (docs/decisions/0167-forms-after-the-screen.md); it is asked for as soon as
// a pointer or the keyboard reaches a button, so it is usually in before the click.
const DatePickerCalendar = lazyComponent(() =>
  import('./date-picker-calendar.tsx').then((module) => module.DatePickerCalendar),
);

export type DatePickerButtonProps = (
  | /** The field's label ('Start'), named by the button: 'Choose date for Start'. */ { fieldLabel: string }
  /** The button's whole name where it belongs to no field ('Go to a date'). */
  | { label: string }
) & {
  /** The field's day, 'yyyy-MM-dd', or anything else when it holds none (the month of today shows). */
  value: string;
  onPick: (day: string) => void;
  /**
   * The first day of the week (0 Sunday … 6 Saturday): the location's from the screen
   * (`WeekStartContext`) when not given, else the language's own.
   */
  weekStartsOn?: number;
  disabled?: boolean;
};

/**
 * The calendar button at a date field's right edge (docs/decisions/0170-date-fields.md): a month in
 * the page's language in a pop-up that holds the focus until a day is picked (or Escape); the day
 * fills the field and the focus returns to the button.
 */
export function DatePickerButton({ value, onPick, weekStartsOn, disabled, ...name }: DatePickerButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const locationWeekStart = useContext(WeekStartContext);
  const label = 'label' in name ? name.label : t('ui.datePicker.choose', { field: name.fieldLabel });
  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          title={label}
          disabled={disabled}
          onPointerEnter={() => void DatePickerCalendar.preload()}
          onFocus={() => void DatePickerCalendar.preload()}
          className="flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          // The field's day (or today) takes the focus, not the month's buttons. When the calendar's
          // code is still on its way, the calendar does it as it shows.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusDayIn(event.currentTarget);
          }}
          className="z-[60] rounded-lg border border-slate-200 bg-white p-3 shadow-xl"
        >
          <DatePickerCalendar
            value={value}
            weekStartsOn={weekStartsOn ?? locationWeekStart}
            onPick={(day) => {
              onPick(day);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Focuses the calendar's focusable day (the roving one) inside `container`, if it is there. */
export function focusDayIn(container: EventTarget | null) {
  if (container instanceof HTMLElement) {
    container.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }
}
