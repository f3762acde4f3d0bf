import type { TimeFormat } from '@shiftclock/contract/time-format';
import Copy from 'lucide-react/icons/copy';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';

// Closed until a manager opens one, so their code comes after the screen (lib/lazy-dialog.tsx).
const CopyWeekDialog = lazyDialog(
  () => import('./copy-week-dialog.tsx').then((module) => module.CopyWeekDialog),
  ({ weekStart }) => weekStart !== null,
);
const TemplatesDialog = lazyDialog(
  () => import('./templates-dialog.tsx').then((module) => module.TemplatesDialog),
  ({ weekStart }) => weekStart !== null,
);

/** "Copy week…" and "Templates…" in the calendar's toolbar, for the week on screen. */
export function FillActions({
  locationId,
  timeZone,
  timeFormat,
  weekStart,
}: {
  locationId: string;
  /** Null while the location's zone is unknown: nothing opens. */
  timeZone: string | null;
  timeFormat: TimeFormat;
  /** The first day of the week on screen, null while it is not known. */
  weekStart: string | null;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<'copy' | 'templates' | null>(null);
  const ready = timeZone !== null && weekStart !== null;
  const shown = (dialog: 'copy' | 'templates') => (opened === dialog && ready ? weekStart : null);
  return (
    <>
      <Button variant="secondary" className="px-3" disabled={!ready} onClick={() => setOpened('copy')}>
        <Copy aria-hidden="true" className="size-4" />
        {/* On a phone the icon alone, as Publish history beside it: the toolbar keeps to one row. */}
        <span className="sr-only sm:not-sr-only">{t('scheduleFill.copyButton')}</span>
      </Button>
      <Button variant="secondary" className="px-3" disabled={!ready} onClick={() => setOpened('templates')}>
        <LayoutTemplate aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('scheduleFill.templatesButton')}</span>
      </Button>
      {timeZone ? (
        <>
          <CopyWeekDialog
            locationId={locationId}
            timeZone={timeZone}
            timeFormat={timeFormat}
            weekStart={shown('copy')}
            onClose={() => setOpened(null)}
          />
          <TemplatesDialog
            locationId={locationId}
            timeZone={timeZone}
            timeFormat={timeFormat}
            weekStart={shown('templates')}
            onClose={() => setOpened(null)}
          />
        </>
      ) : null}
    </>
  );
}
