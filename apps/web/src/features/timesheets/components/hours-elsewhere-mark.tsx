import Building2 from 'lucide-react/icons/building-complex';
import { useTranslation } from 'react-i18next';
import type { TimesheetRow } from './hours-columns.ts';

/**
 * Beside the name of someone who also worked at another location in these workweeks: those hours
 * count toward the overtime here, so the manager sees why overtime shows that this location's hours
 * alone would not make. Nothing of the other location is said (docs/api.md, "One person at several
 * locations"). The words are the icon's name and its tooltip.
 */
export function HoursElsewhereMark({ row }: { row: TimesheetRow }) {
  const { t } = useTranslation();
  if (!row.hoursElsewhere) return null;
  const text = t('timesheets.table.hoursElsewhere');
  return (
    <span
      role="img"
      aria-label={text}
      title={text}
      className="ml-1.5 inline-flex cursor-help align-text-bottom text-sky-700"
    >
      <Building2 aria-hidden="true" className="size-4" />
    </span>
  );
}

/** The same words in full, for a phone's card: a tooltip cannot be hovered on a touch screen. */
export function HoursElsewhereNote({ row }: { row: TimesheetRow }) {
  const { t } = useTranslation();
  if (!row.hoursElsewhere) return null;
  return (
    <p className="mt-1 flex items-start gap-1.5 text-xs text-sky-900">
      <Building2 aria-hidden="true" className="size-4 shrink-0" />
      {t('timesheets.table.hoursElsewhere')}
    </p>
  );
}
