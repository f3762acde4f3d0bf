import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLocation } from '../../../../api/organization/organization-dashboard.ts';
import { type Person, useAssignPerson } from '../../../../api/people/people.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { SelectField } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';

interface AssignPersonDialogProps {
  organizationId: string;
  person: Person;
  locations: readonly DashboardLocation[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssigned: (person: Person, locationName: string) => void;
}

/**
 * Add at a location: the locations where the person is not active (an inactive one makes them active
 * there again, with their old kiosk ID); the server gives the next free kiosk ID at a new one.
 */
export function AssignPersonDialog({
  organizationId,
  person,
  locations,
  open,
  onOpenChange,
  onAssigned,
}: AssignPersonDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const assign = useAssignPerson(organizationId);
  const activeAt = new Set(person.locations.filter((at) => at.isActive).map((at) => at.locationId));
  const choices = locations.filter((location) => !activeAt.has(location.locationId));
  const [locationId, setLocationId] = useState(choices[0]?.locationId ?? '');
  const setOpen = (next: boolean) => {
    if (assign.isPending) return;
    assign.reset();
    onOpenChange(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const location = choices.find((choice) => choice.locationId === locationId);
    if (!location) return;
    try {
      const { person: saved } = await assign.mutateAsync({ personId: person.id, locationId });
      onAssigned(saved, location.locationName);
    } catch {
      // Shown from assign.error below.
    }
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      title={t('organization.people.assign.title', { name: person.name })}
      description={t('organization.people.assign.description')}
      closeLabel={t('organization.dialog.close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={assign.isPending}>
            {t('organization.people.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={assign.isPending} disabled={choices.length === 0}>
            {t('organization.people.assign.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {assign.isError ? (
          <Alert tone="error">{errorMessage(assign.error, t('organization.people.assign.failed'))}</Alert>
        ) : null}
        {choices.length === 0 ? (
          <p className="text-sm text-slate-700">{t('organization.people.assign.everywhere')}</p>
        ) : (
          <SelectField
            label={t('organization.people.assign.location')}
            value={locationId}
            onValueChange={setLocationId}
            options={choices.map((location) => ({
              value: location.locationId,
              label: location.locationName,
            }))}
          />
        )}
      </form>
    </ModalDialog>
  );
}
