import {
  CALIFORNIA_OVERTIME,
  PAY_PERIOD_TYPES,
  type PayPeriodType,
  type PayrollSettings,
  payrollSettingsSchema,
  ROUNDING_INCREMENTS,
} from '@shiftclock/contract/payroll';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DatePickerButton } from '../../../components/ui/date-picker-button.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDateField } from '../../../lib/use-date-field.ts';
import { quarterHourOptions } from '../hours.ts';
import { SettingsSection } from './settings-section.tsx';
import { ToggleField } from './toggle-field.tsx';

interface PayrollSettingsSectionProps {
  value: PayrollSettings;
  /** How the workday's start reads ('06:00' or '6:00 AM'), as the location's other times do. */
  timeFormat?: TimeFormat;
  onChange: (payroll: PayrollSettings) => void;
  /** The kiosk's account sees the payroll rules but may not change them (the server refuses it). */
  readOnly?: boolean;
  className?: string;
}

/** What the boxes hold: exactly what was typed, so '' or '40.' can be on screen mid-edit. */
interface PayrollText {
  period: PayPeriodType;
  periodStart: string;
  weeklyOvertimeHours: string;
  dailyOvertimeHours: string;
  doubleTimeDailyHours: string;
  seventhDayRule: boolean;
  /** `HH:MM`, as the time box holds it. */
  workdayStart: string;
  breaksPaid: boolean;
  autoDeductMinutes: string;
  autoDeductAfterHours: string;
  /** 'off' or an increment in minutes, as the select holds it. */
  rounding: string;
}

type PayrollErrors = Partial<Record<keyof PayrollText, string>>;
/** The boxes that hold a number as typed. */
type NumberField =
  | 'weeklyOvertimeHours'
  | 'dailyOvertimeHours'
  | 'doubleTimeDailyHours'
  | 'autoDeductMinutes'
  | 'autoDeductAfterHours';

const toText = (payroll: PayrollSettings): PayrollText => ({
  period: payroll.period,
  periodStart: payroll.periodStart,
  weeklyOvertimeHours: String(payroll.weeklyOvertimeHours),
  dailyOvertimeHours: optionalText(payroll.dailyOvertimeHours),
  doubleTimeDailyHours: optionalText(payroll.doubleTimeDailyHours),
  seventhDayRule: payroll.seventhDayRule,
  workdayStart: payroll.workdayStart,
  breaksPaid: payroll.breaksPaid,
  autoDeductMinutes: optionalText(payroll.autoDeductMinutes),
  autoDeductAfterHours: String(payroll.autoDeductAfterHours),
  rounding: payroll.roundingMinutes === null ? 'off' : String(payroll.roundingMinutes),
});

// '' is no number at all (the schema then says what is expected); an empty daily box means "no rule".
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optionalText = (hours: number | null) => (hours === null ? '' : String(hours));
const optionalNumber = (text: string) => (text.trim() === '' ? null : toNumber(text));

/**
 * 'Payroll' (docs/api.md, "Hours and pay rules"): the pay period and its start, the overtime and double-time thresholds,
 * the workday they count in, the seventh-day rule (California's preset fills those in at once), paid breaks, the automatic
 * deduction and rounding. The boxes keep
 * what is typed; only a complete, valid set goes into the settings (and so into the auto-save or
 * the save on Back), with the contract's messages beside the fields meanwhile.
 */
