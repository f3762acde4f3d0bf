import Download from 'lucide-react/icons/download';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInspectorExport } from '../../../api/organization/records.ts';
import { usePeople } from '../../../api/people/people.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DayField } from '../../../components/ui/day-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { thisWeek } from '../this-week.ts';

export type ExportLocation = { code: string; name: string };

/**
 * "The inspector's export": every record of a range as CSV files and a manifest of their SHA-256s,
 * one ZIP saved under the server's file name. Locations and people narrow it; none ticked is all.
 * The server judges the range (its 400 is shown as it words it).
 */
export function InspectorExport({
  organizationId,
  locations,
}: {
  organizationId: string;
  locations: readonly ExportLocation[];
}) {
  const { t } = useTranslation();
  const download = useInspectorExport();
  const [range, setRange] = useState(thisWeek);
  const [chosenLocations, setChosenLocations] = useState<string[]>([]);
  const [chosenPeople, setChosenPeople] = useState<string[]>([]);
  const headingId = useId();

  const onDownload = () =>
    download.mutate(
      { ...range, locations: chosenLocations, people: chosenPeople },
      { onSuccess: (fileName) => toast.success(t('records.export.done', { fileName })) },
    );

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('records.export.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('records.export.hint')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <DayField
            label={t('records.export.from')}
            value={range.from}
            onChange={(from) => setRange((current) => ({ ...current, from }))}
          />
          <DayField
            label={t('records.export.to')}
            value={range.to}
            onChange={(to) => setRange((current) => ({ ...current, to }))}
          />
        </div>
        {locations.length > 1 ? (
          <Choices
            legend={t('records.export.locations')}
            hint={t('records.export.allLocations')}
            options={locations.map((location) => ({ value: location.code, label: location.name }))}
            chosen={chosenLocations}
            onChange={setChosenLocations}
          />
        ) : null}
        <PeopleChoices organizationId={organizationId} chosen={chosenPeople} onChange={setChosenPeople} />
        {download.isError ? (
          <Alert tone="error">{errorMessage(download.error, t('records.export.failed'))}</Alert>
        ) : null}
        <Button className="w-full sm:w-auto" busy={download.isPending} onClick={onDownload}>
          <Download aria-hidden="true" className="size-4" />
          {t('records.export.button')}
        </Button>
      </section>
    </Card>
  );
}

/** The people to narrow to, asked only once the owner opens the list (most exports are everyone's). */
function PeopleChoices({
  organizationId,
  chosen,
  onChange,
}: {
  organizationId: string;
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-md border border-slate-200 px-3 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 text-sm font-medium text-slate-800">
        {chosen.length > 0
          ? t('records.export.peopleChosen', { count: chosen.length })
          : t('records.export.people')}
      </summary>
      {open ? <PeopleList organizationId={organizationId} chosen={chosen} onChange={onChange} /> : null}
    </details>
  );
}

function PeopleList({
  organizationId,
  chosen,
  onChange,
}: {
  organizationId: string;
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const people = usePeople(organizationId, { q: '', locationId: '' });
  const list = people.data?.pages.flatMap((page) => page.people) ?? [];
  if (people.isError)
    return <Alert tone="error">{errorMessage(people.error, t('records.loadFailed'))}</Alert>;
  if (!people.data) return <div className="my-2 h-10 animate-pulse rounded-md bg-slate-100" />;
  return (
    <div className="space-y-2 pt-2">
      <Choices
        legend={t('records.export.people')}
        hint={t('records.export.allPeople')}
        options={list.map((person) => ({ value: person.id, label: person.name }))}
        chosen={chosen}
        onChange={onChange}
        scroll
        legendHidden
      />
      {people.hasNextPage ? (
        <Button
          variant="secondary"
          busy={people.isFetchingNextPage}
          onClick={() => void people.fetchNextPage()}
        >
          {t('records.export.morePeople')}
        </Button>
      ) : null}
    </div>
  );
}

function Choices({
  legend,
  hint,
  options,
  chosen,
  onChange,
  scroll = false,
  legendHidden = false,
}: {
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
  scroll?: boolean;
  /** The legend for screen readers only, where a heading above already says it. */
  legendHidden?: boolean;
}) {
  const hintId = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset aria-describedby={hintId}>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-medium text-slate-800'}>{legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className={`mt-2 grid gap-1 sm:grid-cols-2 ${scroll ? 'max-h-64 overflow-y-auto' : ''}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 items-center gap-2 text-sm text-slate-900 sm:min-h-9"
          >
            <input
              type="checkbox"
              className="size-4 accent-accent-700"
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
