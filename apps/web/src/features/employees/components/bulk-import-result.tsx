import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';

interface BulkImportResultProps {
  created: number;
  total: number;
  /** Duplicates left out on purpose: not failures, but said so the numbers add up. */
  skipped: number;
  errors: { name: string; message: string }[];
}

/** 'Partial Success': how many were added, then every name that was not, with its reason. */
export function BulkImportResult({ created, total, skipped, errors }: BulkImportResultProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" title={t('manager.bulk.partialTitle')}>
      <p>{t('manager.bulk.partialSummary', { created, total })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error, index) => (
          // Names may repeat (the same name typed twice), so the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="wrap-anywhere">
            <span className="font-medium">{error.name}</span>: {error.message}
          </li>
        ))}
      </ul>
      {skipped > 0 ? <p className="mt-2">{t('manager.bulk.wereSkipped', { count: skipped })}</p> : null}
    </Alert>
  );
}
