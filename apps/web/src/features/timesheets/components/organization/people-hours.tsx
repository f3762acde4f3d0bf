import Download from 'lucide-react/icons/download';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OrganizationTimesheet,
  useDownloadOrganizationTimesheet,
} from '../../../../api/organization/organization-timesheet.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../../lib/use-media-query.ts';
import { NoHours } from '../load-states.tsx';
import { PeopleHoursCards } from './people-hours-cards.tsx';
import { PeopleHoursTable } from './people-hours-table.tsx';

/** The people's hours of the period with the summary CSV: a table on a laptop, cards on a phone. */
export function PeopleHours({ timesheet }: { timesheet: OrganizationTimesheet }) {
  const { t } = useTranslation();
  const headingId = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const download = useDownloadOrganizationTimesheet();
  const names = new Map(timesheet.locations.map((location) => [location.id, location.name]));
  const locationName = (code: string) => names.get(code) ?? code;

  const downloadCsv = () =>
    download.mutate(timesheet.period, {
      onSuccess: (fileName) => toast.success(t('timesheets.download.done', { fileName })),
      onError: (error) => toast.error(errorMessage(error, t('timesheets.download.failed'))),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('timesheets.organization.people.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('timesheets.organization.people.hint')}</p>
        </div>
        <Button variant="secondary" busy={download.isPending} onClick={downloadCsv}>
          {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
          {t('timesheets.download.summary')}
        </Button>
      </div>
      <div className="mt-5">
        {timesheet.people.length === 0 ? (
          <NoHours
            title={t('timesheets.organization.people.empty')}
            hint={t('timesheets.organization.people.emptyHint')}
          />
        ) : narrow ? (
          <PeopleHoursCards timesheet={timesheet} locationName={locationName} />
        ) : (
          <PeopleHoursTable timesheet={timesheet} locationName={locationName} />
        )}
      </div>
    </section>
  );
}
