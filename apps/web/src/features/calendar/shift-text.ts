import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TFunction } from 'i18next';
import { describeDeviation, formatShortDate, formatTime } from './format.ts';
import type { CalendarItem } from './shift-items.ts';
import { shortName } from './short-name.ts';
import { dateInZone } from './week.ts';

// The words for a shift, shared by its block, its accessible name and its tooltip, so the three
// never disagree.

export interface TextOptions {
  timeZone: string;
  timeFormat: TimeFormat;
}

/** '+5m late', '-3m early', '+1h 20m late' or 'On time'. */
export function deviationText(t: TFunction, minutes: number): string {
  const deviation = describeDeviation(minutes);
  return deviation.key === 'onTime'
    ? t('calendar.onTime')
    : t(`calendar.${deviation.key}`, { duration: deviation.duration });
}

/** 'Mon, Mar 9 09:00' when the time is on another date than `day`, else '09:00'. */
function timeOn(instant: number, day: string, { timeZone, timeFormat }: TextOptions): string {
  const time = formatTime(instant, timeZone, timeFormat);
  return dateInZone(instant, timeZone) === day ? time : `${formatShortDate(instant, timeZone)} ${time}`;
}

export function scheduledRange(t: TFunction, item: CalendarItem, options: TextOptions): string | null {
  if (!item.scheduled) return null;
  return t('calendar.timeRange', {
    start: timeOn(Date.parse(item.scheduled.scheduledStart), item.day, options),
    end: timeOn(Date.parse(item.scheduled.scheduledEnd), item.day, options),
  });
}

/** The real punches (not the rounded placement); an open shift runs to 'now'. */
export function actualRange(t: TFunction, item: CalendarItem, options: TextOptions): string | null {
  if (!item.actual) return null;
  const end = item.actual.clockOut;
  return t('calendar.timeRange', {
    start: timeOn(Date.parse(item.actual.clockIn), item.day, options),
    end: end === null ? t('calendar.now') : timeOn(Date.parse(end), item.day, options),
  });
}

/** The one time range a block shows: the plan when there is one, else the punches. */
export function blockRange(t: TFunction, item: CalendarItem, options: TextOptions): string {
  return scheduledRange(t, item, options) ?? actualRange(t, item, options) ?? '';
}

/** 'Start +5m late': a deviation with the word that says which end of the shift it is. */
function deviationLine(t: TFunction, which: 'start' | 'end', minutes: number): string {
  return `${t(which === 'start' ? 'calendar.startDeviation' : 'calendar.endDeviation')} ${deviationText(t, minutes)}`;
}

/**
 * What a block too thin for lines of text shows, written downwards: the employee's 3-digit ID and
 * short name ('007 Ana B.'), so the colour is never the only way to tell who it is. The full name
 * and the rest are in its accessible name and tooltip.
 */
export function thinBlockText(item: CalendarItem): string {
  return `${item.employee.employeeId} ${shortName(item.employee.name)}`.trim();
}

/** The lines a block of normal width shows, top to bottom (shift-block draws them in this order). */
function blockLines(t: TFunction, item: CalendarItem, options: TextOptions): string[] {
  const lines = [`${item.employee.employeeId} ${item.employee.name}`.trim()];
  if (item.inProgress) lines.push(t('calendar.inProgress'));
  lines.push(blockRange(t, item, options));
  if (item.startDeviation !== null) lines.push(deviationLine(t, 'start', item.startDeviation));
  if (item.endDeviation !== null) lines.push(deviationLine(t, 'end', item.endDeviation));
  return lines;
}

/** What only the tooltip shows: the date, the planned and the worked times. */
function shiftDetails(t: TFunction, item: CalendarItem, options: TextOptions): string[] {
  const parts = [formatShortDate(item.start, options.timeZone)];
  const planned = scheduledRange(t, item, options);
  if (planned) parts.push(`${t('calendar.scheduled')} ${planned}`);
  const actual = actualRange(t, item, options);
  if (actual) parts.push(`${t('calendar.actual')} ${actual}`);
  return parts;
}

/**
 * Everything about a shift in one line: the block's accessible name. It starts with the words the
 * block shows, in their order, so someone who says what they see ("click Ada Lovelace 09:00") finds
 * the button by voice (WCAG 2.5.3, Label in Name); the rest is what only the tooltip shows.
 */
export function shiftLabel(
  t: TFunction,
  item: CalendarItem,
  options: TextOptions,
  thin: boolean,
  /** A tag the block shows under its lines (Draft, Changed): named where it is seen, after them. */
  tag: string | null = null,
): string {
  const parts = thin
    ? [thinBlockText(item), item.employee.name, ...(item.inProgress ? [t('calendar.inProgress')] : [])]
    : blockLines(t, item, options);
  if (tag) parts.push(tag);
  parts.push(...shiftDetails(t, item, options));
  if (thin && item.startDeviation !== null) parts.push(deviationLine(t, 'start', item.startDeviation));
  if (thin && item.endDeviation !== null) parts.push(deviationLine(t, 'end', item.endDeviation));
  return parts.join(', ');
}
