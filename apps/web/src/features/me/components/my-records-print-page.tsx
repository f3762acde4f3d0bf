import type { MyRecord } from '@shiftclock/contract/my-hours';
import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import Printer from 'lucide-react/icons/printer';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatOnThisPhone } from '../local-time.ts';
import { useMeQuery } from '../me-api.ts';
import {
  formatDayRange,
  formatMyBreak,
  formatMyDay,
  formatMyHours,
  formatMyTime,
} from '../my-hours-format.ts';
import { rangeProblem } from '../my-records-range.ts';
import { myShiftMarks } from './my-shift-badges.tsx';

// Printed pages: a margin of their own, and white behind everything (the app's grey stays on screen).
const PRINT_CSS = '@page { margin: 14mm 12mm; } @media print { html, body { background: #fff !important; } }';

/**
 * The printable register of the person's records (/me/print?from=&to=): no navigation, black on
 * white, the table's header repeated on every printed page, the person's and employer's names, the
 * range and when it was made. The browser's Print makes the PDF (docs/decisions/0194-my-hours-and-records.md).
 */
export function MyRecordsPrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const problem = rangeProblem(range);
  const records = useMeQuery('GET /api/me/records', { query: range }, { enabled: problem === null });
  useEffect(() => {
    document.title = `${t('meTabs.hours.print.title')} · ${t('me.appName')}`;
  }, [t]);

  return (
    <div className="min-h-dvh bg-white text-black">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto max-w-4xl px-4 py-4 print:max-w-none print:p-0">
        <div className="mb-4 flex flex-wrap gap-2 print:hidden">
          <LinkButton variant="secondary" to={paths.meHours}>
            {t('meTabs.hours.print.back')}
          </LinkButton>
          <Button onClick={() => window.print()} disabled={!records.data}>
            <Printer aria-hidden="true" className="size-4" />
            {t('meTabs.hours.print.printButton')}
          </Button>
        </div>
        <h1 className="text-2xl font-semibold">{t('meTabs.hours.print.title')}</h1>
        {problem ? (
          <p role="alert" className="mt-4">
            {t(`meTabs.hours.records.${problem}`)}
          </p>
        ) : records.isError ? (
          <p role="alert" className="mt-4">
            {t('meTabs.hours.print.loadFailed')}
          </p>
        ) : !records.data ? (
          <p className="mt-4">{t('common.loadingPage')}</p>
        ) : (
          <>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{t('meTabs.hours.print.person')}</dt>
              <dd>{records.data.person.name}</dd>
              <dt className="font-semibold">{t('meTabs.hours.print.organization')}</dt>
              <dd>{records.data.organization.name}</dd>
              <dt className="font-semibold">{t('meTabs.hours.print.range')}</dt>
              <dd>{formatDayRange(records.data.from, records.data.to)}</dd>
            </dl>
            <p className="mt-1 text-sm">
              {t('meTabs.hours.print.generated', { time: formatOnThisPhone(records.data.generatedAt) })}
            </p>
            <RecordsTable records={records.data.records} />
          </>
        )}
      </div>
    </div>
  );
}

function RecordsTable({ records }: { records: MyRecord[] }) {
  const { t } = useTranslation();
  if (records.length === 0) return <p className="mt-6">{t('meTabs.hours.print.none')}</p>;
  // Each row's hours as shown (two decimals), summed in hundredths so the total is their exact sum.
  const totalHours = records.reduce((sum, record) => sum + Math.round(record.hours * 100), 0) / 100;
  const cell = 'border border-black px-1.5 py-1 text-left align-top sm:px-2';
  return (
    // Wider than a phone: it scrolls sideways, so the keyboard must reach it too.
    <section
      aria-label={t('meTabs.hours.print.title')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-700 print:overflow-visible"
    >
      <table className="w-full border-collapse text-xs sm:text-sm print:text-sm">
        {/* table-header-group: the header row is printed again at the top of every page. */}
        <thead className="[display:table-header-group]">
          <tr>
            {(['date', 'location', 'in', 'out', 'breaks', 'hours', 'notes'] as const).map((key) => (
              <th
                key={key}
                scope="col"
                className={`${cell} font-semibold ${key === 'hours' ? 'text-right' : ''}`}
              >
                {t(`meTabs.hours.print.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <RecordRow key={record.id} record={record} cell={cell} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5} className={`${cell} font-semibold`}>
              {t('meTabs.hours.print.totalHours')}
            </th>
            <td className={`${cell} text-right font-semibold tabular-nums`}>{formatMyHours(totalHours)}</td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function RecordRow({ record, cell }: { record: MyRecord; cell: string }) {
  const { t } = useTranslation();
  const zone = record.timezone;
  /** A time on the location's clock, with its day when that is not the shift's (a night shift's end). */
  const time = (instant: string | null) => {
    if (!instant) return '';
    const day = localDayOf(new Date(instant), zone);
    return day === record.date
      ? formatMyTime(instant, zone)
      : `${formatMyDay(day)} ${formatMyTime(instant, zone)}`;
  };
  const clock = (instant: string | null) => (instant ? formatMyTime(instant, zone) : '');
  const notes = [
    ...myShiftMarks(record).map((mark) => t(`meTabs.hours.badges.${mark}`)),
    record.originalClockIn || record.originalClockOut
      ? t('meTabs.hours.wasTimes', {
          in: time(record.originalClockIn) || '—',
          out: time(record.originalClockOut) || '—',
        })
      : null,
    record.deductionMinutes > 0 ? t('meTabs.hours.deduction', { minutes: record.deductionMinutes }) : null,
  ].filter((note): note is string => note !== null);
  return (
    <tr className="[break-inside:avoid]">
      <td className={`${cell} whitespace-nowrap`}>{formatMyDay(record.date)}</td>
      <td className={cell}>{record.locationName}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{time(record.clockIn)}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{time(record.clockOut)}</td>
      <td className={cell}>
        {record.breaks.map((taken) => formatMyBreak(t, taken, clock, true)).join('; ')}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{formatMyHours(record.hours)}</td>
      <td className={cell}>{notes.join('; ')}</td>
    </tr>
  );
}
