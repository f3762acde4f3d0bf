import {
  CALIFORNIA_OVERTIME,
  PAY_PERIOD_TYPES,
  type PayPeriodType,
  type PayrollSettings,
  payrollSettingsSchema,
  ROUNDING_INCREMENTS,
} from '@shiftclock/contract/timesheets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDateField } from '../../../lib/use-date-field.ts';
import { SettingsSection } from './settings-section.tsx';
import { ToggleField } from './toggle-field.tsx';

interface PayrollSettingsSectionProps {
  value: PayrollSettings;
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
  breaksPaid: boolean;
  autoDeductMinutes: string;
  autoDeductAfterHours: string;
  /** 'off' or an increment in minutes, as the select holds it. */
  rounding: string;
}

type PayrollErrors = Partial<Record<keyof PayrollText, string>>;

const toText = (payroll: PayrollSettings): PayrollText => ({
  period: payroll.period,
  periodStart: payroll.periodStart,
  weeklyOvertimeHours: String(payroll.weeklyOvertimeHours),
  dailyOvertimeHours: optionalText(payroll.dailyOvertimeHours),
  doubleTimeDailyHours: optionalText(payroll.doubleTimeDailyHours),
  seventhDayRule: payroll.seventhDayRule,
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
 * 'Payroll' (issues 11 and 22): the pay period and its start, the overtime and double-time thresholds,
 * the seventh-day rule (California's preset fills those in at once), paid breaks, the automatic
 * deduction and rounding. The boxes keep
 * what is typed; only a complete, valid set goes into the settings (and so into the auto-save or
 * the save on Back), with the contract's messages beside the fields meanwhile.
 */
export function PayrollSettingsSection({
  value,
  onChange,
  readOnly = false,
  className,
}: PayrollSettingsSectionProps) {
  const { t } = useTranslation();
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
          {...periodStartField}
        />
        <TextField
          label={t('settings.payroll.weeklyOvertime')}
          type="number"
          inputMode="decimal"
          disabled={readOnly}
          min={1}
          max={168}
          step={0.5}
          value={text.weeklyOvertimeHours}
          error={errors.weeklyOvertimeHours}
          hint={t('settings.payroll.weeklyOvertimeHint')}
          onChange={(event) => change({ weeklyOvertimeHours: event.target.value })}
        />
        <TextField
          label={t('settings.payroll.dailyOvertime')}
          type="number"
          inputMode="decimal"
          disabled={readOnly}
          min={1}
          max={24}
          step={0.5}
          value={text.dailyOvertimeHours}
          error={errors.dailyOvertimeHours}
          hint={t('settings.payroll.dailyOvertimeHint')}
          onChange={(event) => change({ dailyOvertimeHours: event.target.value })}
        />
        <TextField
          label={t('settings.payroll.doubleTime')}
          type="number"
          inputMode="decimal"
          disabled={readOnly}
          min={1}
          max={24}
          step={0.5}
          value={text.doubleTimeDailyHours}
          error={errors.doubleTimeDailyHours}
          hint={t('settings.payroll.doubleTimeHint')}
          onChange={(event) => change({ doubleTimeDailyHours: event.target.value })}
        />
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
        <TextField
          label={t('settings.payroll.autoDeductMinutes')}
          type="number"
          inputMode="numeric"
          disabled={readOnly}
          min={1}
          max={120}
          step={1}
          value={text.autoDeductMinutes}
          error={errors.autoDeductMinutes}
          hint={t('settings.payroll.autoDeductMinutesHint')}
          onChange={(event) => change({ autoDeductMinutes: event.target.value })}
        />
        <TextField
          label={t('settings.payroll.autoDeductAfter')}
          type="number"
          inputMode="decimal"
          disabled={readOnly}
          min={1}
          max={24}
          step={0.5}
          value={text.autoDeductAfterHours}
          error={errors.autoDeductAfterHours}
          hint={t('settings.payroll.autoDeductAfterHint')}
          onChange={(event) => change({ autoDeductAfterHours: event.target.value })}
        />
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
