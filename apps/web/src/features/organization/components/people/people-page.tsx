import ArrowLeft from 'lucide-react/icons/arrow-left';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import Users from 'lucide-react/icons/users';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLocation } from '../../../../api/organization/organization-dashboard.ts';
import { type Person, usePeople } from '../../../../api/people/people.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextLink } from '../../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useOwnerPage } from '../../use-owner-page.ts';
import { LockScreen } from '../lock-screen.tsx';
import { OwnerScreen } from '../owner-screen.tsx';
import { useShowSuccess } from '../success-popup.tsx';
import { PersonItem } from './person-item.tsx';

// The form's code (react-hook-form, the contract's schemas) comes after the list
// (docs/decisions/0167-forms-after-the-screen.md).
const PersonDialog = lazyComponent(() => import('./person-dialog.tsx').then((module) => module.PersonDialog));

/** The location filter's "every location": Radix Select keeps '' for "nothing chosen". */
const ALL = 'all';

/**
 * /organization/{organizationId}/people: the owner's people of the organization (docs/product.md,
 * "People"). Search, a location filter, and the list a page at a time, usable from a phone.
 */
export function PeoplePage() {
  const { t } = useTranslation();
  const { organizationId, dashboard, signOut, refused } = useOwnerPage(t('organization.people.title'));
  if (refused) return <LockScreen />;

  return (
    <OwnerScreen organization={dashboard.data?.organization} signOut={signOut}>
      <TextLink to={paths.organizationDashboard(organizationId)} className="inline-flex items-center gap-1">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('organization.people.backToDashboard')}
      </TextLink>
      <PeopleSection organizationId={organizationId} locations={dashboard.data?.locations ?? []} />
    </OwnerScreen>
  );
}

function PeopleSection({
  organizationId,
  locations,
}: {
  organizationId: string;
  locations: readonly DashboardLocation[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const showSuccess = useShowSuccess();
  const [q, setQ] = useState('');
  const [locationId, setLocationId] = useState(ALL);
  const [archived, setArchived] = useState(false);
  const [adding, setAdding] = useState(false);
  const search = useDebouncedValue(q);
  const people = usePeople(organizationId, {
    q: search,
    locationId: locationId === ALL ? '' : locationId,
    archived,
  });
  const shown = people.data?.pages.flatMap((page) => page.people) ?? [];
  const total = people.data?.pages.at(-1)?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Users aria-hidden="true" className="size-5 text-accent-700" />
          {t('organization.people.title')}
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('organization.people.add')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          label={t('organization.people.search')}
          type="search"
          autoComplete="off"
          placeholder={t('organization.people.searchPlaceholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          trailing={<Search aria-hidden="true" className="mr-2 size-4 text-slate-500" />}
        />
        <SelectField
          label={t('organization.people.filter')}
          value={locationId}
          onValueChange={setLocationId}
          options={[
            { value: ALL, label: t('organization.people.allLocations') },
            ...locations.map((location) => ({ value: location.locationId, label: location.locationName })),
          ]}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {people.isSuccess ? t('organization.people.count', { count: total }) : null}
        </p>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={archived}
            onChange={(event) => setArchived(event.target.checked)}
            className="size-4 accent-accent-700"
          />
          {t('organization.people.showArchived')}
        </label>
      </div>
      {people.isError ? (
        <Alert tone="error">{errorMessage(people.error, t('organization.people.loadFailed'))}</Alert>
      ) : null}
      {people.isSuccess && shown.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <Users aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 text-slate-700">
            {search.trim() || locationId !== ALL || archived
              ? t('organization.people.noMatches')
              : t('organization.people.empty')}
          </p>
        </div>
      ) : null}
      {shown.length > 0 ? (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {shown.map((person: Person) => (
            <PersonItem
              key={person.id}
              organizationId={organizationId}
              person={person}
              locations={locations}
              onDone={showSuccess}
            />
          ))}
        </ul>
      ) : null}
      {people.hasNextPage ? (
        <div className="flex flex-col items-center gap-1">
          <Button
            variant="secondary"
            busy={people.isFetchingNextPage}
            onClick={() => void people.fetchNextPage()}
          >
            {t('organization.people.showMore')}
          </Button>
          <p className="text-sm text-slate-600">
            {t('organization.people.shownOf', { shown: shown.length, total })}
          </p>
        </div>
      ) : null}
      <PersonDialog
        organizationId={organizationId}
        locations={locations}
        open={adding}
        onOpenChange={setAdding}
        onSaved={(person) => {
          setAdding(false);
          showSuccess(t('organization.people.added', { name: person.name }));
        }}
      />
    </section>
  );
}
