// The cells of the hours tables: the location's timesheet and the organization's.

import type { HoursColumn } from './hours-columns.ts';

// Headings may wrap ('Unpaid / breaks') and some are shortened, so that the figures fit a laptop's
// 1280 px in every language with every rule's column (docs/decisions/0175-a-phone-dashboard.md); the
// figures never wrap.
export const headCell =
  'px-2 py-2 text-left align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const numberHead = `${headCell} text-right`;
export const cell = 'whitespace-nowrap px-2 py-2.5';
// A long name may wrap at its spaces (onto two lines at most, for names of usual length) where the
// columns would otherwise pass the table's width.
export const nameCell = 'min-w-32 px-2 py-2.5';
export const numberCell = `${cell} text-right tabular-nums`;

/** A row's figure: the paid total in bold, something to look at (overtime) bold in amber. */
export const emphasis = <Row,>(column: HoursColumn<Row, never>, row: Row) =>
  column.strong
    ? 'font-semibold text-slate-900'
    : column.flagged?.(row)
      ? 'font-semibold text-amber-900'
      : '';

/** A heading shown short, with its whole words for screen readers and on hover. */
export function ColumnHeading({ label, short }: { label: string; short?: string | undefined }) {
  if (!short || short === label) return label;
  return (
    <>
      <span
        aria-hidden="true"
        title={label}
        className="cursor-help underline decoration-dotted underline-offset-2"
      >
        {short}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/** The figures' headings, right-aligned over their numbers. */
export function FigureHeadings({
  columns,
}: {
  columns: readonly { key: string; label: string; short?: string }[];
}) {
  return columns.map((column) => (
    <th key={column.key} scope="col" className={numberHead}>
      <ColumnHeading label={column.label} short={column.short} />
    </th>
  ));
}
