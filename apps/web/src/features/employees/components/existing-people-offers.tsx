import UserCheck from 'lucide-react/icons/user-check';
import { useTranslation } from 'react-i18next';
import {
  type PersonCandidate,
  useAddPersonHere,
  usePeopleSearch,
} from '../../../api/employees/people-here.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Fewer letters would match half the organization. */
const MIN_SEARCH = 2;

/**
 * Beside adding a new person: the people of the organization whose name (or payroll ID, e-mail)
 * matches what the manager types and who do not work here yet, each offered as one button. The
 * manager learns nothing of their other locations but that there is one.
 */
export function ExistingPeopleOffers({
  locationId,
  name,
  onAdded,
}: {
  locationId: string;
  name: string;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const typed = useDebouncedValue(name.trim());
  const search = usePeopleSearch(locationId, typed.length >= MIN_SEARCH ? typed : '');
  const addHere = useAddPersonHere(locationId);
  const offers = (search.data ?? []).filter((person) => person.employeeId === null);
  if (typed.length < MIN_SEARCH || offers.length === 0) return null;

  const add = async (person: PersonCandidate) => {
    try {
      const { employee } = await addHere.mutateAsync(person.id);
      toast.success(t('manager.employees.added'), {
        description: t('manager.employees.addedDetail', {
          employeeId: employee.employeeId,
          name: employee.name,
        }),
      });
      onAdded();
    } catch (error) {
      toast.error(t('manager.employees.addFailed', { message: errorMessage(error, t('errors.generic')) }));
    }
  };

  return (
    <section aria-label={t('manager.employees.existingLabel')} className="mt-2 space-y-1">
      <p className="text-sm text-slate-700">{t('manager.employees.existingHint')}</p>
      <ul className="flex flex-wrap gap-2">
        {offers.map((person) => (
          <li key={person.id}>
            <Button
              variant="secondary"
              busy={addHere.isPending && addHere.variables === person.id}
              disabled={addHere.isPending}
              onClick={() => void add(person)}
            >
              <UserCheck aria-hidden="true" className="size-4" />
              {t('manager.employees.addExisting', { name: person.name })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
