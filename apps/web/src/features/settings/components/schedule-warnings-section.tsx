import type { ScheduleWarningsSetting } from '@shiftclock/contract/schedule-warnings';
import { LABOUR_BUDGET_MAX, MIN_REST_HOURS_MAX } from '@shiftclock/contract/schedule-warnings-messages';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SettingsSection } from './settings-section.tsx';

interface ScheduleWarningsSectionProps {
  value: ScheduleWarningsSetting;
  onChange: (next: ScheduleWarningsSetting) => void;
  /** The kiosk's own token sees the setting but cannot change it (the server refuses). */
  readOnly?: boolean;
  className?: string;
}

type Field = 'minRestHours' | 'labourBudgetDay' | 'labourBudgetWeek';
type Texts = Record<Field, string>;
const FIELDS: Field[] = ['minRestHours', 'labourBudgetDay', 'labourBudgetWeek'];

/** A typed amount, with a decimal comma as in French or German: null for empty, NaN for no number. */
function amountOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An amount of money: whole cents, up to the largest budget. */
const inCents = (value: number) =>
  value <= LABOUR_BUDGET_MAX && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const valid: Record<Field, (value: number) => boolean> = {
  minRestHours: (value) => value <= MIN_REST_HOURS_MAX && Number.isInteger(value * 2),
  labourBudgetDay: inCents,
  labourBudgetWeek: inCents,
};
/** A text that is neither empty nor a valid value of its field. */
function isInvalid(field: Field, text: string) {
  const amount = amountOf(text);
  return amount !== null && (Number.isNaN(amount) || !valid[field](amount));
}

const textsOf = (value: ScheduleWarningsSetting): Texts => ({
  minRestHours: value.minRestHours === null ? '' : String(value.minRestHours),
  labourBudgetDay: value.labourBudgetDay === null ? '' : String(value.labourBudgetDay),
  labourBudgetWeek: value.labourBudgetWeek === null ? '' : String(value.labourBudgetWeek),
});

/**
 * The schedule's warnings (docs/decisions/0199-schedule-warnings.md): the minimum rest between two
 * shifts of a person and the labour budgets, each off when empty. Only a valid whole setting reaches
 * the draft, so auto-save never sends a half-typed one.
 */
export function ScheduleWarningsSection({
  value,
  onChange,
  readOnly = false,
  className,
}: ScheduleWarningsSectionProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  const problem = (field: Field) => isInvalid(field, texts[field]);

  function edit(field: Field, text: string) {
    const next = { ...texts, [field]: text };
    setTexts(next);
    if (FIELDS.some((key) => isInvalid(key, next[key]))) return;
    onChange({
      minRestHours: amountOf(next.minRestHours),
      labourBudgetDay: amountOf(next.labourBudgetDay),
      labourBudgetWeek: amountOf(next.labourBudgetWeek),
    });
  }

  // What the three boxes share: a typed amount, kept as typed, read-only for the kiosk's token.
  const boxOf = (field: Field) => ({
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    value: texts[field],
    disabled: readOnly,
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value),
  });
  const budgetError = (field: Field) =>
    problem(field) ? t('schedule-warnings.settings.budgetInvalid') : undefined;
  return (
    <SettingsSection
      title={t('schedule-warnings.settings.title')}
      description={
        readOnly ? t('schedule-warnings.settings.managersOnly') : t('schedule-warnings.settings.description')
      }
      className={className}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t('schedule-warnings.settings.minRest')}
          hint={t('schedule-warnings.settings.minRestHint')}
          placeholder="11"
          error={problem('minRestHours') ? t('schedule-warnings.settings.minRestInvalid') : undefined}
          {...boxOf('minRestHours')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('schedule-warnings.settings.budgetDay')}
            error={budgetError('labourBudgetDay')}
            {...boxOf('labourBudgetDay')}
          />
          <TextField
            label={t('schedule-warnings.settings.budgetWeek')}
            error={budgetError('labourBudgetWeek')}
            {...boxOf('labourBudgetWeek')}
          />
        </div>
        <p className="text-sm text-slate-600">{t('schedule-warnings.settings.budgetHint')}</p>
      </div>
    </SettingsSection>
  );
}
