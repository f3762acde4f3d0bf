import { employeeNameProblem } from '@shiftclock/contract/employee-name';
import UserPlus from 'lucide-react/icons/user-plus';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateEmployee } from '../../../api/employees/employee-changes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ExistingPeopleOffers } from './existing-people-offers.tsx';

/**
 * The add form: one name, the contract's rule ('Please enter employee name'), and a popup naming
 * the ID the server gave, since that ID is what the new employee types at the kiosk. Under it, the
 * organization's people matching the name who do not work here yet (existing-people-offers.tsx). It checks the
 * name with the contract's rule without zod (`contract/employee-name.ts`), so it is on the
 * manager's dashboard from the first render, while the dialogs' form code loads after the screen
 * (docs/decisions/0167-forms-after-the-screen.md).
 */
export function AddEmployeeForm({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const create = useCreateEmployee(locationId);
  // Plain state, not react-hook-form (docs/forms.md): the manager's first screen loads without it.
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // After a refused Add, the message follows the typing, so it goes as soon as the name is right.
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = employeeNameProblem(name);
    setProblem(refused);
    if (refused) {
      setCheckAsTyped(true);
      input.current?.focus();
      return;
    }
    try {
      const { employee } = await create.mutateAsync(name.trim());
      toast.success(t('manager.employees.added'), {
        description: t('manager.employees.addedDetail', {
          employeeId: employee.employeeId,
          name: employee.name,
        }),
      });
      setName('');
      setCheckAsTyped(false);
      // Ready for the next name: adding a team is typing names one after another.
      input.current?.focus();
    } catch (error) {
      toast.error(t('manager.employees.addFailed', { message: errorMessage(error, t('errors.generic')) }));
    }
  };

  const clear = () => {
    setName('');
    setProblem(null);
    setCheckAsTyped(false);
    input.current?.focus();
  };

  return (
    <div>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-wrap items-start gap-2"
      >
        <TextField
          ref={input}
          name="name"
          label={t('manager.employees.nameLabel')}
          placeholder={t('manager.employees.namePlaceholder')}
          autoComplete="off"
          className="min-w-48 flex-1"
          error={problem ?? undefined}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (checkAsTyped) setProblem(employeeNameProblem(event.target.value));
          }}
        />
        {/* Lines the button up with the input under the field's label. */}
        <Button type="submit" busy={create.isPending} className="mt-6 h-11">
          <UserPlus aria-hidden="true" className="size-4" />
          {t('manager.employees.add')}
        </Button>
      </form>
      <ExistingPeopleOffers locationId={locationId} name={name} onAdded={clear} />
    </div>
  );
}