export function PayrollSettingsSection({
  value,
  timeFormat = '24h',
  onChange,
  readOnly = false,
  className,
}: PayrollSettingsSectionProps) {
  const { t } = useTranslation();
  // Plain state, not react-hook-form (docs/forms.md): no submit; a valid set goes straight to the draft.
  const [text, setText] = useState<PayrollText>(() => toText(value));
  const [errors, setErrors] = useState<PayrollErrors>({});

  function change(patch: Partial<PayrollText>) {
    const next = { ...text, ...patch };
    setText(next);
    const result = payrollSettingsSchema.safeParse({
      period: next.period,
      periodStart: next.periodStart,
      weeklyOvertimeHours: toNumber(next.weeklyOvertimeHours),
      dailyOvertimeHours: optionalNumber(next.dailyOvertimeHours),
      doubleTimeDailyHours: optionalNumber(next.doubleTimeDailyHours),
      seventhDayRule: next.seventhDayRule,
      workdayStart: next.workdayStart,
      breaksPaid: next.breaksPaid,
      autoDeductMinutes: optionalNumber(next.autoDeductMinutes),
      autoDeductAfterHours: toNumber(next.autoDeductAfterHours),
      roundingMinutes: next.rounding === 'off' ? null : Number(next.rounding),
    });
    if (result.success) {
      setErrors({});
      onChange(result.data);
      return;
    }
    const found: PayrollErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof PayrollText;
      found[field] ??= issue.message;
    }
    setErrors(found);
  }

  const periodStartField = useDateField(text.periodStart, (periodStart) => change({ periodStart }));

  const roundingOptions = [
    { value: 'off', label: t('settings.payroll.roundingOff') },
    ...ROUNDING_INCREMENTS.map((minutes) => ({
      value: String(minutes),
      label:
        minutes === 15
          ? t('settings.payroll.roundingQuarter')
          : t('settings.payroll.roundingMinutes', { minutes }),
    })),
  ];

  const periodOptions = PAY_PERIOD_TYPES.map((period) => ({
    value: period,
    label: t(`settings.payroll.periods.${period}`),
  }));

  /** A box of hours (whole or half) or of whole minutes, with its limits, hint and error. */
  const numberBox = (
    field: NumberField,
    label: string,
    hint: string,
    { max, step = 0.5 }: { max: number; step?: number },
  ) => (
    <TextField
      label={label}
      type="number"
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      disabled={readOnly}
      min={1}
      max={max}
      step={step}
      value={text[field]}
      error={errors[field]}
      hint={hint}
      onChange={(event) => change({ [field]: event.target.value })}
    />
  );

  return (
    <SettingsSection
      title={t('settings.payroll.title')}
      description={readOnly ? t('settings.payroll.managersOnly') : t('settings.payroll.description')}
      className={className}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('settings.payroll.period')}
          value={text.period}
          options={periodOptions}
          disabled={readOnly}
          onValueChange={(period) => change({ period })}
        />
        <TextField
          label={t('settings.payroll.periodStart')}
          disabled={readOnly}
          error={errors.periodStart}
          hint={t('settings.payroll.periodStartHint')}
          {...periodStartField.input}
          trailing={
            <DatePickerButton
              fieldLabel={t('settings.payroll.periodStart')}
              value={text.periodStart}
              onPick={periodStartField.pick}
              disabled={readOnly}
            />
          }
        />
        {numberBox(
          'weeklyOvertimeHours',
          t('settings.payroll.weeklyOvertime'),
          t('settings.payroll.weeklyOvertimeHint'),
          { max: 168 },
        )}
        {numberBox(
          'dailyOvertimeHours',
          t('settings.payroll.dailyOvertime'),
          t('settings.payroll.dailyOvertimeHint'),
          { max: 24 },
        )}
        {numberBox(
          'doubleTimeDailyHours',
          t('settings.payroll.doubleTime'),
          t('settings.payroll.doubleTimeHint'),
          { max: 24 },
        )}
        {/* California counts its daily rules per workday: the fixed 24 hours from this time on. */}
        <div>
          <SelectField
            label={t('settings.payroll.workdayStart')}
            value={text.workdayStart}
            options={quarterHourOptions(timeFormat)}
            disabled={readOnly}
            onValueChange={(workdayStart) => change({ workdayStart })}
          />
          <p className="mt-1 text-sm text-slate-600">{t('settings.payroll.workdayStartHint')}</p>
        </div>
        <div className="flex flex-col justify-start gap-2 sm:pt-6">
          <Button
            type="button"
            variant="secondary"
            disabled={readOnly}
            onClick={() =>
              change({
                weeklyOvertimeHours: String(CALIFORNIA_OVERTIME.weeklyOvertimeHours),
                dailyOvertimeHours: String(CALIFORNIA_OVERTIME.dailyOvertimeHours),
                doubleTimeDailyHours: String(CALIFORNIA_OVERTIME.doubleTimeDailyHours),
                seventhDayRule: CALIFORNIA_OVERTIME.seventhDayRule,
              })
            }
          >
            {t('settings.payroll.california')}
          </Button>
          <p className="text-sm text-slate-600">{t('settings.payroll.californiaHint')}</p>
        </div>
      </div>
      <div className="mt-5 grid gap-5">
        <ToggleField
          label={t('settings.payroll.seventhDay')}
          hint={t('settings.payroll.seventhDayHint')}
          checked={text.seventhDayRule}
          disabled={readOnly}
          onCheckedChange={(seventhDayRule) => change({ seventhDayRule })}
        />
        <ToggleField
          label={t('settings.payroll.breaksPaid')}
          hint={t('settings.payroll.breaksPaidHint')}
          checked={text.breaksPaid}
          disabled={readOnly}
          onCheckedChange={(breaksPaid) => change({ breaksPaid })}
        />
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {numberBox(
          'autoDeductMinutes',
          t('settings.payroll.autoDeductMinutes'),
          t('settings.payroll.autoDeductMinutesHint'),
          { max: 120, step: 1 },
        )}
        {numberBox(
          'autoDeductAfterHours',
          t('settings.payroll.autoDeductAfter'),
          t('settings.payroll.autoDeductAfterHint'),
          { max: 24 },
        )}
        <div>
          <SelectField
            label={t('settings.payroll.rounding')}
            value={text.rounding}
            options={roundingOptions}
            disabled={readOnly}
            onValueChange={(rounding) => change({ rounding })}
          />
          <p className="mt-1 text-sm text-slate-600">{t('settings.payroll.roundingHint')}</p>
        </div>
      </div>
    </SettingsSection>
  );
}
