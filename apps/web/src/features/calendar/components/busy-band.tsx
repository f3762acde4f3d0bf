import { useTranslation } from 'react-i18next';
import type { BusyBand } from '../busy-elsewhere.ts';

/** Muted grey hatching: unlike every shift's colour, and not a place to click. */
const HATCH =
  'repeating-linear-gradient(135deg, oklch(96.8% 0.007 247.896) 0 6px, oklch(92.9% 0.013 255.508) 6px 9px)';

/**
 * An employee of this location busy at another location: behind the shifts, as wide as its lane. It
 * says who and nothing else; a click goes through to the slot under it (a shift may still be planned
 * here at another time of that day).
 */
export function BusyBandView({ band }: { band: BusyBand }) {
  const { t } = useTranslation();
  const lanePercent = 100 / band.lanes;
  return (
    <div
      data-busy-elsewhere={band.employeeId}
      className="pointer-events-none absolute overflow-clip rounded-md border border-dashed border-slate-300 px-1.5 py-0.5 text-[11px] leading-tight text-slate-600"
      style={{
        top: band.top,
        height: band.height,
        left: `calc(${band.lane * lanePercent}% + 2px)`,
        width: `calc(${lanePercent}% - 4px)`,
        backgroundImage: HATCH,
      }}
    >
      <span className="block truncate font-medium">{t('calendar.busyElsewhere')}</span>
      <span className="block truncate">
        <span className="tabular-nums">{band.employeeId}</span> {band.name}
      </span>
    </div>
  );
}
