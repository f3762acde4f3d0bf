import X from 'lucide-react/icons/x';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { employeeColour } from '../colours.ts';
import type { CalendarItem } from '../shift-items.ts';
import { actualRange, blockRange, deviationText, scheduledRange, type TextOptions } from '../shift-text.ts';
import type { ScheduledShift } from '../types.ts';
import type { ShiftPopover } from '../use-shift-popover.ts';

const WIDTH = 288;
const GAP = 8;

interface ShiftPopoverPanelProps extends TextOptions {
  id: string;
  popover: ShiftPopover;
  onEdit: ((shift: ScheduledShift) => void) | undefined;
}

/**
 * The calendar's one floating panel, beside the block it is about: a tooltip on hover or focus, or,
 * after a click, the details of an actual shift or the list behind '+N more'. Drawn in the page's
 * body so the grid's scroll box cannot clip it.
 */
export function ShiftPopoverPanel({ id, popover, onEdit, timeZone, timeFormat }: ShiftPopoverPanelProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const { state } = popover;

  // Beside the anchor, then moved up into the window once its height is known (before it is painted).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!state || !panel) return;
    const top = Math.max(GAP, Math.min(state.anchor.top, window.innerHeight - panel.offsetHeight - GAP));
    panel.style.top = `${top}px`;
  }, [state]);

  if (!state) return null;
  const { anchor, content, pinned } = state;
  const fitsRight = anchor.right + GAP + WIDTH <= window.innerWidth - GAP;
  const left = fitsRight ? anchor.right + GAP : Math.max(GAP, anchor.left - GAP - WIDTH);
  const style: CSSProperties = { left, top: anchor.top, width: WIDTH };
  const options = { timeZone, timeFormat };
  // Pinned, it holds buttons and is a small non-modal dialog; otherwise a plain tooltip.
  const roleProps = pinned
    ? {
        role: 'dialog',
        'aria-label':
          content.kind === 'more' ? (content.title ?? t('calendar.moreTitle')) : content.item.employee.name,
      }
    : { role: 'tooltip' };

  return createPortal(
    <div
      ref={panelRef}
      id={id}
      data-calendar-popover=""
      {...roleProps}
      className="fixed z-50 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg"
      style={style}
      onPointerEnter={popover.stay}
      onPointerLeave={pinned ? undefined : popover.leave}
    >
      {pinned ? (
        <button
          type="button"
          aria-label={t('calendar.close')}
          className="absolute top-2 right-2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          onClick={popover.close}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {content.kind === 'shift' ? (
        <ShiftDetails item={content.item} options={options} />
      ) : (
        <>
          <p className="mb-2 pr-6 font-semibold text-slate-900">{content.title ?? t('calendar.moreTitle')}</p>
          <ul className="max-h-64 space-y-1 overflow-y-auto">
            {content.items.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  className="flex w-full items-start gap-2 rounded px-2 py-1 text-left hover:bg-slate-50"
                  onClick={(event) => {
                    if (item.scheduled && onEdit) {
                      popover.close();
                      onEdit(item.scheduled);
                    } else popover.pin(state.ownerKey, { kind: 'shift', item }, event.currentTarget);
                  }}
                >
                  <span
                    aria-hidden="true"
                    className="mt-1 size-3 shrink-0 rounded-sm"
                    style={{ backgroundColor: employeeColour(item.employee.employeeId).strong }}
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{item.employee.name}</span>
                    <span className="block text-xs text-slate-600">
                      {blockRange(t, item, options)}
                      {item.inProgress ? ` · ${t('calendar.inProgress')}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>,
    document.body,
  );
}

function ShiftDetails({ item, options }: { item: CalendarItem; options: TextOptions }) {
  const { t } = useTranslation();
  const planned = scheduledRange(t, item, options);
  const actual = actualRange(t, item, options);
  const notes = item.scheduled?.notes.trim();
  return (
    <div className="space-y-2 pr-6">
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 shrink-0 rounded-sm"
          style={{ backgroundColor: employeeColour(item.employee.employeeId).strong }}
        />
        <p className="font-semibold text-slate-900">{item.employee.name}</p>
      </div>
      <p className="text-xs text-slate-600">
        {t('calendar.employeeId', { employeeId: item.employee.employeeId })}
      </p>
      {item.inProgress ? (
        <p className="w-fit rounded-sm bg-green-700 px-1.5 text-xs font-semibold text-white">
          {t('calendar.inProgress')}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {planned ? (
          <>
            <dt className="text-slate-600">{t('calendar.scheduled')}</dt>
            <dd>{planned}</dd>
          </>
        ) : null}
        {actual ? (
          <>
            <dt className="text-slate-600">{t('calendar.actual')}</dt>
            <dd>{actual}</dd>
          </>
        ) : null}
        {item.startDeviation !== null ? (
          <>
            <dt className="text-slate-600">{t('calendar.startDeviation')}</dt>
            <dd>{deviationText(t, item.startDeviation)}</dd>
          </>
        ) : null}
        {item.endDeviation !== null ? (
          <>
            <dt className="text-slate-600">{t('calendar.endDeviation')}</dt>
            <dd>{deviationText(t, item.endDeviation)}</dd>
          </>
        ) : null}
        {notes ? (
          <>
            <dt className="text-slate-600">{t('calendar.notes')}</dt>
            <dd className="break-words whitespace-pre-line">{notes}</dd>
          </>
        ) : null}
      </dl>
      {item.actual?.corrected ? <p className="text-xs text-slate-600">{t('calendar.corrected')}</p> : null}
      {item.actual?.autoClosed ? <p className="text-xs text-amber-800">{t('calendar.autoClosed')}</p> : null}
    </div>
  );
}
