import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreatedPins, useCreateMissingPins } from '../../api/employees/employee-pins.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { PinSheetDialog } from './pin-sheet-dialog.tsx';

interface CreateMissingPinsProps {
  locationId: string;
  /** Active employees without a PIN; the button shows only while there are some. */
  missing: number;
  className?: string;
}

/**
 * "Create PINs for 23 employees": asks once (the PINs are shown only in the next step), has the
 * server make them all (docs/api.md, "Employees"), then shows the sheet to print.
 */
export function CreateMissingPins({ locationId, missing, className }: CreateMissingPinsProps) {
  const { t } = useTranslation();
  const create = useCreateMissingPins(locationId);
  const [asking, setAsking] = useState(false);
  const [sheet, setSheet] = useState<CreatedPins | null>(null);

  const stopAsking = () => {
    create.reset();
    setAsking(false);
  };

  return (
    <>
      {missing > 0 ? (
        <Button variant="secondary" onClick={() => setAsking(true)} className={className}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('pins.create', { count: missing })}
        </Button>
      ) : null}
      <ConfirmModal
        open={asking}
        onOpenChange={(next) => (next ? undefined : stopAsking())}
        title={t('pins.createTitle', { count: missing })}
        message={t('pins.createConfirm')}
        confirmLabel={t('pins.createAction')}
        cancelLabel={t('pins.cancel')}
        busy={create.isPending}
        error={
          create.isError
            ? t('pins.createFailed', { message: errorMessage(create.error, t('errors.generic')) })
            : null
        }
        onConfirm={() =>
          create.mutate(undefined, {
            onSuccess: (answer) => {
              stopAsking();
              // Someone else's call made them meanwhile: there is nothing to show.
              if (answer.pins.length === 0) toast.success(t('pins.noneMissing'));
              else setSheet(answer);
            },
          })
        }
      />
      <PinSheetDialog sheet={sheet} onClose={() => setSheet(null)} />
    </>
  );
}
