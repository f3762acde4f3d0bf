import { BULK_IMPORT_MAX } from '@shiftclock/contract/employees';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkCreateResult, useBulkCreateEmployees } from '../../../api/employees/employee-changes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type BulkImportPlan,
  type BulkImportProblem,
  type LineOutcome,
  planBulkImport,
  previewBulkImport,
} from '../bulk-import.ts';
import { BulkImportResult } from './bulk-import-result.tsx';

interface BulkImportDialogProps {
  locationId: string;
  /** The location's active employees: a pasted name that is already one of them is a duplicate. */
  activeEmployees: readonly { name: string; employeeId: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Bulk Import (docs/product.md sections 2 and 5): a name per line, the confirmation 'Are you sure you want
 * to add N employees?', then 'Successfully added N employees' as a popup, or 'Partial Success' kept
 * in the dialog with each refused name and its reason, since a list is not something to read in a
 * toast that fades.
 */
export function BulkImportDialog({ locationId, activeEmployees, open, onOpenChange }: BulkImportDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const bulk = useBulkCreateEmployees(locationId);
  // Plain state, not react-hook-form (docs/forms.md): one box, whose text drives a live preview.
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<BulkImportProblem | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [toConfirm, setToConfirm] = useState<Extract<BulkImportPlan, { ok: true }> | null>(null);
  const [partial, setPartial] = useState<{ result: BulkCreateResult; total: number; skipped: number } | null>(
    null,
  );
  const preview = useMemo(() => previewBulkImport(text, activeEmployees), [text, activeEmployees]);
  const duplicates = preview.counts.existing + preview.counts.repeated;

  const close = (next: boolean) => {
    if (bulk.isPending) return;
    if (!next) {
      // Every opening starts afresh.
      setText('');
      setSkipDuplicates(true);
      setProblem(null);
      setToConfirm(null);
      setPartial(null);
      bulk.reset();
    }
    onOpenChange(next);
  };

  const review = () => {
    const plan = planBulkImport(preview, skipDuplicates);
    if (!plan.ok) {
      setProblem(plan.problem);
      return;
    }
    setProblem(null);
    setToConfirm(plan);
  };

  const runImport = async () => {
    if (!toConfirm) return;
    try {
      const result = await bulk.mutateAsync(toConfirm.names);
      const errors = [...toConfirm.rejected, ...result.errors];
      const { skipped } = toConfirm;
      setToConfirm(null);
      if (errors.length === 0) {
        const count = result.created.length;
        toast.success(
          skipped > 0
            ? t('manager.bulk.successSkipped', {
                count,
                skipped: t('manager.bulk.duplicates', { count: skipped }),
              })
            : t('manager.bulk.success', { count }),
        );
        close(false);
      } else {
        // Every line that was meant to be added counts in the total; skipped duplicates are said apart.
        setPartial({
          result: { ...result, errors },
          total: toConfirm.names.length + toConfirm.rejected.length,
          skipped,
        });
      }
    } catch {
      // Shown in the confirmation (bulk.error), where the manager can retry or cancel.
    }
  };

  const problemText: Record<BulkImportProblem, string> = {
    empty: t('manager.bulk.empty'),
    noValidNames: t('manager.bulk.noValidNames'),
    nothingToAdd: t('manager.bulk.nothingToAdd'),
    tooMany: t('manager.bulk.tooMany', { max: BULK_IMPORT_MAX }),
  };

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
          skipped={partial.skipped}
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
            hint={<PreviewSummary counts={preview.counts} total={preview.lines.length} />}
          />
          {duplicates > 0 ? (
            <label className="mt-3 flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={skipDuplicates}
                onChange={(event) => setSkipDuplicates(event.target.checked)}
                className="size-4 accent-accent-700"
              />
              {t('manager.bulk.skipDuplicates', { count: duplicates })}
            </label>
          ) : null}
          <FlaggedLines lines={preview.lines} />
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
        message={[
          t('manager.bulk.confirm', { count: toConfirm?.names.length ?? 0 }),
          toConfirm?.skipped ? t('manager.bulk.willSkip', { count: toConfirm.skipped }) : '',
        ]
          .join(' ')
          .trim()}
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

/** '5 names: 3 new, 1 already an employee, 1 repeated': the counts always add up to the names. */
function PreviewSummary({ counts, total }: { counts: Record<LineOutcome['kind'], number>; total: number }) {
  const { t } = useTranslation();
  const parts = (['new', 'existing', 'repeated', 'invalid'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => t(`manager.bulk.outcome.${kind}`, { count: counts[kind] }));
  return (
    <span aria-live="polite">
      {t('manager.bulk.count', { count: total })}
      {parts.length > 0 && counts.new !== total ? `: ${parts.join(', ')}` : ''}
    </span>
  );
}

/** The lines that will not simply be added, each with why. */
function FlaggedLines({ lines }: { lines: readonly LineOutcome[] }) {
  const { t } = useTranslation();
  const flagged = lines.filter((line) => line.kind !== 'new');
  if (flagged.length === 0) return null;
  return (
    <ul aria-label={t('manager.bulk.flaggedLabel')} className="mt-2 space-y-1 text-sm">
      {flagged.map((line, index) => (
        // Names may repeat, so the position keeps keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the text, never reordered
        <li key={index} className="wrap-anywhere text-slate-800">
          <span className="font-medium">{line.name}</span>
          {' — '}
          {line.kind === 'existing'
            ? t('manager.bulk.flag.existing', { employeeId: line.employeeId })
            : line.kind === 'repeated'
              ? t('manager.bulk.flag.repeated')
              : line.kind === 'invalid'
                ? line.message
                : null}
        </li>
      ))}
    </ul>
  );
}
