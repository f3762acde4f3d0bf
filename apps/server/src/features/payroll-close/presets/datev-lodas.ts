import { type PayrollFile, type PayrollFileInput, payrollFileName } from '@shiftclock/contract/payroll-close';
import { encodeWindows1252 } from './windows-1252.ts';

/**
 * DATEV LODAS's ASCII import of movement data (docs/payroll-exports.md): the sections
 * [Allgemein] (target, consultant and client numbers, the file's own date, separator and decimal
 * conventions), [Satzbeschreibung] (record type 1 is the standard booking table
 * u_lod_bwd_buchung_standard) and [Bewegungsdaten] (one record per person and wage type), in
 * Windows-1252 with CRLF. Each record books hours (Bearbeitungsschlüssel 1) of the person's own
 * wage type (Lohnart, the pay code) for the payroll month; lines starting with '*' are comments.
 */

const RECORD_DESCRIPTION =
  '1;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;';
/** Bearbeitungsschlüssel 1: the value is a number of hours. */
const HOURS_KEY = '1';

/** 2026-11-08 → 08.11.2026 (Datumsformat=TT.MM.JJJJ). */
export function datevDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * LODAS books a month: the period belongs to the month it ends in, so a week crossing into the next
 * month is paid with that month's payroll, when its hours are final.
 */
export function payrollMonth(endDate: string): string {
  return datevDate(`${endDate.slice(0, 7)}-01`);
}

/** Hundredths as they are, with the decimal comma (Zahlenkomma=,): 31.33 → 31,33. */
export function datevHours(hours: number): string {
  return hours.toFixed(2).replace('.', ',');
}

/** A field holds no separator or line break: either would shift the record's fields. */
const field = (value: string) => value.replace(/[;\r\n]+/g, ' ');
/** A comment holds no line break: the next line would be read as data. */
const comment = (value: string) => `* ${value.replace(/[\r\n]+/g, ' ')}`;

function createdAt(instant: Date): string {
  const iso = instant.toISOString();
  return `${datevDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;
}

export function datevLodasFile(input: PayrollFileInput): PayrollFile {
  const { period, company } = input;
  const lines = input.lines.filter((line) => line.hours > 0);
  // One comment per person: the personnel number the file books, and whose it is.
  const people = [...new Map(lines.map((line) => [line.payrollId, line.name])).entries()];
  const month = payrollMonth(period.endDate);
  const text = [
    '[Allgemein]',
    'Ziel=LODAS',
    `BeraterNr=${field(company.consultantNumber)}`,
    `MandantenNr=${field(company.clientNumber)}`,
    'Datumsformat=TT.MM.JJJJ',
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    'Stringbegrenzer="',
    'Kommentarzeichen=*',
    comment(`Stunden vom ${datevDate(period.startDate)} bis ${datevDate(period.endDate)}`),
    comment(`Erstellt am ${createdAt(input.createdAt)}`),
    ...people.map(([payrollId, name]) => comment(`Personalnummer ${payrollId}: ${name}`)),
    '',
    '[Satzbeschreibung]',
    RECORD_DESCRIPTION,
    '',
    '[Bewegungsdaten]',
    ...lines.map(
      (line) =>
        `1;${month};${field(line.payrollId)};${field(line.code)};${HOURS_KEY};${datevHours(line.hours)};`,
    ),
  ].join('\r\n');
  return {
    fileName: payrollFileName('datevLodas', period, 'txt'),
    contentType: 'text/plain; charset=windows-1252',
    body: encodeWindows1252(`${text}\r\n`),
  };
}
