import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next; docs/product.md shows it only when there is more than one page. */
export function PaginationBar({ page, totalPages, onPageChange }: PaginationBarProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('master.list.pagination')} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(Math.min(page - 1, totalPages))}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('master.list.previous')}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {t('master.list.pageOf', { page, totalPages })}
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('master.list.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
