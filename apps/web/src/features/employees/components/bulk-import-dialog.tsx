import { BULK_IMPORT_MAX, namesFromText } from '@shiftclock/contract/employees';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkCreateResult, useBulkCreateEmployees } from '../../../api/employees/employee-changes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type BulkImportProblem, planBulkImport } from '../bulk-import.ts';
import { BulkImportResult } from './bulk-import-result.tsx';

interface BulkImportDialogProps {
  locationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Bulk Import (docs/product.md sections 2 and 5): a name per line, the confirmation 'Are you sure you want
 * to add N employees?', then 'Successfully added N employees' as a popup, or 'Partial Success' kept
 * in the dialog with each refused name and its reason, since a list is not something to read in a
 * toast that fades.
 */
export function BulkImportDialog({ locationId, open, onOpenChange }: BulkImportDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const bulk = useBulkCreateEmployees(locationId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<BulkImportProblem | null>(null);
  const [toConfirm, setToConfirm] = useState<ReturnType<typeof planBulkImport> | null>(null);
  const [partial, setPartial] = useState<{ result: BulkCreateResult; total: number } | null>(null);

  const close = (next: boolean) => {
    if (bulk.isPending) return;
    if (!next) {
      // Every opening starts afresh.
      setText('');
      setProblem(null);
      setToConfirm(null);
      setPartial(null);
      bulk.reset();
    }
    onOpenChange(next);
  };

  const review = () => {
    const plan = planBulkImport(text);
    if (!plan.ok) {
      setProblem(plan.problem);
      return;
    }
    setProblem(null);
    setToConfirm(plan);
  };

  const runImport = async () => {
    if (!toConfirm?.ok) return;
    try {
      const result = await bulk.mutateAsync(toConfirm.names);
      const errors = [...toConfirm.rejected, ...result.errors];
      setToConfirm(null);
      if (errors.length === 0) {
        toast.success(t('manager.bulk.success', { count: result.created.length }));
        close(false);
      } else {
        setPartial({
          result: { ...result, errors },
          total: toConfirm.names.length + toConfirm.rejected.length,
        });
      }
    } catch {
      // Shown in the confirmation (bulk.error), where the manager can retry or cancel.
    }
  };

  const problemText: Record<BulkImportProblem, string> = {
    empty: t('manager.bulk.empty'),
    noValidNames: t('manager.bulk.noValidNames'),
    tooMany: t('manager.bulk.tooMany', { max: BULK_IMPORT_MAX }),
  };
  const lineCount = namesFromText(text).length;

  return (
    <ModalDialog
      open={open}
      onOpenChange={close}
      title={t('manager.bulk.title')}
      description={partial ? undefined : t('manager.bulk.description')}
      closeLabel={t('manager.common.close')}
      footer={
        partial ? (
          <Button onClick={() => close(false)}>{t('manager.common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('manager.common.cancel')}
            </Button>
            <Button type="submit" form={formId}>
              {t('manager.bulk.submit')}
            </Button>
          </>
        )
      }
    >
      {partial ? (
        <BulkImportResult
          created={partial.result.created.length}
          total={partial.total}
          errors={partial.result.errors}
        />
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <TextAreaField
            label={t('manager.bulk.label')}
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            placeholder={t('manager.bulk.placeholder')}
            error={problem ? problemText[problem] : undefined}
            hint={t('manager.bulk.count', { count: lineCount })}
          />
        </form>
      )}
      <ConfirmModal
        open={toConfirm !== null}
        onOpenChange={(next) => {
          if (!next) {
            setToConfirm(null);
            bulk.reset();
          }
        }}
        title={t('manager.bulk.confirmTitle')}
        message={t('manager.bulk.confirm', { count: toConfirm?.ok ? toConfirm.names.length : 0 })}
        confirmLabel={t('manager.bulk.confirmButton')}
        cancelLabel={t('manager.common.cancel')}
        onConfirm={() => void runImport()}
        busy={bulk.isPending}
        error={
          bulk.isError
            ? t('manager.bulk.failed', { message: errorMessage(bulk.error, t('errors.generic')) })
            : null
        }
      />
    </ModalDialog>
  );
}
