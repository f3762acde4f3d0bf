import Archive from 'lucide-react/icons/archive';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import GitMerge from 'lucide-react/icons/git-merge';
import MapPinPlus from 'lucide-react/icons/map-pin-plus';
import Pencil from 'lucide-react/icons/pencil';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLocation } from '../../../../api/organization/organization-dashboard.ts';
import { type Person, useArchivePerson } from '../../../../api/people/people.ts';
import { ActionMenu } from '../../../../components/ui/action-menu.tsx';
import { ConfirmModal } from '../../../../components/ui/confirm-modal.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import { PersonLocations } from './person-locations.tsx';

// Closed until chosen from the menu: their code comes after the list
// (docs/decisions/0167-forms-after-the-screen.md).
const PersonDialog = lazyComponent(() => import('./person-dialog.tsx').then((module) => module.PersonDialog));
const AssignPersonDialog = lazyComponent(() =>
  import('./assign-person-dialog.tsx').then((module) => module.AssignPersonDialog),
);
const MergePeopleDialog = lazyComponent(() =>
  import('./merge-people-dialog.tsx').then((module) => module.MergePeopleDialog),
);

interface PersonItemProps {
  organizationId: string;
  person: Person;
  locations: readonly DashboardLocation[];
  /** Says what was done, in the page's success popup. */
  onDone: (message: string) => void;
}

/** One person of the list: name, payroll ID, e-mail, their locations, and the owner's actions. */
export function PersonItem({ organizationId, person, locations, onDone }: PersonItemProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'edit' | 'assign' | 'merge' | 'archive' | null>(null);
  const archive = useArchivePerson(organizationId);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const archived = person.archivedAt !== null;

  const confirmArchive = async () => {
    try {
      await archive.mutateAsync(person.id);
      setDialog(null);
      onDone(t('organization.people.archive.done', { name: person.name }));
    } catch {
      // Shown in the confirmation from archive.error.
    }
  };

  return (
    <li className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <div className="grid min-w-0 flex-1 gap-1 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-4">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">
            {person.name}
            {archived ? (
              <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
                {t('organization.people.archived')}
              </span>
            ) : null}
          </p>
          <p className="truncate text-sm text-slate-600">
            {[
              person.payrollId
                ? t('organization.people.payrollIdValue', { payrollId: person.payrollId })
                : null,
              person.email,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <PersonLocations person={person} />
      </div>
      {archived ? null : (
        <ActionMenu
          ref={trigger}
          label={t('organization.people.menu', { name: person.name })}
          trigger={<EllipsisVertical aria-hidden="true" className="size-5" />}
          triggerClassName="size-11 shrink-0 text-slate-700 hover:bg-slate-100 sm:size-9"
          items={[
            {
              key: 'edit',
              label: t('organization.people.edit'),
              icon: <Pencil aria-hidden="true" className="size-4" />,
              onSelect: () => setDialog('edit'),
            },
            {
              key: 'assign',
              label: t('organization.people.assign.menuItem'),
              icon: <MapPinPlus aria-hidden="true" className="size-4" />,
              onSelect: () => setDialog('assign'),
            },
            {
              key: 'merge',
              label: t('organization.people.merge.menuItem'),
              icon: <GitMerge aria-hidden="true" className="size-4" />,
              onSelect: () => setDialog('merge'),
            },
            {
              key: 'archive',
              label: t('organization.people.archive.menuItem'),
              icon: <Archive aria-hidden="true" className="size-4" />,
              tone: 'danger',
              onSelect: () => setDialog('archive'),
            },
          ]}
        />
      )}
      {dialog === 'edit' ? (
        <PersonDialog
          organizationId={organizationId}
          person={person}
          locations={locations}
          open
          onOpenChange={close}
          onSaved={(saved) => {
            setDialog(null);
            onDone(t('organization.people.saved', { name: saved.name }));
          }}
        />
      ) : null}
      {dialog === 'assign' ? (
        <AssignPersonDialog
          organizationId={organizationId}
          person={person}
          locations={locations}
          open
          onOpenChange={close}
          onAssigned={(saved, locationName) => {
            setDialog(null);
            onDone(t('organization.people.assign.done', { name: saved.name, location: locationName }));
          }}
        />
      ) : null}
      {dialog === 'merge' ? (
        <MergePeopleDialog
          organizationId={organizationId}
          person={person}
          open
          onOpenChange={close}
          onMerged={(kept) => {
            setDialog(null);
            onDone(t('organization.people.merge.done', { name: kept.name }));
          }}
        />
      ) : null}
      <ConfirmModal
        open={dialog === 'archive'}
        onOpenChange={(open) => {
          if (open) return;
          archive.reset();
          setDialog(null);
        }}
        title={t('organization.people.archive.title', { name: person.name })}
        message={t('organization.people.archive.text', { name: person.name })}
        confirmLabel={t('organization.people.archive.confirm')}
        cancelLabel={t('organization.people.cancel')}
        onConfirm={() => void confirmArchive()}
        busy={archive.isPending}
        error={archive.isError ? errorMessage(archive.error, t('organization.people.archive.failed')) : null}
        tone="danger"
        finalFocusRef={trigger}
      />
    </li>
  );
}
