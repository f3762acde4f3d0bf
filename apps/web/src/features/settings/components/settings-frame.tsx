import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';

interface SettingsFrameProps {
  children: ReactNode;
  /** Without a handler (while the session is checked) there is nowhere to go back to yet. */
  onBack?: (() => void) | undefined;
  /** True while Back saves; the button shows a spinner and cannot be pressed twice. */
  leaving?: boolean;
}

/**
 * The screen's frame: 'Account Settings' as the page heading and 'Back to Dashboard' at the top
 * right of the app bar, where the dashboard's own Settings button sits.
 */
export function SettingsFrame({ children, onBack, leaving = false }: SettingsFrameProps) {
  const { t } = useTranslation();
  const back = onBack ? (
    <Button variant="secondary" onClick={onBack} busy={leaving}>
      {leaving ? null : <ArrowLeft aria-hidden="true" className="size-4" />}
      {t('settings.back')}
    </Button>
  ) : null;
  return (
    <PageLayout title={t('settings.title')} actions={back}>
      {children}
    </PageLayout>
  );
}
