import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import type { ScheduleWarning } from '../../../api/schedule/schedule-warnings.ts';
import { type WarningFormat, warningText } from '../warning-text.ts';

/** The warnings in plain words, one a line, in day order. */
export function WarningsList({ warnings, format }: { warnings: ScheduleWarning[]; format: WarningFormat }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('schedule-warnings.listLabel')} className="space-y-2">
      {warnings.map((warning) => (
        <li
          key={`${warning.kind}:${warning.date}:${'employee' in warning ? warning.employee.id : ''}:${warning.shiftIds.join()}:${'period' in warning ? warning.period : ''}`}
          className="flex items-start gap-2 text-sm text-slate-800"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>{warningText(warning, format)}</span>
        </li>
      ))}
    </ul>
  );
}
