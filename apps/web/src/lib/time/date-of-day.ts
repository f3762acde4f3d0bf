import { dateLocale } from './date-locale.ts';

// A calendar date as a manager types it in the page's language and region (lib/time/date-locale.ts):
// '11/24/2026' in English in the US, '24/11/2026' in English in France and in French and Spanish,
// '24.11.2026' in German (the order and separator Intl gives each locale).
// The browser's own date input would show the browser's language instead (docs/decisions/0152-languages.md).

type Part = 'day' | 'month' | 'year';

const shapes = new Map<string, { order: Part[]; separator: string }>();

function shapeOf(language: string) {
  let shape = shapes.get(language);
  if (!shape) {
    const parts = new Intl.DateTimeFormat(language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(Date.UTC(2026, 10, 24));
    const order = parts
      .map((part) => part.type)
      .filter((type): type is Part => /^(day|month|year)$/.test(type));
    const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
    shape = { order: order.length === 3 ? order : ['month', 'day', 'year'], separator };
    shapes.set(language, shape);
  }
  return shape;
}

/** 'yyyy-MM-dd' written the language's way ('24.11.2026'); anything else is returned as it is. */
export function formatDateField(day: string, language = dateLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year = '', month = '', date = ''] = match;
  return inOrder({ year, month, day: date }, language);
}

/** The pattern a date is typed in, from the language's names of its parts: 'dd/mm/yyyy', 'TT.MM.JJJJ'. */
export function datePattern(names: Record<Part, string>, language = dateLocale()): string {
  return inOrder(names, language);
}

function inOrder(values: Record<Part, string>, language: string): string {
  const { order, separator } = shapeOf(language);
  return order.map((part) => values[part]).join(separator);
}

/**
 * A typed date as 'yyyy-MM-dd', or null when it is none: three numbers in the language's order
 * ('24.11.2026', '24/11/26', '24 11 2026'), or an ISO date ('2026-11-24') in any language. A date
 * the calendar does not have (31.02.2026) is none.
 */
export function parseDateField(text: string, language = dateLocale()): string | null {
  const numbers = text.trim().match(/\d+/g);
  if (numbers?.length !== 3) return null;
  const order: Part[] = (numbers[0] ?? '').length === 4 ? ['year', 'month', 'day'] : shapeOf(language).order;
  const values = Object.fromEntries(order.map((part, index) => [part, Number(numbers[index])])) as Record<
    Part,
    number
  >;
  const year = values.year < 100 ? 2000 + values.year : values.year;
  if (year < 1970 || year > 2999) return null;
  const date = new Date(Date.UTC(year, values.month - 1, values.day));
  if (date.getUTCMonth() !== values.month - 1 || date.getUTCDate() !== values.day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The typed date as 'yyyy-MM-dd' once the text is a whole date, else null: the ISO form
 * ('2026-11-30'), or three numbers in the language's order with the year's four digits
 * ('11/30/2026', '30.11.2026'). '11/30/20' is not yet one, as more digits may follow: a field takes
 * it only when it is left or Enter is pressed (docs/decisions/0170-date-fields.md).
 */
export function completeDateField(text: string, language = dateLocale()): string | null {
  const trimmed = text.trim();
  const numbers = trimmed.match(/\d+/g);
  if (numbers?.length !== 3 || !/\d$/.test(trimmed)) return null;
  const iso = (numbers[0] ?? '').length === 4;
  const yearIndex = iso ? 0 : shapeOf(language).order.indexOf('year');
  if ((numbers[yearIndex] ?? '').length !== 4) return null;
  return parseDateField(trimmed, language);
}
