import { zodResolver } from '@hookform/resolvers/zod';
import { createEmployeeBody } from '@shiftclock/contract/employees';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateEmployee } from '../../../api/employees/employee-changes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The add form: one name, the contract's rule ('Please enter employee name'), and a popup naming
 * the ID the server gave, since that ID is what the new employee types at the kiosk.
 */
export function AddEmployeeForm({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const create = useCreateEmployee(locationId);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createEmployeeBody), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const { employee } = await create.mutateAsync(name);
      toast.success(t('manager.employees.added'), {
        description: t('manager.employees.addedDetail', {
          employeeId: employee.employeeId,
          name: employee.name,
        }),
      });
      reset();
      // Ready for the next name: adding a team is typing names one after another.
      setFocus('name');
    } catch (error) {
      toast.error(t('manager.employees.addFailed', { message: errorMessage(error, t('errors.generic')) }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-2">
      <TextField
        label={t('manager.employees.nameLabel')}
        placeholder={t('manager.employees.namePlaceholder')}
        autoComplete="off"
        className="min-w-48 flex-1"
        error={errors.name?.message}
        {...register('name')}
      />
      {/* Lines the button up with the input under the field's label. */}
      <Button type="submit" busy={create.isPending} className="mt-6 h-11">
        <UserPlus aria-hidden="true" className="size-4" />
        {t('manager.employees.add')}
      </Button>
    </form>
  );
}
