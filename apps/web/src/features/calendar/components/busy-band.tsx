import { useTranslation } from 'react-i18next';
import type { Segment } from '../layout.ts';

/** Muted grey hatching: unlike every shift's colour. */
const HATCH =
  'repeating-linear-gradient(135deg, oklch(96.8% 0.007 247.896) 0 6px, oklch(92.9% 0.013 255.508) 6px 9px)';

/**
 * An employee of this location busy at another location, in its lane beside the shifts. It says who
 * and nothing else; a click goes through to the slot under it. Too thin for lines, it writes the ID
 * downwards, as a thin shift block does.
 */
export function BusyBandView({ segment }: { segment: Segment }) {
  const { t } = useTranslation();
  const { item } = segment;
  const lanePercent = 100 / segment.lanes;
  const thin = segment.span / segment.lanes < 0.4;
  return (
    <div
      data-busy-elsewhere={item.employee.employeeId}
      className={`pointer-events-none absolute overflow-clip rounded-md border border-dashed border-slate-400 text-[11px] leading-tight text-slate-700 ${thin ? 'px-0 py-1' : 'px-1.5 py-0.5'}`}
      style={{
        top: segment.top,
        height: segment.height,
        left: `calc(${segment.lane * lanePercent}% + ${thin ? 1 : 2}px)`,
        width: `calc(${segment.span * lanePercent}% - ${thin ? 2 : 4}px)`,
        backgroundImage: HATCH,
      }}
    >
      {/* The words stay in view below the day headers while a long band scrolls under them, as a
          shift block's do (the band clips rather than hides its overflow). */}
      {thin ? (
        <span className="sticky top-[var(--calendar-header,0px)] mx-auto block font-semibold whitespace-nowrap [writing-mode:vertical-rl]">
          {item.employee.employeeId} {t('calendar.busyElsewhere')}
          <span className="sr-only"> {item.employee.name}</span>
        </span>
      ) : (
        <span className="sticky top-[var(--calendar-header,0px)] block">
          <span className="block truncate font-medium">{t('calendar.busyElsewhere')}</span>
          <span className="block truncate">
            <span className="tabular-nums">{item.employee.employeeId}</span> {item.employee.name}
          </span>
        </span>
      )}
    </div>
  );
}
