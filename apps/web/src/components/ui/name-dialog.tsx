import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { TextField } from './text-field.tsx';

interface NameDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The name the field starts from. */
  name: string;
  /** The server's own rule for the name (the contract's body schema). */
  schema: z.ZodType<{ name: string }, { name: string }>;
  label: string;
  hint?: string;
  maxLength?: number;
  busy: boolean;
  /** What the last save answered, shown above the field; null when nothing went wrong. */
  error: string | null;
  /** Saves the name; a rejection leaves the dialog open with `error`. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A dialog that changes one name (an employee's, a kiosk's): the field under the contract's rule,
 * Cancel and Save, the server's refusal above the field. Closing is refused while a save is out.
 */
export function NameDialog({ open, title, description, busy, onClose, ...form }: NameDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
      closeLabel={t('manager.common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('manager.common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('manager.common.save')}
          </Button>
        </>
      }
    >
      {open ? <NameForm id={formId} {...form} /> : null}
    </ModalDialog>
  );
}

function NameForm({
  id,
  name,
  schema,
  label,
  hint,
  maxLength,
  error,
  onSave,
}: Pick<NameDialogProps, 'name' | 'schema' | 'label' | 'hint' | 'maxLength' | 'error' | 'onSave'> & {
  id: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values.name);
    } catch {
      // Shown from `error`, above the field.
    }
  });

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={label}
        hint={hint}
        autoComplete="off"
        maxLength={maxLength}
        error={errors.name?.message}
        {...register('name')}
      />
    </form>
  );
}
