import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Person, useMergePeople, usePeople } from '../../../../api/people/people.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../../components/ui/confirm-modal.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { PersonLocations } from './person-locations.tsx';

interface MergePeopleDialogProps {
  organizationId: string;
  /** The record that stays. */
  person: Person;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: (person: Person) => void;
}

/**
 * Merge two records of one person: the owner finds the other record by search, then confirms in a
 * dialog that says what moves and what goes. The server's refusal (overlapping shifts, both at one
 * location) shows in that confirmation, word for word.
 */
export function MergePeopleDialog({
  organizationId,
  person,
  open,
  onOpenChange,
  onMerged,
}: MergePeopleDialogProps) {
  const { t } = useTranslation();
  const [other, setOther] = useState<Person | null>(null);
  const merge = useMergePeople(organizationId);

  const confirm = async () => {
    if (!other) return;
    try {
      const { person: kept } = await merge.mutateAsync({ keepId: person.id, mergeId: other.id });
      setOther(null);
      onMerged(kept);
    } catch {
      // Shown in the confirmation from merge.error.
    }
  };

  return (
    <>
      <ModalDialog
        open={open && other === null}
        onOpenChange={(next) => {
          if (!next) onOpenChange(false);
        }}
        title={t('organization.people.merge.title', { name: person.name })}
        description={t('organization.people.merge.description', { name: person.name })}
        closeLabel={t('organization.dialog.close')}
        size="lg"
      >
        <OtherRecordSearch organizationId={organizationId} person={person} onPick={setOther} />
      </ModalDialog>
      <ConfirmModal
        open={open && other !== null}
        onOpenChange={(next) => {
          if (next) return;
          merge.reset();
          setOther(null);
        }}
        title={t('organization.people.merge.confirmTitle')}
        message={t('organization.people.merge.confirmText', { keep: person.name, merge: other?.name ?? '' })}
        confirmLabel={t('organization.people.merge.confirm')}
        cancelLabel={t('organization.people.cancel')}
        onConfirm={() => void confirm()}
        busy={merge.isPending}
        error={merge.isError ? errorMessage(merge.error, t('organization.people.merge.failed')) : null}
        tone="danger"
      />
    </>
  );
}

function OtherRecordSearch({
  organizationId,
  person,
  onPick,
}: {
  organizationId: string;
  person: Person;
  onPick: (other: Person) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [q, setQ] = useState(person.name);
  const search = useDebouncedValue(q);
  const people = usePeople(organizationId, { q: search, locationId: '' });
  const others = (people.data?.pages.flatMap((page) => page.people) ?? []).filter(
    (each) => each.id !== person.id,
  );

  return (
    <div className="space-y-3">
      <TextField
        label={t('organization.people.merge.search')}
        type="search"
        autoComplete="off"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        aria-controls={listId}
        trailing={<Search aria-hidden="true" className="mr-2 size-4 text-slate-500" />}
      />
      <ul id={listId} aria-label={t('organization.people.merge.results')} className="space-y-2">
        {others.map((each) => (
          <li
            key={each.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{each.name}</p>
              <PersonLocations person={each} />
            </div>
            <Button
              variant="secondary"
              onClick={() => onPick(each)}
              aria-label={t('organization.people.merge.pickLabel', { name: each.name })}
            >
              {t('organization.people.merge.pick')}
            </Button>
          </li>
        ))}
      </ul>
      {people.isSuccess && others.length === 0 ? (
        <p className="text-sm text-slate-600">{t('organization.people.merge.none')}</p>
      ) : null}
    </div>
  );
}
