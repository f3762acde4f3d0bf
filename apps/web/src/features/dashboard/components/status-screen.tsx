import Clock from 'lucide-react/icons/clock';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

/**
 * The frame of the wrapper's in-between states (loading, session expired, access denied): the app's
 * name and one centred card, so each state reads at a glance on a kiosk tablet across the counter.
 */
export function StatusScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();

  // Screen readers announce the tab title on navigation, so it names the state.
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-8">
      <p className="flex items-center gap-2 text-slate-700">
        <Clock aria-hidden="true" className="size-5 text-accent-700" />
        <span className="font-semibold tracking-tight">{t('app.name')}</span>
      </p>
      <Card className="w-full max-w-md text-center">{children}</Card>
    </main>
  );
}
