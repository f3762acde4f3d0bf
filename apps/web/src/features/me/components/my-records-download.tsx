import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { downloadMyRecords } from '../my-records-calls.ts';
import {
  defaultRecordsRange,
  type RecordsRange,
  rangeProblem,
  todayOnThisPhone,
} from '../my-records-range.ts';

/**
 * "My records": the person keeps their shifts at all locations for any range up to 366 days, as a
 * CSV or a printable page (/me/print) that the browser saves as a PDF.
 */
export function MyRecordsDownload() {
  const { t } = useTranslation();
  const id = useId();
  const [range, setRange] = useState<RecordsRange>(() => defaultRecordsRange(todayOnThisPhone()));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const problem = rangeProblem(range);
  const errorId = `${id}-error`;
  const field =
    'mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-700 sm:h-10';

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadMyRecords(range);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('meTabs.hours.records.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('meTabs.hours.records.intro')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="text-sm font-medium text-slate-800">
            {t(`meTabs.hours.records.${end}`)}
            <input
              type="date"
              className={field}
              value={range[end]}
              {...(end === 'from' ? { max: range.to || undefined } : { min: range.from || undefined })}
              aria-invalid={problem !== null && problem !== 'missing' ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setRange({ ...range, [end]: event.target.value })}
            />
          </label>
        ))}
      </div>
      {problem ? (
        <p id={errorId} className="mt-2 text-sm text-red-800">
          {t(`meTabs.hours.records.${problem}`)}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('meTabs.hours.records.downloadFailed')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" busy={busy} disabled={problem !== null} onClick={() => void download()}>
          {t('meTabs.hours.records.csv')}
        </Button>
        {problem ? (
          <Button variant="secondary" disabled>
            {t('meTabs.hours.records.print')}
          </Button>
        ) : (
          <LinkButton variant="secondary" to={paths.mePrint(range)}>
            {t('meTabs.hours.records.print')}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
