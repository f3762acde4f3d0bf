import type { Language } from './languages.ts';

/**
 * The columns of the timesheet export's CSV files and their header row in each language. The values
 * never change with the language (docs/api.md, "Timesheets").
 */

export const SUMMARY_CSV_COLUMNS = [
  'Employee ID',
  'Name',
  'Period Start',
  'Period End',
  'Regular Hours',
  'Overtime Hours',
  'Total Hours',
  'Shift Count',
  'Awaiting Review',
  // The breaks' and pay rules' columns come last, so an import reading the earlier ones by position is unaffected.
  'Double Time Hours',
  'Paid Break Minutes',
  'Unpaid Break Minutes',
  'Deduction Minutes',
  'Actual Hours',
] as const;

export const DETAILED_CSV_COLUMNS = [
  'Employee ID',
  'Name',
  'Date',
  'Clock In',
  'Clock Out',
  'Original Clock In',
  'Original Clock Out',
  'Hours',
  'Corrected',
  'Auto-closed',
  'Source',
  'Awaiting Review',
  'Paid Break Minutes',
  'Unpaid Break Minutes',
  'Deduction Minutes',
  'Rounded Clock In',
  'Rounded Clock Out',
  'Actual Hours',
  'Workday Hours',
  'Offline',
] as const;

/** The organization's summary (docs/api.md, "Organization timesheet"): one row per person, summed across locations. */
export const ORGANIZATION_CSV_COLUMNS = [
  'Payroll ID',
  // The location summary's columns after its Employee ID, so an import reads both files alike.
  ...(SUMMARY_CSV_COLUMNS.slice(1) as Exclude<(typeof SUMMARY_CSV_COLUMNS)[number], 'Employee ID'>[]),
  'Locations',
] as const;

/**
 * The employee's own records (docs/api.md, "The employee app: my hours and records"): one row per
 * shift at any of their locations, Breaks as `12:00-12:30 unpaid;15:00-15:10 paid` on the location's clock.
 */
export const MY_RECORDS_CSV_COLUMNS = [
  'Location',
  'Location Name',
  // Date to Auto-closed, as the detailed export has them.
  ...(DETAILED_CSV_COLUMNS.slice(2, 10) as Exclude<
    (typeof DETAILED_CSV_COLUMNS)[number],
    'Employee ID' | 'Name'
  >[]),
  'Awaiting Review',
  'Offline',
  'Source',
  'Breaks',
  'Paid Break Minutes',
  'Unpaid Break Minutes',
  'Deduction Minutes',
] as const;

/**
 * Paid hours of approved time off (docs/decisions/0203-time-off-and-availability.md): appended as the
 * last column of the location's and the organization's summaries only when the period holds some, so every export
 * without paid time off stays exactly as specified above.
 */
export const PAID_TIME_OFF_CSV_COLUMN = 'Paid Time Off Hours' as const;

type CsvColumn =
  | typeof PAID_TIME_OFF_CSV_COLUMN
  | (typeof SUMMARY_CSV_COLUMNS)[number]
  | (typeof DETAILED_CSV_COLUMNS)[number]
  | (typeof ORGANIZATION_CSV_COLUMNS)[number]
  | (typeof MY_RECORDS_CSV_COLUMNS)[number];

