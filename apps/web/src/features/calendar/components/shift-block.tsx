import type { TFunction } from 'i18next';
import { type CSSProperties, memo } from 'react';
import { employeeColour } from '../colours.ts';
import type { Segment } from '../layout.ts';
import { shiftLabel, type TextOptions, thinBlockText } from '../shift-text.ts';
import { NARROW_PX } from '../use-shift-popover.ts';
import { ShiftLines } from './shift-lines.tsx';

export interface ShiftBlockHandlers {
  onHover: (segment: Segment, element: HTMLElement, narrow: boolean) => void;
  onLeave: () => void;
  onActivate: (segment: Segment, element: HTMLElement) => void;
}

interface ShiftBlockProps extends ShiftBlockHandlers, TextOptions {
  /** The day column's: one subscription to the language per column, not one per block. */
  t: TFunction;
  segment: Segment;
  /** The tooltip's id while it describes this block. */
  describedBy: string | undefined;
}

function blockStyle(segment: Segment, thin: boolean): CSSProperties {
  const { item } = segment;
  const colour = employeeColour(item.employee.employeeId);
  const lanePercent = 100 / segment.lanes;
  // A shift cut at the window's edge loses its rounded corner there: it visibly goes on.
  const radius = `${segment.continuesBefore ? 0 : 6}px ${segment.continuesBefore ? 0 : 6}px ${segment.continuesAfter ? 0 : 6}px ${segment.continuesAfter ? 0 : 6}px`;
  return {
    top: segment.top,
    height: segment.height,
    // A thin block keeps 1 px gaps and a slim stripe: its width is for the words written downwards.
    left: `calc(${segment.lane * lanePercent}% + ${thin ? 1 : 2}px)`,
    width: `calc(${segment.span * lanePercent}% - ${thin ? 2 : 4}px)`,
    borderRadius: radius,
    // In progress is green (docs/product.md, through the class below); otherwise the employee's tint. The
    // stripe keeps the employee's colour either way, and the words say the state, so colour is never
    // the only signal.
    ...(item.inProgress ? {} : { backgroundColor: colour.tint, borderColor: colour.strong }),
    borderStyle: item.kind === 'scheduled' ? 'dashed' : 'solid',
    borderWidth: item.inProgress ? 2 : 1,
    borderLeftWidth: thin ? 2 : 4,
    borderLeftStyle: 'solid',
    borderLeftColor: colour.strong,
    // Not yet what employees see (docs/decisions/0198-draft-and-publish.md): a second, dashed amber
    // line; the words "Draft" or "Changed" say it too.
    ...(unpublished(item) ? { outline: '2px dashed #b45309', outlineOffset: '-3px' } : {}),
  };
}

/** A scheduled shift employees do not see as drawn: never published, or changed since. */
const unpublished = (item: Segment['item']) =>
  item.scheduled !== null && item.scheduled.state !== 'published';

/**
 * One piece of a shift in a day column. Its accessible name says everything the tooltip says, so a
 * screen reader does not have to wait for it.
 */
export const ShiftBlock = memo(ShiftBlockView, sameBlock);

function ShiftBlockView({
  t,
  segment,
  describedBy,
  timeZone,
  timeFormat,
  onHover,
  onLeave,
  onActivate,
}: ShiftBlockProps) {
  const { item } = segment;
  const options = { timeZone, timeFormat };
  const narrow = segment.height < NARROW_PX;
  // Under 40% of the column (three or more side by side): too thin for lines of text, so the block
  // writes the employee's ID and short name downwards.
  const thin = segment.span / segment.lanes < 0.4;
  const draft =
    item.scheduled && item.scheduled.state !== 'published'
      ? t(`publish.state.${item.scheduled.state}`)
      : null;
  return (
    <button
      type="button"
      data-shift={item.key}
      data-kind={item.kind}
      aria-label={shiftLabel(t, item, options, thin, draft)}
      aria-describedby={describedBy}
      className={`absolute z-10 flex flex-col overflow-clip ${thin ? 'items-center px-0 py-1' : 'px-1.5 py-0.5'} text-left text-xs leading-tight text-slate-900 shadow-xs hover:z-20 hover:shadow-md focus-visible:z-20 focus-visible:outline-offset-1 ${item.inProgress ? 'border-green-700 bg-green-50' : ''}`}
      style={blockStyle(segment, thin)}
      onPointerEnter={(event) => onHover(segment, event.currentTarget, narrow)}
      onPointerLeave={onLeave}
      onFocus={(event) => onHover(segment, event.currentTarget, narrow)}
      onBlur={onLeave}
      onClick={(event) => onActivate(segment, event.currentTarget)}
    >
      {/* The words stay in view below the day headers while a long block scrolls under them (the
          block clips rather than hides its overflow, so it is not the scroll box they stick in). The
          spaces between the lines are not drawn (a flex column), but keep the words apart for
          whoever reads the block's text rather than its accessible name. */}
      <span
        className={`sticky top-[var(--calendar-header,0px)] flex min-w-0 flex-col gap-px ${thin ? 'items-center' : 'w-full'}`}
      >
        {thin ? (
          <span className="text-[11px] leading-none font-semibold whitespace-nowrap [writing-mode:vertical-rl]">
            {thinBlockText(item)}
          </span>
        ) : (
          <>
            {/* The ID first: a narrow block cuts the end of the line, and the ID must stay in view. */}
            <span className="truncate font-semibold">
              <span className="font-normal text-slate-700 tabular-nums">{item.employee.employeeId}</span>{' '}
              {item.employee.name}
            </span>{' '}
            <ShiftLines t={t} item={item} options={options} truncate />{' '}
            {draft ? (
              <span className="w-fit rounded-sm bg-amber-100 px-1 text-[10px] font-semibold text-amber-900 uppercase">
                {draft}
              </span>
            ) : null}
          </>
        )}
      </span>
    </button>
  );
}

/**
 * The layout is rebuilt every minute (in-progress shifts grow) and on every refetch, with new objects
 * each time; a block is drawn again only when what it shows changed. The shifts themselves keep their
 * identity across refetches (TanStack Query's structural sharing), so comparing them is cheap.
 */
function sameBlock(before: ShiftBlockProps, after: ShiftBlockProps): boolean {
  const a = before.segment;
  const b = after.segment;
  return (
    a.key === b.key &&
    a.top === b.top &&
    a.height === b.height &&
    a.lane === b.lane &&
    a.span === b.span &&
    a.lanes === b.lanes &&
    a.continuesBefore === b.continuesBefore &&
    a.continuesAfter === b.continuesAfter &&
    a.item.scheduled === b.item.scheduled &&
    a.item.actual === b.item.actual &&
    a.item.inProgress === b.item.inProgress &&
    before.t === after.t &&
    before.describedBy === after.describedBy &&
    before.timeZone === after.timeZone &&
    before.timeFormat === after.timeFormat &&
    before.onHover === after.onHover &&
    before.onLeave === after.onLeave &&
    before.onActivate === after.onActivate
  );
}
