import type { TFunction } from 'i18next';
import type { CalendarItem } from '../shift-items.ts';
import { blockRange, deviationText, type TextOptions } from '../shift-text.ts';

/**
 * The lines a shift shows under its name, on a grid block and on a by-employee chip alike: In
 * Progress, its times, and how the punches differ from the plan. The text nodes between the lines
 * keep the words apart for whoever reads the text (axe's Label in Name check among them), since a
 * flex column draws no space between its items. A block's lines are cut at its width (`truncate`).
 * It takes the `t` of the block that draws it: a week has hundreds of blocks, and each hook of
 * react-i18next subscribes to the language on its own (docs/performance.md).
 */
export function ShiftLines({
  t,
  item,
  options,
  truncate,
}: {
  t: TFunction;
  item: CalendarItem;
  options: TextOptions;
  truncate: boolean;
}) {
  const cut = truncate ? 'truncate' : '';
  const deviation = (which: 'start' | 'end', minutes: number | null) =>
    minutes === null ? null : (
      <>
        {' '}
        <span className={`${cut} text-slate-700`}>
          {t(which === 'start' ? 'calendar.startDeviation' : 'calendar.endDeviation')}{' '}
          <span className="font-medium text-slate-900">{deviationText(t, minutes)}</span>
        </span>
      </>
    );
  return (
    <>
      {item.inProgress ? (
        <>
          <span
            className={`${cut} self-start rounded-sm bg-green-700 px-1 text-[11px] font-semibold text-white`}
          >
            {t('calendar.inProgress')}
          </span>{' '}
        </>
      ) : null}
      <span className={`${cut} text-slate-700 tabular-nums`}>{blockRange(t, item, options)}</span>
      {deviation('start', item.startDeviation)}
      {deviation('end', item.endDeviation)}
    </>
  );
}