/** Each column's header in the other languages (the `headerLanguage` parameter of the export). */
const CSV_COLUMN_NAMES: Record<Exclude<Language, 'en'>, Record<CsvColumn, string>> = {
  es: {
    'Employee ID': 'ID de empleado',
    Name: 'Nombre',
    'Period Start': 'Inicio del periodo',
    'Period End': 'Fin del periodo',
    'Regular Hours': 'Horas ordinarias',
    'Overtime Hours': 'Horas extra',
    'Total Hours': 'Horas totales',
    'Shift Count': 'Número de turnos',
    'Awaiting Review': 'Pendiente de revisión',
    Date: 'Fecha',
    'Clock In': 'Entrada',
    'Clock Out': 'Salida',
    'Original Clock In': 'Entrada original',
    'Original Clock Out': 'Salida original',
    Hours: 'Horas',
    Corrected: 'Corregido',
    'Auto-closed': 'Cerrado automáticamente',
    Source: 'Origen',
    'Double Time Hours': 'Horas dobles',
    'Paid Break Minutes': 'Minutos de pausa pagados',
    'Unpaid Break Minutes': 'Minutos de pausa no pagados',
    'Deduction Minutes': 'Minutos deducidos',
    'Actual Hours': 'Horas reales',
    'Rounded Clock In': 'Entrada redondeada',
    'Rounded Clock Out': 'Salida redondeada',
    'Workday Hours': 'Horas por jornada',
    Offline: 'Sin conexión',
    'Payroll ID': 'ID de nómina',
    Locations: 'Ubicaciones',
    Location: 'Ubicación',
    'Location Name': 'Nombre de la ubicación',
    Breaks: 'Pausas',
    'Paid Time Off Hours': 'Horas de ausencia pagadas',
  },
  fr: {
    'Employee ID': 'ID employé',
    Name: 'Nom',
    'Period Start': 'Début de période',
    'Period End': 'Fin de période',
    'Regular Hours': 'Heures normales',
    'Overtime Hours': 'Heures supplémentaires',
    'Total Hours': 'Total des heures',
    'Shift Count': 'Nombre de shifts',
    'Awaiting Review': 'À vérifier',
    Date: 'Date',
    'Clock In': 'Arrivée',
    'Clock Out': 'Départ',
    'Original Clock In': 'Arrivée d’origine',
    'Original Clock Out': 'Départ d’origine',
    Hours: 'Heures',
    Corrected: 'Corrigé',
    'Auto-closed': 'Clôturé automatiquement',
    Source: 'Origine',
    'Double Time Hours': 'Heures doublées',
    'Paid Break Minutes': 'Minutes de pause payées',
    'Unpaid Break Minutes': 'Minutes de pause non payées',
    'Deduction Minutes': 'Minutes déduites',
    'Actual Hours': 'Heures réelles',
    'Rounded Clock In': 'Arrivée arrondie',
    'Rounded Clock Out': 'Départ arrondi',
    'Workday Hours': 'Heures par journée de travail',
    Offline: 'Hors ligne',
    'Payroll ID': 'ID de paie',
    Locations: 'Sites',
    Location: 'Site',
    'Location Name': 'Nom du site',
    Breaks: 'Pauses',
    'Paid Time Off Hours': 'Heures d’absence payées',
  },
  de: {
    'Employee ID': 'Mitarbeiter-ID',
    Name: 'Name',
    'Period Start': 'Periodenbeginn',
    'Period End': 'Periodenende',
    'Regular Hours': 'Reguläre Stunden',
    'Overtime Hours': 'Überstunden',
    'Total Hours': 'Gesamtstunden',
    'Shift Count': 'Anzahl Schichten',
    'Awaiting Review': 'Prüfung ausstehend',
    Date: 'Datum',
    'Clock In': 'Kommen',
    'Clock Out': 'Gehen',
    'Original Clock In': 'Kommen (ursprünglich)',
    'Original Clock Out': 'Gehen (ursprünglich)',
    Hours: 'Stunden',
    Corrected: 'Korrigiert',
    'Auto-closed': 'Automatisch beendet',
    Source: 'Quelle',
    'Double Time Hours': 'Stunden doppelt',
    'Paid Break Minutes': 'Bezahlte Pausenminuten',
    'Unpaid Break Minutes': 'Unbezahlte Pausenminuten',
    'Deduction Minutes': 'Abgezogene Minuten',
    'Actual Hours': 'Tatsächliche Stunden',
    'Rounded Clock In': 'Kommen (gerundet)',
    'Rounded Clock Out': 'Gehen (gerundet)',
    'Workday Hours': 'Stunden je Arbeitstag',
    Offline: 'Offline erfasst',
    'Payroll ID': 'Personalnummer',
    Locations: 'Standorte',
    Location: 'Standort',
    'Location Name': 'Standortname',
    Breaks: 'Pausen',
    'Paid Time Off Hours': 'Bezahlte Abwesenheitsstunden',
  },
};

/** A CSV's header row: the stable English one unless a language is asked for. */
export function csvHeaders<C extends CsvColumn>(columns: readonly C[], language: Language = 'en'): string[] {
  return language === 'en' ? [...columns] : columns.map((column) => CSV_COLUMN_NAMES[language][column]);
}
