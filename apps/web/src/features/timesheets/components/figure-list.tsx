import type { ReactNode } from 'react';
import type { HoursColumn } from './hours-columns.ts';

export type Figure = { key: string; label: string; value: ReactNode; strong: boolean };

/** A card leads with the figure paid (the total), then the others in the table's order. */
export const strongFirst = <Column extends { strong?: boolean }>(columns: readonly Column[]) => [
  ...columns.filter((column) => column.strong),
  ...columns.filter((column) => !column.strong),
];

/** A row's figures for a card, bold where the table's cell would be. */
export const figuresOf = <Row,>(columns: readonly HoursColumn<Row, never>[], row: Row): Figure[] =>
  columns.map((column) => ({
    key: column.key,
    label: column.label,
    value: column.value(row),
    strong: Boolean(column.strong || column.flagged?.(row)),
  }));

/** A card's figures, each labelled (a phone's card in place of a table's row). */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="mt-2 space-y-1">
      {figures.map(({ key, label, value, strong }) => (
        <div key={key} className="flex justify-between gap-3">
          <dt className="text-slate-600">{label}</dt>
          <dd
            className={`text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
